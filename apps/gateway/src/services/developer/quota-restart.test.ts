import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Code, createGatewayClient, WIRE } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holderWithApp, keyedCall } from "../../../test/developer.js";
import { openTestDatabase, type TestGateway } from "../../../test/harness.js";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import type { Db } from "../../db/db.js";

/**
 * The day's count is kept where every instance and every restart sees it: the database, or
 * Redis when the gateway has REDIS_URL.
 */
describe("a key's day quota survives a restart of the gateway", () => {
  let db: Db;
  let drop: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  async function instance(env: Record<string, string>): Promise<TestGateway & { app: FastifyInstance }> {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      PUBLIC_ORIGIN: "http://localhost:8080",
      LOGIN_RATE_LIMIT: "10000",
      ...env,
    });
    const app = await buildApp({ config, db });
    apps.push(app);
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    return {
      app,
      url,
      db,
      config,
      client: (session = {}) =>
        createGatewayClient({
          baseUrl: url,
          appId: config.APP_ID,
          appSecret: config.APP_SECRET,
          lang: () => "en",
          tokens: () => session,
        }),
      post: (path, fields) =>
        fetch(`${url}${WIRE.basePath}/${path}`, { method: "POST", body: new URLSearchParams(fields) }),
      close: () => app.close(),
    };
  }

  const stores = [["database", {}]] as [string, Record<string, string>][];
  if (process.env.REDIS_URL) {
    stores.push(["redis", { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_NAMESPACE: `icms:test:${randomUUID()}:` }]);
  }

  it.each(stores)("counts on after the restart and refuses past the day's quota (%s)", async (_store, env) => {
    const first = await instance(env);
    const { key } = await holderWithApp(first, { quota_minute: 10, quota_day: 2 });
    for (const remaining of ["1", "0"]) {
      const ok = await keyedCall(first.url, key, "user_msrv/userinfo");
      expect(ok.code).toBe(Code.Success);
      expect(ok.headers.get("x-ratelimit-remaining-day")).toBe(remaining);
    }
    await first.app.close();

    const second = await instance(env);
    const refused = await keyedCall(second.url, key, "user_msrv/userinfo");
    expect([refused.status, refused.code]).toEqual([429, Code.ApiKeyDayQuota]);
    expect(refused.headers.get("x-ratelimit-remaining-day")).toBe("0");
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
  });
});
