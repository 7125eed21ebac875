import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, createGatewayClient, WIRE } from "@icms/protocol";
import { newWallet, type Session, signIn, type TestGateway } from "../../test/harness.js";
import { type RunningPlatform, startPlatform } from "../platform.js";
import { attachReplicas } from "./open.js";
import { localWriters } from "./recent-writers.js";
import { openReadReplicas } from "./replicas.js";
import type { Db } from "./db.js";
import { postgresBinaries, type ReplicatedPostgres, startReplicatedPostgres } from "./replica-cluster.js";

// The PostgreSQL stage runs this (DATABASE_URL set); it starts a primary and a streaming replica
// of its own with the machine's binaries, since CI's server has no replication line.
const skipReason = !process.env.DATABASE_URL
  ? "DATABASE_URL unset: replicas are tested in the PostgreSQL stage"
  : !postgresBinaries()
    ? "pg_config not found: the PostgreSQL server binaries are needed"
    : undefined;
const METRICS_TOKEN = "replica-test-metrics-token";

const baseEnv = (dataDir: string) => ({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  HOST: "127.0.0.1",
  PORT: "0",
  PUBLIC_ORIGIN: "http://localhost:8080",
  LOGIN_RATE_LIMIT: "10000",
  REVIEW_QUORUM: "0",
  WORKERS: "off",
  SEED_DEMO: "false",
  CONTENT_CACHE_MS: "0",
  METRICS_TOKEN,
  DATA_DIR: dataDir,
});

/** The harness's view of a running platform, for its sign-in helper. */
function gatewayOf(platform: RunningPlatform): TestGateway {
  const { url, db, config } = platform;
  const client = (session: Session = {}) =>
    createGatewayClient({
      baseUrl: url,
      appId: config.APP_ID,
      appSecret: config.APP_SECRET,
      lang: () => "en",
      tokens: () => session,
    });
  return {
    url,
    db,
    config,
    client,
    post: (path, fields) =>
      fetch(`${url}${WIRE.basePath}/${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    close: () => platform.stop(),
  };
}

async function onReplica(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason !== undefined)(`reads on streaming replicas${skipReason ? ` (${skipReason})` : ""}`, () => {
  let cluster: ReplicatedPostgres;
  let platform: RunningPlatform;
  let gw: TestGateway;
  const dataDir = mkdtempSync(join(tmpdir(), "icms-replica-test-"));
  const replicaReads = () => platform.db.replicas?.status()[0]?.reads ?? 0;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    platform = await startPlatform({
      ...baseEnv(dataDir),
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrls.join(","),
      // Wide, so that a paused replica stays in use for the test's few seconds.
      DATABASE_REPLICA_MAX_LAG_SECONDS: "60",
    });
    gw = gatewayOf(platform);
    // The replica has replayed the migrations once a check finds it caught up.
    await vi.waitFor(() => expect(platform.db.replicas?.status()[0]?.usable).toBe(true), { timeout: 10_000 });
  });
  afterAll(async () => {
    await platform?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends read-only actions to the replica and writes to the primary", async () => {
    const anonymous = gw.client();
    await platform.db.replicas?.check();
    const before = replicaReads();
    await anonymous.call(api.appcms_msrv.article_list, { page: 1, page_size: 10 });
    await anonymous.call(api.appcms_msrv.wiki_catelist, {});
    await anonymous.call(api.user_msrv.latest_reg_user, {});
    expect(replicaReads()).toBe(before + 3);

    // The server agrees: the gateway's pool holds connections on the replica.
    const metrics = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const name = platform.db.replicas?.status()[0]?.name ?? "";
    expect(await metrics.text()).toMatch(
      new RegExp(`icms_db_pool_connections\\{pool="${name.replace(/\./g, "\\.")}",state="total"\\} [1-9]`),
    );
  });

  it("answers a user's read right after his own write from the primary, others' from the replica", async () => {
    const [me, them] = [await signIn(gw, newWallet()), await signIn(gw, newWallet())];
    const mine = gw.client(me.session);
    // Past the sign-in's writes: the user's reads are back on the replica.
    await vi.waitFor(
      async () => {
        const before = replicaReads();
        await mine.call(api.user_msrv.user_folllow_list, { page: 1, page_size: 10 });
        expect(replicaReads()).toBe(before + 1);
      },
      { timeout: 10_000 },
    );

    // The replica stops replaying: it holds nothing written from now on.
    await onReplica(cluster.replicaUrls[0] as string, "SELECT pg_wal_replay_pause()");
    try {
      await mine.call(api.user_msrv.user_follow_save, { uid: them.uid });
      const before = replicaReads();
      const own = await mine.call(api.user_msrv.user_folllow_list, { page: 1, page_size: 10 });
      expect(own.list.map((user) => user.uid)).toEqual([them.uid]);
      expect(replicaReads()).toBe(before);
      // Anybody else reads the replica, which does not have the follow yet.
      const others = await gw.client().call(api.user_msrv.user_folllow_list, { uid: me.uid, page: 1, page_size: 10 });
      expect(others.list).toEqual([]);
      expect(replicaReads()).toBe(before + 1);
    } finally {
      await onReplica(cluster.replicaUrls[0] as string, "SELECT pg_wal_replay_resume()");
    }
    // Replayed again: the user's reads go back to the replica, and it has his follow.
    await vi.waitFor(
      async () => {
        const before = replicaReads();
        const own = await mine.call(api.user_msrv.user_folllow_list, { page: 1, page_size: 10 });
        expect(replicaReads()).toBe(before + 1);
        expect(own.list.map((user) => user.uid)).toEqual([them.uid]);
      },
      { timeout: 10_000 },
    );
  });

  it("skips a replica URL that names another database than the primary's", async () => {
    const other = new URL(cluster.replicaUrls[0] as string);
    other.pathname = "/template1";
    const replicas = await openReadReplicas(platform.db, [other.toString()], {
      maxLagMs: 5_000,
      writers: localWriters(),
    });
    try {
      expect(replicas.status()[0]).toMatchObject({
        usable: false,
        problem: "database template1, not the primary's postgres",
      });
      expect((await replicas.pick(undefined)).replica).toBeUndefined();
    } finally {
      await replicas.close();
    }
  });

  it("falls back to the primary without an error when the replica stops", async () => {
    await cluster.stopReplica(0);
    const anonymous = gw.client();
    for (let i = 0; i < 5; i++) {
      const page = await anonymous.call(api.appcms_msrv.article_list, { page: 1, page_size: 10 });
      expect(page.list).toBeDefined();
    }
    expect(platform.db.replicas?.status()[0]?.usable).toBe(false);
    // Not required for readiness, but shown.
    const ready = await fetch(`${gw.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { checks: { replicas: { ok: boolean; detail: string } } };
    expect(body.checks.replicas.ok).toBe(true);
    expect(body.checks.replicas.detail).toContain("skipped");
  });

  it("is ignored by the embedded database", async () => {
    // The rule reads the kind alone; opening PGlite here would only cost its start.
    const embedded = { kind: "pglite" } as Db;
    const urls = cluster.replicaUrls;
    expect((await attachReplicas(embedded, { urls, maxLagMs: 5_000 })).replicas).toBeUndefined();
  });
});
