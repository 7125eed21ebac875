import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./db.js";
import { script } from "./scripts.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));
const MIGRATION_FILE = /^(\d{4}_.+)\.sql$/;

/** Each `migrations/NNNN_name.sql` as a Kysely migration named `NNNN_name`, run as one script. */
function sqlFiles(dir: string): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const file of (await readdir(dir)).sort()) {
        const name = MIGRATION_FILE.exec(file)?.[1];
        if (name === undefined) continue;
        const text = await readFile(`${dir}${file}`, "utf8");
        migrations[name] = {
          async up(db) {
            await script(text).execute(db);
          },
        };
      }
      return migrations;
    },
  };
}

/**
 * Databases migrated before the Kysely migrator recorded their versions in `schema_migrations`
 * (file names): copied once into the migrator's table, so nothing runs twice.
 */
async function adoptEarlierRecord(kysely: Kysely<unknown>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7302)`.execute(kysely);
  const { rows } = await sql<{ found: boolean }>`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`.execute(
    kysely,
  );
  if (!rows[0]?.found) return;
  await script(`
    CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
    INSERT INTO kysely_migration (name, timestamp)
      SELECT regexp_replace(version, '\\.sql$', ''), to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      FROM schema_migrations ON CONFLICT DO NOTHING;
    DROP TABLE schema_migrations;
  `).execute(kysely);
}

/**
 * Applies every migration not yet recorded, in order, through Kysely's migrator: under its lock
 * (an advisory lock on PostgreSQL, so gateway instances starting together cannot race; PGlite has
 * one connection) and in one transaction. The same files run on PGlite and PostgreSQL. Answers
 * the names applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.tx((q) => adoptEarlierRecord(q.kysely as Kysely<unknown>));
  const migrator = new Migrator({ db: db.kysely, provider: sqlFiles(dir) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`migration ${failed ?? ""} failed: ${(error as Error).message ?? error}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
