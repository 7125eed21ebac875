import pg from "pg";
import type { Db } from "./db.js";

// bigint and numeric columns come back as strings; counts and ids fit in a JS number here.
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
  return {
    kind: "postgres",
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(work) {
      const conn = await pool.connect();
      try {
        await conn.query("BEGIN");
        const value = await work({
          async query(sql, params) {
            const result = await conn.query(sql, params as unknown[] | undefined);
            return result.rows;
          },
          async exec(sql) {
            await conn.query(sql);
          },
        });
        await conn.query("COMMIT");
        return value;
      } catch (error) {
        await conn.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
