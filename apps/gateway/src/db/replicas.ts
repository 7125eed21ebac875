import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Db, kyselyDb } from "./db.js";
import { keepCheckedOutErrors } from "./postgres.js";
import type { RecentWriters } from "./recent-writers.js";
import type { DB } from "./schema.js";

/** How often each replica's replay position is compared with the primary's. */
const CHECK_EVERY_MS = 500;
/** A replica whose last good check is older than this many checks is skipped (the checks stalled). */
const STALE_CHECKS = 4;
/** Longest a replica's connection or check may take before it counts as failed. */
const REPLICA_TIMEOUT_MS = 2_000;
/**
 * A writer's reads go to a replica only once it has replayed what the primary held this long
 * after the write: the write time and the check times may come from different instances' clocks.
 */
const CLOCK_MARGIN_MS = 250;

/** One streaming replica as the gateway sees it. */
interface Replica {
  /** `host:port`, as metrics and /readyz show it. */
  name: string;
  db: Db;
  pool: pg.Pool;
  /** The latest primary position check this replica has replayed (ms), -Infinity when none. */
  caughtUpAt: number;
  /** When its last check succeeded (ms). */
  checkedAt: number;
  /** Why it is skipped, when it is. */
  problem: string | undefined;
  /** Actions routed to it since start. */
  reads: number;
}

/** A position in the primary's write-ahead log, `XXXXXXXX/XXXXXXXX`, as a number to compare. */
function lsn(text: string): bigint {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

interface ReplicaStatus {
  name: string;
  usable: boolean;
  /** Seconds behind the primary at the last check (null when never caught up or unreachable). */
  lagSeconds: number | null;
  problem: string | undefined;
  reads: number;
}

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The streaming replicas read-only actions may use (`DATABASE_REPLICA_URLS`): a pool each, round
 * robin among the usable ones. A replica is usable while its last check (every 500 ms) succeeded
 * and it had replayed what the primary held at most `maxLagMs` earlier; a signed-in user who
 * wrote is served by a replica only once it has replayed what the primary held after his write
 * (docs/decisions.md, "Reads on streaming replicas").
 */
export interface ReadReplicas {
  /**
   * A replica for a read by `uid` (undefined: anonymous), or undefined for the primary;
   * `ownWrite` when a replica was left out because it may miss the caller's own last write.
   */
  pick(uid: number | undefined): Promise<{ replica: Db | undefined; ownWrite: boolean }>;
  /** `uid` changed something: his next reads must see it. Resolves once every instance will know. */
  wrote(uid: number): Promise<void>;
  /** A query on `db` failed: it is skipped until a check succeeds again. */
  failed(db: Db, error: unknown): void;
  status(): ReplicaStatus[];
  poolStats(): (PoolStats & { name: string })[];
  /** Runs one check now (tests; the timer runs them otherwise). */
  check(): Promise<void>;
  close(): Promise<void>;
}

function openReplica(url: string, poolSize: number): Replica {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
    query_timeout: 30_000,
  });
  // A replica that goes away must not end the process: it is skipped until it answers again.
  // The pool listens on idle connections only; a connection in use gets its own listener (the
  // statement under way fails with the error, and the call runs again on the primary).
  pool.on("error", () => {});
  keepCheckedOutErrors(pool);
  const { host, port } = new URL(url);
  return {
    name: `${host}${port ? "" : ":5432"}`,
    db: kyselyDb("postgres", new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })),
    pool,
    caughtUpAt: Number.NEGATIVE_INFINITY,
    checkedAt: Number.NEGATIVE_INFINITY,
    problem: "not checked yet",
    reads: 0,
  };
}

async function replayPosition(replica: Replica, database: string): Promise<bigint> {
  const client = await replica.pool.connect();
  try {
    const { rows } = await client.query<{ standby: boolean; replayed: string | null; database: string }>({
      text: "SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed, current_database() AS database",
      query_timeout: REPLICA_TIMEOUT_MS,
    } as pg.QueryConfig);
    const row = rows[0];
    if (!row?.standby || row.replayed === null) throw new Error("not a streaming replica (not in recovery)");
    // A URL naming another database of the cluster would answer from the wrong tables.
    if (row.database !== database) throw new Error(`database ${row.database}, not the primary's ${database}`);
    return lsn(row.replayed);
  } finally {
    client.release();
  }
}

