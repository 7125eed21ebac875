import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** What the backup and restore ask the database: a connected client's query. */
type Query = Pick<pg.ClientBase, "query">;

/** The gateway's migrations, beside the sources and the build output alike (two folders up). */
const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

/** The newest migration this code has (`0075_review_reasons_disabled`). */
export async function codeMigrationHead(dir = MIGRATIONS_DIR): Promise<string | null> {
  const names = (await readdir(dir)).flatMap((file) => /^(\d{4}_.+)\.sql$/.exec(file)?.[1] ?? []).sort();
  return names.at(-1) ?? null;
}

/** Migration names sort by their number, so the later of two heads is the greater string. */
export const isNewerMigration = (head: string | null, than: string | null) =>
  head !== null && (than === null || head > than);

/** The last migration recorded in the database, or null when it was never migrated. */
export async function databaseMigrationHead(db: Query): Promise<string | null> {
  const { rows } = await db.query<{ found: boolean }>(
    "SELECT to_regclass('public.kysely_migration') IS NOT NULL AS found",
  );
  if (!rows[0]?.found) return null;
  const head = await db.query<{ name: string | null }>("SELECT max(name) AS name FROM kysely_migration");
  return head.rows[0]?.name ?? null;
}

/** The server's version, as text (`17.2`) and as its major number. */
export async function serverVersion(db: Query): Promise<{ text: string; major: number }> {
  const { rows } = await db.query<{ text: string; num: string }>(
    "SELECT current_setting('server_version') AS text, current_setting('server_version_num') AS num",
  );
  const row = rows[0] as { text: string; num: string };
  return { text: row.text, major: Math.floor(Number(row.num) / 10_000) };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The schemas outside the system ones (`public`, the job queue's `pgboss`). */
export async function userSchemas(db: Query): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
     WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * Rows in every table outside the system schemas (the gateway's and the job queue's), keyed
 * `schema.table`: exact counts, as a restore is checked against them.
 */
export async function rowCounts(db: Query): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    counts[`${schema}.${name}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * A client of the database at `url`. With `create`, a database that does not exist yet is
 * created first (through the server's `postgres` database), so a restore can start from nothing.
 */
export async function connect(url: string, { create = false } = {}): Promise<{ client: pg.Client; created: boolean }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return { client, created: false };
  } catch (error) {
    if (!create || (error as { code?: string }).code !== "3D000") {
      throw new Error(`DATABASE_URL: cannot connect (${(error as Error).message})`);
    }
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  const created = new pg.Client({ connectionString: url });
  await created.connect();
  return { client: created, created: true };
}
