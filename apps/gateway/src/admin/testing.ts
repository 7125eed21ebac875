import { randomBytes } from "node:crypto";
import type { Db } from "../db/db.js";
import { type AdminResult, runAdmin } from "./run.js";

/** Runs one admin command line on `db`, as operator "ops-test" unless `--as` says otherwise. */
export function admin(db: Db, ...argv: string[]): Promise<AdminResult> {
  return runAdmin(argv, { database: async () => db, osUser: "ops-test" });
}

/** A new user with a random wallet. */
export async function newUser(db: Db): Promise<{ uid: number; wallet_addr: string }> {
  const wallet = `0x${randomBytes(20).toString("hex")}`;
  return db.kysely
    .insertInto("users")
    .values({ wallet_addr: wallet })
    .returning(["uid", "wallet_addr"])
    .executeTakeFirstOrThrow();
}

/** The audit log's rows, oldest first. */
export const auditRows = (db: Db) =>
  db.kysely.selectFrom("audit_log").select(["actor", "action", "target", "before", "after"]).orderBy("id").execute();

/** How many rows each table holds: a refused command must leave them all as they were. */
export async function counts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    result[table] = Number(row?.n);
  }
  return result;
}
