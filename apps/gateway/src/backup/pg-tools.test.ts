import { describe, expect, it } from "vitest";
import { emptyingStatements } from "./load-dump.js";
import { libpqTarget, majorOf, requireToolVersion, runTool } from "./pg-tools.js";

describe("PostgreSQL client programs", () => {
  it("keeps the password out of the command line", () => {
    expect(libpqTarget("postgres://icms:s%3Acret@db:5432/icms?sslmode=require")).toEqual({
      dbname: "postgres://icms@db:5432/icms?sslmode=require",
      env: { PGPASSWORD: "s:cret" },
    });
    expect(libpqTarget("postgres://postgres@127.0.0.1/icms").env).toEqual({});
  });

  it("reads the major version of a --version line", () => {
    expect(majorOf("pg_dump (PostgreSQL) 17.2 (Debian 17.2-1.pgdg120+1)")).toBe(17);
    expect(majorOf("pg_restore (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n")).toBe(15);
    expect(() => majorOf("command not understood")).toThrow(/cannot read a PostgreSQL version/);
  });

  it("refuses a pg_dump older than the server, naming the client to install", () => {
    expect(() => requireToolVersion("pg_dump", 15, 17, "the database server")).toThrow(
      "pg_dump 15 is older than the database server (17): install the PostgreSQL 17 client (e.g. the postgresql-client-17 package) and run again",
    );
    expect(() => requireToolVersion("pg_dump", 17, 17, "the database server")).not.toThrow();
    expect(() => requireToolVersion("pg_dump", 17, 15, "the database server")).not.toThrow();
  });

  it("answers the program's output, or its error output when it fails", async () => {
    expect(majorOf(await runTool("pg_dump", ["--version"]))).toBeGreaterThan(0);
    await expect(runTool("pg_restore", ["--no-such-flag"])).rejects.toThrow(
      /pg_restore failed \(exit 1\): .*no-such-flag/,
    );
  });

  it("empties every schema the database has before the dump is loaded", () => {
    expect(emptyingStatements(["pgboss", "public", 'odd"name'])).toBe(
      [
        "BEGIN;",
        'DROP SCHEMA IF EXISTS "pgboss" CASCADE;',
        'DROP SCHEMA IF EXISTS "public" CASCADE;',
        'DROP SCHEMA IF EXISTS "odd""name" CASCADE;',
        "CREATE SCHEMA IF NOT EXISTS public;",
        "",
      ].join("\n"),
    );
  });
});
