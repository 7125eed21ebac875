import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Db } from "./db.js";

/** Embedded Postgres in the process; `dataDir` undefined keeps everything in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: trigram search over content (migration 0012).
  const pg = new PGlite({ dataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  return {
    kind: "pglite",
    async query(sql, params) {
      const result = await pg.query(sql, params as unknown[] | undefined);
      return result.rows as never[];
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    tx(work) {
      return pg.transaction((t) =>
        work({
          async query(sql, params) {
            const result = await t.query(sql, params as unknown[] | undefined);
            return result.rows as never[];
          },
          async exec(sql) {
            await t.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
