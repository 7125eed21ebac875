/** Parameters of a query: `$1`, `$2`, ... in the SQL. */
export type SqlParams = readonly unknown[];

/** What both a pool and a transaction can do. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: one interface over embedded PGlite and a PostgreSQL pool. */
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: all of it is written, or none. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T>(q: Queryable, sql: string, params?: SqlParams): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
