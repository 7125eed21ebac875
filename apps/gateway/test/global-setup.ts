import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "../src/db/migrate.js";
import { pgliteDb } from "../src/db/pglite.js";
import { openPostgres } from "../src/db/postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the data directory of a migrated PGlite, which each test file loads. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file copies with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before any test file runs, so a test file copies it instead of creating a
 * cluster and running every migration itself: PGlite's initdb alone costs seconds per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    await migrate(pgliteDb(pglite));
    const dir = mkdtempSync(join(tmpdir(), "icms-pglite-"));
    const file = join(dir, "template.tar");
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    await pglite.close();
    project.provide("pgliteTemplate", file);
    project.provide("postgresTemplate", "");
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `icms_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { size: 1 });
  await migrate(db);
  await db.close();
  project.provide("pgliteTemplate", "");
  project.provide("postgresTemplate", name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
