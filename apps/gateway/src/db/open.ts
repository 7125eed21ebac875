import type { Db } from "./db.js";
import { migrate } from "./migrate.js";
import { openPglite } from "./pglite.js";
import { openPostgres } from "./postgres.js";

/** PostgreSQL when a URL is given, embedded PGlite under `dataDir` otherwise; migrated. */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Db> {
  const db = opts.url ? await openPostgres(opts.url) : await openPglite(opts.dataDir);
  await migrate(db);
  return db;
}
