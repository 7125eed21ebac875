import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { localInvalidationBus } from "../cache/invalidation.js";
import { loadConfig } from "../config.js";
import type { Db } from "../db/db.js";
import type { FileStorage } from "../storage/storage.js";
import { registerHealth } from "./health.js";

/** A store whose answers the test decides: reachable (404 for an unknown key) or failing. */
function storageThat(state: { up: boolean }): FileStorage {
  return {
    kind: "s3",
    put: async () => undefined,
    remove: async () => undefined,
    urlOf: (key) => key,
    keyOf: () => undefined,
    async read() {
      if (!state.up) throw new Error("connect ECONNREFUSED");
      return new Response(null, { status: 404 });
    },
    list: async function* () {},
  };
}

describe("/healthz and /readyz", () => {
  let app: FastifyInstance;
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const store = { up: true };
  let stopDatabase: () => Promise<void>;
  let startDatabase: () => Promise<void>;

  beforeAll(async () => {
    opened = await openTestDatabase(2);
    let current: Db = opened.db;
    // The checks read `kysely` at each request, so a database reopened after a stop is picked up.
    const db = {
      kind: opened.db.kind,
      get kysely() {
        return current.kysely;
      },
    } as Db;
    if (opened.url) {
      // PostgreSQL: the database really stops taking connections, and the open ones are cut.
      const name = new URL(opened.url).pathname.slice(1);
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      stopDatabase = async () => {
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      };
      startDatabase = () => admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    } else {
      // PGlite lives in this process: closing it is its stop, and a new one its restart.
      stopDatabase = () => current.close();
      startDatabase = async () => {
        current = (await openTestDatabase(2)).db;
      };
    }
    const config = loadConfig({ NODE_ENV: "test", RPC_URL: "http://127.0.0.1:9/", INDEXER_ENABLED: "false" });
    app = Fastify();
    registerHealth(app, { config, db, bus: localInvalidationBus(), storage: storageThat(store) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await startDatabase?.();
    await opened?.drop();
  });

  const readiness = async () => {
    const response = await app.inject({ method: "GET", url: "/readyz" });
    return {
      status: response.statusCode,
      body: response.json() as { status: string; checks: Record<string, { ok: boolean; detail?: string }> },
    };
  };

  it("answers /healthz while the process runs, whatever its dependencies do", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("names each dependency it checks, and fails on a chain node that does not answer", async () => {
    const { status, body } = await readiness();
    expect(Object.keys(body.checks).sort()).toEqual(["chain", "database", "storage"]);
    expect(body.checks.database?.ok).toBe(true);
    expect(body.checks.storage?.ok).toBe(true);
    expect(body.checks.chain?.ok).toBe(false);
    expect(status).toBe(503);
  });

  it("turns unready when the database stops and ready again when it is back", async () => {
    const withoutChain = async () => {
      const { body } = await readiness();
      return { database: body.checks.database?.ok, storage: body.checks.storage?.ok };
    };
    expect(await withoutChain()).toEqual({ database: true, storage: true });
    await stopDatabase();
    expect((await withoutChain()).database).toBe(false);
    await startDatabase();
    await expect.poll(withoutChain, { timeout: 10_000 }).toEqual({ database: true, storage: true });
  });

  it("turns unready when storage fails", async () => {
    store.up = false;
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body.checks.storage).toEqual({ ok: false, detail: "connect ECONNREFUSED" });
    } finally {
      store.up = true;
    }
  });
});
