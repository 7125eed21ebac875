import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { InvalidationBus } from "../cache/invalidation.js";
import { readCheckpoint } from "../chain/checkpoint.js";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import type { FileStorage } from "../storage/storage.js";

/** One dependency's answer to the readiness check. */
interface CheckResult {
  ok: boolean;
  /** What failed, or a figure worth reading (the indexer's lag). */
  detail?: string;
}

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 3_000;
/** An indexer whose checkpoint has not moved for this long is stuck, whatever its lag in blocks. */
const INDEXER_STALE_MS = 5 * 60_000;
/** More blocks behind the head than this and the platform is not showing what the chain holds. */
const INDEXER_MAX_BLOCKS_BEHIND = 200;

export interface HealthDeps {
  config: Config;
  db: Db;
  bus: InvalidationBus;
  storage: FileStorage;
}

async function withTimeout(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer in ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, detail: (error as Error).message || String(error) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks `/readyz` runs, by name; a dependency the deployment does not use is not checked. */
function readinessChecks({ config, db, bus, storage }: HealthDeps): Record<string, () => Promise<CheckResult>> {
  const checks: Record<string, () => Promise<CheckResult>> = {
    database: async () => {
      await sql`SELECT 1`.execute(db.kysely);
      return { ok: true, detail: db.kind };
    },
    // A read of a key that cannot exist: any answer from the store (404) means it is reachable.
    storage: async () => {
      const response = await storage.read("image/0000/00/00000000000000000000000000000000.png", undefined);
      await response.body?.cancel();
      return { ok: response.status < 500, detail: storage.kind };
    },
  };
  // Replicas are never required: a lagging or stopped one is skipped and the primary answers.
  // The check shows them, and always passes.
  const replicas = db.replicas;
  if (replicas) {
    checks.replicas = async () => ({
      ok: true,
      detail: replicas
        .status()
        .map((r) => `${r.name}: ${r.usable ? `${r.lagSeconds ?? 0} s behind` : `skipped (${r.problem ?? "behind"})`}`)
        .join("; "),
    });
  }
  const redis = bus.redis;
  if (redis) checks.redis = async () => ({ ok: (await redis.ping()) === "PONG" });
  const rpcUrl = config.RPC_URL;
  if (rpcUrl) {
    checks.chain = async () => {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      const body = (await response.json()) as { result?: string };
      return body.result
        ? { ok: true, detail: `block ${Number(body.result)}` }
        : { ok: false, detail: "no block number" };
    };
  }
  if (config.INDEXER_ENABLED && config.RPC_URL && config.CONTRACTS_FILE) {
    checks.indexer = async () => {
      const checkpoint = await readCheckpoint(db);
      if (!checkpoint) return { ok: false, detail: "not started" };
      const behind = Math.max(0, checkpoint.headBlock - (checkpoint.nextBlock - 1));
      const stale = Date.now() - checkpoint.updatedAt.getTime() > INDEXER_STALE_MS;
      return {
        ok: behind <= INDEXER_MAX_BLOCKS_BEHIND && !stale,
        detail: `${behind} blocks behind${stale ? ", stale" : ""}`,
      };
    };
  }
  return checks;
}

export function registerHealth(app: FastifyInstance, deps: HealthDeps): void {
  const checks = readinessChecks(deps);
  // Set when the gateway starts to close (SIGTERM): a readiness check under way then answers 503
  // too, and so does every request arriving after it (Fastify's own answer while closing).
  let draining = false;
  app.addHook("preClose", (done) => {
    draining = true;
    done();
  });
  /** The process is up (the image's health check and the proxy ask this). */
  app.get("/healthz", async () => ({ status: "ok" }));
  /**
   * The process can serve what users ask: its database, storage, Redis, chain node and indexer
   * answer. 503 with each check's result when one does not, so an orchestrator stops sending it
   * traffic until they are back.
   */
  app.get("/readyz", async (request, reply) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => withTimeout(checks[name] as () => Promise<CheckResult>)));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    reply.header("cache-control", "no-store");
    if (draining) return reply.code(503).send({ status: "draining", checks: report });
    const ready = results.every((result) => result.ok);
    if (!ready) request.log.warn({ checks: report }, "not ready");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable", checks: report });
  });
}
