import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect } from "kysely";
import { type Db, kyselyDb } from "./db.js";
import type { DB } from "./schema.js";
import { withScripts } from "./scripts.js";

/** Embedded Postgres in the process; `dataDir` undefined keeps everything in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: trigram search over content (migration 0012).
  const pglite = new PGlite({ dataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  return kyselyDb("pglite", new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withScripts(pglite) }) }));
}
