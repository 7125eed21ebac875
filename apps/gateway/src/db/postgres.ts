import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Db, kyselyDb } from "./db.js";
import type { DB } from "./schema.js";

// bigint columns come back as strings; counts and ids fit in a JS number here (PGlite does the same).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server is replaced on next use; it must not end the process.
  pool.on("error", (error) => {
    console.error(JSON.stringify({ level: "warn", msg: "idle database connection lost", err: error.message }));
  });
  // Fail at start, with the setting's name, rather than on the first request.
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`DATABASE_URL: cannot connect (${error.message})`);
  });
  client.release();
  const db = kyselyDb("postgres", new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));
  db.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return db;
}
