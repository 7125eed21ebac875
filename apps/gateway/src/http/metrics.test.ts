import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { type Exposition, readExposition } from "../../test/prometheus-text.js";
import { registerMetrics } from "./metrics.js";

const TOKEN = "test-metrics-token-0123456789";

describe("/metrics", () => {
  let app: FastifyInstance;
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    opened = await openTestDatabase(2);
    app = Fastify();
    registerMetrics(app, { db: opened.db, token: TOKEN });
    app.post("/gwapi/v1/user_msrv/userinfo", async (_request, reply) =>
      reply.header("content-type", "application/json").send('{"code":0,"msg":"ok","data":{}}'),
    );
    app.post("/gwapi/v1/user_msrv/login", async (_request, reply) =>
      reply
        .header("content-type", "application/json")
        .send('{"code":1007,"msg":"Request signature is invalid","data":null}'),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
  });

  const scrape = async (): Promise<Exposition> => {
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    return readExposition(response.body);
  };

  it("refuses a scrape without the token, or with another one", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests by action and answer code, with their latency, in the Prometheus text format", async () => {
    for (let i = 0; i < 3; i++) await app.inject({ method: "POST", url: "/gwapi/v1/user_msrv/userinfo" });
    await app.inject({ method: "POST", url: "/gwapi/v1/user_msrv/login" });
    await app.inject({ method: "GET", url: "/no/such/page" });
    const { types, samples } = await scrape();
    const value = (name: string, labels: Record<string, string>) =>
      samples.find(
        (sample) => sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v),
      )?.value;
    expect(types.get("icms_requests_total")).toBe("counter");
    expect(value("icms_requests_total", { route: "/gwapi/v1/user_msrv/userinfo", code: "0" })).toBe(3);
    expect(value("icms_requests_total", { route: "/gwapi/v1/user_msrv/login", code: "1007" })).toBe(1);
    expect(value("icms_requests_total", { route: "unmatched", code: "http_404" })).toBe(1);
    expect(types.get("icms_request_duration_seconds")).toBe("histogram");
    const userinfo = { route: "/gwapi/v1/user_msrv/userinfo" };
    expect(value("icms_request_duration_seconds_count", userinfo)).toBe(3);
    expect(value("icms_request_duration_seconds_bucket", { ...userinfo, le: "5" })).toBe(3);
    expect(value("icms_request_duration_seconds_bucket", { ...userinfo, le: "+Inf" })).toBe(3);
  });

  it("reads the job queues, the indexer and the database pool when scraped", async () => {
    const { types, samples } = await scrape();
    const names = [...types.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "icms_jobs",
        "icms_indexer_blocks_behind",
        "icms_indexer_seconds_since_progress",
        "icms_db_pool_connections",
      ]),
    );
    if (opened.db.kind === "postgres") {
      const total = samples.find((s) => s.name === "icms_db_pool_connections" && s.labels.state === "total");
      expect(total?.value).toBeGreaterThan(0);
    }
  });
});