export async function openReadReplicas(
  primary: Db,
  urls: readonly string[],
  opts: { maxLagMs: number; writers: RecentWriters; poolSize?: number; checkEveryMs?: number },
): Promise<ReadReplicas> {
  const { maxLagMs, writers, poolSize = 10, checkEveryMs = CHECK_EVERY_MS } = opts;
  const replicas = urls.map((url) => openReplica(url, poolSize));
  const byDb = new Map(replicas.map((replica) => [replica.db, replica]));
  /** The primary's log position at each recent check, oldest first. */
  const samples: { at: number; position: bigint }[] = [];
  let next = 0;
  let running: Promise<void> | undefined;
  const [named] = await primary.query<{ database: string }>("SELECT current_database() AS database");
  const database = named?.database ?? "";

  const usable = (replica: Replica, now: number) =>
    replica.problem === undefined &&
    now - replica.checkedAt <= STALE_CHECKS * checkEveryMs &&
    now - replica.caughtUpAt <= maxLagMs;

  async function checkOnce(): Promise<void> {
    // The time is taken before the position is read: whatever was committed before it is at or
    // below the position, so a replica past the position holds every write finished by then.
    const at = Date.now();
    const rows = await primary.query<{ position: string }>("SELECT pg_current_wal_lsn()::text AS position");
    samples.push({ at, position: lsn(rows[0]?.position ?? "0/0") });
    while (samples.length > 1 && (samples[0]?.at ?? at) < at - maxLagMs - STALE_CHECKS * checkEveryMs) samples.shift();
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const replayed = await replayPosition(replica, database);
          const reached = samples.filter((sample) => sample.position <= replayed).at(-1);
          replica.caughtUpAt = reached?.at ?? Number.NEGATIVE_INFINITY;
          replica.checkedAt = Date.now();
          replica.problem = at - replica.caughtUpAt > maxLagMs ? `more than ${maxLagMs} ms behind` : undefined;
        } catch (error) {
          replica.problem = (error as Error).message || String(error);
        }
      }),
    );
    writers.forget(Date.now() - writerMemoryMs(maxLagMs, checkEveryMs));
  }
  const check = () => {
    // A slow check is not stacked under the next one.
    running ??= checkOnce()
      .catch(() => {
        // The primary did not answer: without its position no replica can be trusted.
        for (const replica of replicas) replica.problem = "primary position unknown";
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await check();
  const timer = setInterval(check, checkEveryMs);
  timer.unref();

  return {
    async pick(uid) {
      const now = Date.now();
      let candidates = replicas.filter((replica) => usable(replica, now));
      if (candidates.length === 0) return { replica: undefined, ownWrite: false };
      if (uid !== undefined) {
        const wroteAt = await writers.lastWrite(uid).catch(() => now);
        if (wroteAt !== undefined) {
          candidates = candidates.filter((replica) => replica.caughtUpAt > wroteAt + CLOCK_MARGIN_MS);
          if (candidates.length === 0) return { replica: undefined, ownWrite: true };
        }
      }
      const replica = candidates[next++ % candidates.length] as Replica;
      replica.reads++;
      return { replica: replica.db, ownWrite: false };
    },
    wrote: (uid) => writers.record(uid, Date.now(), writerMemoryMs(maxLagMs, checkEveryMs)),
    failed(db, error) {
      const replica = byDb.get(db);
      if (replica) replica.problem = (error as Error)?.message || String(error);
    },
    status() {
      const now = Date.now();
      return replicas.map((replica) => ({
        name: replica.name,
        usable: usable(replica, now),
        lagSeconds:
          replica.caughtUpAt === Number.NEGATIVE_INFINITY
            ? null
            : Math.max(0, replica.checkedAt - replica.caughtUpAt) / 1000,
        problem: replica.problem,
        reads: replica.reads,
      }));
    },
    poolStats: () =>
      replicas.map(({ name, pool }) => ({
        name,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      })),
    check,
    async close() {
      clearInterval(timer);
      await running;
      await Promise.all(replicas.map((replica) => replica.db.close()));
    },
  };
}

/**
 * How long a write is remembered: past it every usable replica has replayed the write (a usable
 * one is at most `maxLagMs` behind as of a check at most `STALE_CHECKS` old).
 */
function writerMemoryMs(maxLagMs: number, checkEveryMs: number): number {
  return maxLagMs + STALE_CHECKS * checkEveryMs + CLOCK_MARGIN_MS;
}
