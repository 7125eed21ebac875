/**
 * A database of its own on the machine's PostgreSQL (`DATABASE_URL`, else CI's server on
 * 127.0.0.1:5432), for a fault test that breaks something else than the database: created empty
 * (the gateway migrates it when it starts), dropped at the end.
 */
import { randomBytes } from "node:crypto";
import { openPostgres } from "../../apps/gateway/src/db/postgres.ts";

const CI_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  url: string;
  /** Runs one statement on a connection of the test's own (not the gateway's). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = await openPostgres(adminUrl, { size: 1 });
  await admin.query(statement).finally(() => admin.close());
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL || CI_DATABASE_URL;
  const name = `icms_faults_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { size: 2 });
  return {
    url: url.toString(),
    query: <T>(text: string, values?: unknown[]) => db.query<T>(text, values),
    async drop() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
