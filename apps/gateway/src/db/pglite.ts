import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect } from "kysely";
import { type Db, kyselyDb } from "./db.js";
import type { DB } from "./schema.js";
import { withScripts } from "./scripts.js";

/**
 * Embedded Postgres in the process; `dataDir` undefined keeps everything in memory. `from` starts
 * from a dump of another instance's data directory instead of an empty cluster (the tests' migrated
 * template), which skips initdb.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: trigram search over content (migration 0012).
  const pglite = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: from });
  await pglite.waitReady;
  return pgliteDb(pglite);
}

/** The `Db` over an open PGlite instance. */
export function pgliteDb(pglite: PGlite): Db {
  return kyselyDb("pglite", new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withScripts(pglite) }) }));
}
