import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createGatewayClient, WIRE } from "@icms/protocol";
import { publish } from "../../../../test/cms.js";
import { newWallet, openTestDatabase, signIn, type TestGateway } from "../../../../test/harness.js";
import { buildApp } from "../../../app.js";
import { type InvalidationBus, localInvalidationBus, redisInvalidationBus } from "../../../cache/invalidation.js";
import { loadConfig } from "../../../config.js";
import type { Db } from "../../../db/db.js";
import { openPostgres } from "../../../db/postgres.js";
import { readStream, type StreamReader } from "./sse-client.js";
import { STREAM_PATH } from "./stream.js";

/**
 * Two gateway instances on one database, as a deployment runs them: on PostgreSQL each with its
 * own connection pool and (with REDIS_URL) its own Redis connections; on PGlite, which one
 * process holds, sharing it and an in-process bus.
 */
let db: Db;
let url: string | undefined;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];
const pools: Db[] = [];
const readers: StreamReader[] = [];
const shared = localInvalidationBus();
const channel = `icms:test:notices-live:${process.pid}`;

async function instance(): Promise<TestGateway> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    PUBLIC_ORIGIN: "http://localhost:8080",
    // As the test harness's gateways: articles online at once, jobs picked up quickly.
    REVIEW_QUORUM: "0",
    JOB_POLL_SECONDS: "0.5",
  });
  const redis = process.env.REDIS_URL;
  const bus: InvalidationBus = redis ? await redisInvalidationBus(redis, channel) : shared;
  const own = url ? await openPostgres(url, { size: 4 }) : db;
  if (own !== db) pools.push(own);
  const app = await buildApp({ config, db: own, bus });
  apps.push(app);
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    url: address,
    db: own,
    config,
    client: (session = {}) =>
      createGatewayClient({
        baseUrl: address,
        appId: config.APP_ID,
        appSecret: config.APP_SECRET,
        lang: () => "en",
        tokens: () => session,
      }),
    post: (path, fields) =>
      fetch(`${address}${WIRE.basePath}/${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    close: () => app.close(),
  };
}

let a: TestGateway;
let b: TestGateway;
let alice: Awaited<ReturnType<typeof signIn>>;
let bob: Awaited<ReturnType<typeof signIn>>;
let articleId: number;

// The instances, the members and alice's article: the slow part, under the hooks' longer timeout.
beforeAll(async () => {
  ({ db, url, drop } = await openTestDatabase());
  [a, b] = [await instance(), await instance()];
  [alice, bob] = [await signIn(a, newWallet()), await signIn(a, newWallet())];
  articleId = await publish({ uid: alice.uid, wallet: "", client: a.client(alice.session) });
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  for (const app of apps) await app.close();
  for (const pool of pools) await pool.close();
  await drop();
});

describe("the notices stream across instances", () => {
  it("delivers a comment written through instance A to a stream open on instance B, and a logout on A ends it", async () => {
    const tab = await readStream(`${b.url}${STREAM_PATH}?token=${alice.AccessToken}`);
    readers.push(tab);
    expect((await tab.next()).event).toMatchObject({ type: "counts", counts: { unread: 0 } });

    await a
      .client(bob.session)
      .call(api.appcms_msrv.article_comment_add, { article_id: articleId, content: "Seen on A" });
    let received = await tab.next();
    while (received.event.type !== "notice") received = await tab.next();
    expect(received.event.item.kind).toBe("comment");
    expect(received.event.item.target?.url).toContain(String(articleId));
    expect(received.event.counts.unread).toBe(1);

    await a.client(alice.session).call(api.user_msrv.logout, {});
    await tab.ended;
  });
});
