import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in order, each in its own
 * transaction. The same files run on PGlite and PostgreSQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((row) => row.version),
  );
  const pending = readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file) && !done.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(`${dir}${file}`, "utf8");
    await db.tx(async (q) => {
      await q.exec(sql);
      await q.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
    });
  }
  return pending;
}
