import { readdirSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "./db.js";
import { migrate } from "./migrate.js";
import { openPostgres } from "./postgres.js";

const files = readdirSync(new URL("../../migrations/", import.meta.url)).filter((file) => file.endsWith(".sql"));
const names = files.map((file) => file.replace(/\.sql$/, "")).sort();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testDatabase() {
  const opened = await openTestDatabase();
  cleanups.push(opened.drop);
  return opened;
}

async function recorded(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db.kysely);
  return rows.map((row) => row.name);
}

it("records every migration once and applies nothing on the next start", async () => {
  const { db } = await testDatabase();
  expect(await recorded(db)).toEqual(names);
  expect(await migrate(db)).toEqual([]);
});

it("takes over the record of a database migrated before the migrator, without running anything twice", async () => {
  const { db } = await testDatabase();
  await sql`DROP TABLE kysely_migration, kysely_migration_lock`.execute(db.kysely);
  await sql`CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db.kysely,
  );
  for (const file of files) await sql`INSERT INTO schema_migrations (version) VALUES (${file})`.execute(db.kysely);

  expect(await migrate(db)).toEqual([]);
  expect(await recorded(db)).toEqual(names);
  const { rows } = await sql<{ found: boolean }>`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`.execute(
    db.kysely,
  );
  expect(rows[0]?.found).toBe(false);
});

it.runIf(process.env.DATABASE_URL)(
  "lets gateway instances starting together migrate one empty database without a race",
  async () => {
    const { url } = await testDatabase();
    const empty = await openPostgres(url as string, { size: 2 });
    cleanups.push(() => empty.close());
    // The harness migrated it already: start again from nothing.
    await sql`DROP SCHEMA public CASCADE`.execute(empty.kysely);
    await sql`CREATE SCHEMA public`.execute(empty.kysely);

    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url as string, { size: 2 })));
    cleanups.push(async () => {
      for (const instance of instances) await instance.close();
    });
    const applied = await Promise.all(instances.map((instance) => migrate(instance)));

    expect(applied.flat().sort()).toEqual(names);
    expect(await recorded(empty)).toEqual(names);
  },
);
