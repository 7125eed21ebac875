import { CompiledQuery, type Kysely } from "kysely";
import type { ReadReplicas } from "./replicas.js";
import type { DB } from "./schema.js";

/** Parameters of a hand-written statement: `$1`, `$2`, ... in the SQL. */
type SqlParams = readonly unknown[];

/**
 * What both the database and a transaction can do. `kysely` is the typed query builder over the
 * tables of `schema.ts` (generated from the migrations); its `sql` templates carry the statements
 * that are tuned by hand. `query` runs a statement with numbered parameters, for the job queue's
 * adapter (pg-boss writes its own SQL) and for tests that look at rows directly.
 */
export interface Queryable {
  readonly kysely: Kysely<DB>;
  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
}

/** The database: one interface over embedded PGlite and a PostgreSQL pool. */
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: all of it is written, or none. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's figures, for metrics (PostgreSQL; PGlite has one connection and none). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The streaming replicas read-only actions may use (PostgreSQL with `DATABASE_REPLICA_URLS`). */
  replicas?: ReadReplicas;
}

function queryable(kysely: Kysely<DB>): Queryable {
  return {
    kysely,
    async query<T>(sql: string, params: SqlParams = []) {
      const result = await kysely.executeQuery<T>(CompiledQuery.raw(sql, [...params]));
      return result.rows as T[];
    },
  };
}

/** How many times a transaction PostgreSQL chose as a deadlock's victim is run again. */
const DEADLOCK_RETRIES = 2;

/** PostgreSQL's "deadlock detected": the transaction was rolled back to let another go on. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === "40P01";

/** The `Db` of a Kysely instance, whatever its dialect. */
export function kyselyDb(kind: Db["kind"], kysely: Kysely<DB>): Db {
  return {
    kind,
    ...queryable(kysely),
    // A deadlock's victim was rolled back whole, so running its work again is safe, and the
    // retry, unlike the first run, meets the other transaction's locks released. Two writers
    // that lock the same rows crosswise (a notification's recipients, say, in two calls of one
    // transaction) so both complete instead of one answering 500.
    async tx(work) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await kysely.transaction().execute((trx) => work(queryable(trx)));
        } catch (error) {
          if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
        }
      }
    },
    close: () => kysely.destroy(),
  };
}
