import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Db, kyselyDb } from "./db.js";
import type { DB } from "./schema.js";

// bigint columns come back as strings; counts and ids fit in a JS number here (PGlite does the same).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Keeps a connection lost while it is checked out from ending the process. The pool listens for
 * errors only on idle connections; a connection in use (held between the statements of a
 * transaction, say) that the server drops (a crash, a restart: "terminating connection due to
 * unexpected postmaster exit") emits its error with no listener, which Node turns into an
 * uncaught exception. Nothing is lost by swallowing it here: the statement under way or the next
 * one fails with it (the request answers 503, see unavailable.ts) and the pool discards the
 * connection when it is released.
 */
export function keepCheckedOutErrors(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
}

/** The connection pool: how many connections, and how long a caller waits for one. */
export interface PoolOptions {
  size?: number;
  /**
   * A checkout waiting longer than this (the pool full, or the server not answering a new
   * connection) fails with node-postgres's "timeout exceeded when trying to connect", which the
   * gateway answers 503 (unavailable.ts). Unbounded when left out.
   */
  waitMs?: number;
}

export async function openPostgres(url: string, poolOptions: PoolOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolOptions.size ?? 10,
    connectionTimeoutMillis: poolOptions.waitMs ?? 0,
  });
  // An idle connection dropped by the server is replaced on next use; it must not end the process.
  pool.on("error", (error) => {
    console.error(JSON.stringify({ level: "warn", msg: "idle database connection lost", err: error.message }));
  });
  keepCheckedOutErrors(pool);
  // Fail at start, with the setting's name, rather than on the first request.
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`DATABASE_URL: cannot connect (${error.message})`);
  });
  client.release();
  const db = kyselyDb("postgres", new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));
  db.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return db;
}
