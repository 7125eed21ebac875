import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { readCheckpoint } from "../chain/checkpoint.js";
import type { Db } from "../db/db.js";

/** Seconds; from a cached read (1 ms) to a slow chain-backed call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A wire reply starts `{"code":N,`: its code is read from the first bytes, never parsed whole. */
const REPLY_CODE = /^\{"code":(-?\d+)/;

export interface MetricsOptions {
  db: Db;
  /** Bearer token a scraper sends; without one, `/metrics` is not served. */
  token: string | undefined;
}

/** The reply's catalogue code when it is a wire envelope, else its HTTP status. */
function codeOf(payload: unknown, status: number): string {
  const head =
    typeof payload === "string"
      ? payload.slice(0, 24)
      : Buffer.isBuffer(payload)
        ? payload.toString("latin1", 0, 24)
        : "";
  return REPLY_CODE.exec(head)?.[1] ?? `http_${status}`;
}

function allowed(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at `GET /metrics` (text format), behind a bearer token: requests per route
 * (each gateway action is its own route) and answer code, their latency, the job queues' depth
 * and failures, the indexer's lag and the database pool. Gauges that need a query are read when
 * scraped, never on a timer.
 */
export function registerMetrics(app: FastifyInstance, { db, token }: MetricsOptions): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: "icms_requests_total",
    help: "Requests answered, by route (one per gateway action) and answer code (catalogue code or http_<status>).",
    labelNames: ["route", "code"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "icms_request_duration_seconds",
    help: "Time from a request's arrival to its reply, by route.",
    labelNames: ["route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "icms_jobs",
    help: "Background jobs by queue and state (created, retry, active: the depth; failed: kept for inspection).",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sql<{ name: string; state: string; n: number }>`
        SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`
        .execute(db.kysely)
        .then((result) => result.rows)
        .catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: "icms_indexer_blocks_behind",
    help: "Blocks between the chain head the indexer last saw and the last block it indexed.",
    registers: [registry],
    async collect() {
      const checkpoint = await readCheckpoint(db).catch(() => undefined);
      if (checkpoint) this.set(Math.max(0, checkpoint.headBlock - (checkpoint.nextBlock - 1)));
    },
  });
  new Gauge({
    name: "icms_indexer_seconds_since_progress",
    help: "Seconds since the indexer last moved its checkpoint.",
    registers: [registry],
    async collect() {
      const checkpoint = await readCheckpoint(db).catch(() => undefined);
      if (checkpoint) this.set((Date.now() - checkpoint.updatedAt.getTime()) / 1000);
    },
  });
  new Gauge({
    name: "icms_db_pool_connections",
    help: "The PostgreSQL pools' connections (the primary's, then each replica's): total, idle, and requests waiting for one.",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      const primary = db.poolStats?.();
      if (!primary) return;
      for (const { name, ...pool } of [{ name: "primary", ...primary }, ...(db.replicas?.poolStats() ?? [])]) {
        this.set({ pool: name, state: "total" }, pool.total);
        this.set({ pool: name, state: "idle" }, pool.idle);
        this.set({ pool: name, state: "waiting" }, pool.waiting);
      }
    },
  });

  // Synchronous hook: an async one costs a promise on every reply.
  app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    // A request no route matched (a 404) counts once under one label, whatever its path.
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== "/metrics") {
      requests.inc({ route, code: codeOf(payload, reply.statusCode) });
      latency.observe({ route }, reply.elapsedTime / 1000);
    }
    done(null, payload);
  });

  if (token) {
    app.get("/metrics", async (request, reply) => {
      if (!allowed(request, token)) return reply.code(401).header("www-authenticate", "Bearer").send();
      return reply.header("content-type", registry.contentType).send(await registry.metrics());
    });
  }
  return registry;
}
