import type { Writable } from "node:stream";
import { libpqTarget, startTool } from "./pg-tools.js";

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What runs before the dump's own statements: every schema the database has outside the system
 * ones dropped, and an empty `public` made again, so the dump lands in an empty database.
 *
 * This stands in for `pg_restore --clean`, which drops object by object and fails on the job
 * queue's partitioned tables ("cannot drop inherited constraint" on a partition's key).
 */
export function emptyingStatements(schemas: readonly string[]): string {
  const drops = schemas.map((schema) => `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE;`);
  return ["BEGIN;", ...drops, "CREATE SCHEMA IF NOT EXISTS public;", ""].join("\n");
}

/**
 * Loads a custom-format dump into the database at `url`, replacing all it held, in one
 * transaction: pg_restore writes the dump as SQL (`--no-owner --no-privileges`: the restoring
 * role owns everything), psql runs it after the emptying statements and stops at the first error.
 * COMMIT is sent only once pg_restore has written all of it, so a failure on either side leaves
 * the database as it was. Streamed: the dump is never in memory.
 */
export async function loadDump(url: string, dumpFile: string, schemas: readonly string[]): Promise<void> {
  const target = libpqTarget(url);
  const restore = startTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", dumpFile]);
  const psql = startTool(
    "psql",
    ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--no-password", `--dbname=${target.dbname}`],
    { env: target.env, stdin: "pipe", stdout: "ignore" },
  );
  const input = psql.child.stdin as Writable;
  // psql stopping early closes its input; the cause is in psql's own error output.
  input.on("error", () => {});
  input.write(emptyingStatements(schemas));
  restore.child.stdout?.pipe(input, { end: false });
  restore.child.on("close", (code) => input.end(code === 0 ? "COMMIT;\n" : undefined));
  const [restored, ran] = await Promise.all([restore.exited, psql.exited]);
  if (ran !== 0) throw new Error(`psql failed (exit ${ran}): ${psql.errors()}`);
  if (restored !== 0) throw new Error(`pg_restore failed (exit ${restored}): ${restore.errors()}`);
}
