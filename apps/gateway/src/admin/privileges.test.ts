import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { admin, auditRows, counts, newUser } from "./testing.js";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

const ownValue = async (uid: number, code: string) =>
  (
    await db.kysely
      .selectFrom("user_privileges")
      .select("val")
      .where("uid", "=", uid)
      .where("privilege_code", "=", code)
      .executeTakeFirst()
  )?.val;

describe("privileges grant and revoke", () => {
  it("grants a type 2 privilege by uid, writing the value and one audit row", async () => {
    const user = await newUser(db);
    const before = (await auditRows(db)).length;
    const result = await admin(db, "privileges", "grant", String(user.uid), "edit_news", "--as", "carol");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("granted: edit_news");
    expect(await ownValue(user.uid, "edit_news")).toBe(1);
    const rows = (await auditRows(db)).slice(before);
    expect(rows).toEqual([
      {
        actor: "carol",
        action: "privilege.grant",
        target: `user:${user.uid}`,
        before: { privilege_code: "edit_news", val: 0 },
        after: { privilege_code: "edit_news", val: 1 },
      },
    ]);
  });

  it("finds the user by wallet address in any case, and takes the system user as the operator", async () => {
    const user = await newUser(db);
    const result = await admin(
      db,
      "privileges",
      "grant",
      user.wallet_addr.toUpperCase().replace("0X", "0x"),
      "review_kol",
    );
    expect(result.code).toBe(0);
    expect(await ownValue(user.uid, "review_kol")).toBe(1);
    expect((await auditRows(db)).at(-1)).toMatchObject({ actor: "ops-test", target: `user:${user.uid}` });
  });

  it("grants a type 1 privilege with the value given, and refuses it without one", async () => {
    const user = await newUser(db);
    const refused = await admin(db, "privileges", "grant", String(user.uid), "daily_topic_quota");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--value");
    const done = await admin(db, "privileges", "grant", String(user.uid), "daily_topic_quota", "--value", "50");
    expect(done.code).toBe(0);
    expect(await ownValue(user.uid, "daily_topic_quota")).toBe(50);
    expect((await auditRows(db)).at(-1)).toMatchObject({
      before: { privilege_code: "daily_topic_quota", val: 20 },
      after: { privilege_code: "daily_topic_quota", val: 50 },
    });
  });

  it("revokes to 0 even where the default grants, and writes nothing when already so", async () => {
    const user = await newUser(db);
    const revoked = await admin(db, "privileges", "revoke", String(user.uid), "write_article");
    expect(revoked.code).toBe(0);
    expect(await ownValue(user.uid, "write_article")).toBe(0);
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "privilege.revoke",
      before: { privilege_code: "write_article", val: 1 },
      after: { privilege_code: "write_article", val: 0 },
    });
    const before = (await auditRows(db)).length;
    const again = await admin(db, "privileges", "revoke", String(user.uid), "write_article", "--json");
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ changed: false, val: 0 });
    expect((await auditRows(db)).length).toBe(before);
  });

  it("refuses an unknown user or privilege, the indexer's privileges, and a bad value, writing nothing", async () => {
    const user = await newUser(db);
    const tables = ["user_privileges", "audit_log"];
    const start = await counts(db, tables);
    const cases = [
      [["privileges", "grant", "999999", "edit_news"], 1, "no user 999999"],
      [["privileges", "grant", `0x${"ab".repeat(20)}`, "edit_news"], 1, "no user"],
      [["privileges", "grant", "alice", "edit_news"], 2, "neither a uid nor a wallet"],
      [["privileges", "grant", String(user.uid), "fly"], 1, 'no privilege "fly"'],
      [["privileges", "revoke", String(user.uid), "fly"], 1, 'no privilege "fly"'],
      [["privileges", "grant", String(user.uid), "dao_review"], 1, "indexer"],
      [["privileges", "grant", String(user.uid), "edit_news", "--value", "2"], 2, "value 1"],
      [["privileges", "grant", String(user.uid), "daily_topic_quota", "--value", "0"], 2, "from 1 to"],
      [["privileges", "grant", String(user.uid), "daily_topic_quota", "--value", "1e3"], 2, "whole number"],
      [["privileges", "grant", "99999999999", "edit_news"], 2, "whole number"],
    ] as const;
    for (const [argv, code, message] of cases) {
      const result = await admin(db, ...argv);
      expect(result.code, argv.join(" ")).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe("");
    }
    expect(await counts(db, tables)).toEqual(start);
  });
});

describe("privileges list", () => {
  it("lists every privilege with the user's own value and whether it grants, as text and JSON", async () => {
    const user = await newUser(db);
    await admin(db, "privileges", "grant", String(user.uid), "edit_activity");
    const text = await admin(db, "privileges", "list", String(user.uid));
    expect(text.code).toBe(0);
    const lines = text.stdout.split("\n");
    expect(lines[0]).toBe(`user ${user.uid} (${user.wallet_addr})`);
    expect(lines[1]).toMatch(/^privilege_code +privilege_typedata +default_val +own_val +val +granted$/);
    expect(lines.find((line) => line.startsWith("edit_activity "))).toMatch(/^edit_activity +2 +0 +1 +1 +true$/);
    expect(lines.find((line) => line.startsWith("write_article "))).toMatch(/^write_article +2 +1 +- +1 +true$/);

    const json = JSON.parse((await admin(db, "privileges", "list", user.wallet_addr, "--json")).stdout);
    expect(json.uid).toBe(user.uid);
    expect(json.privileges).toContainEqual({
      privilege_code: "edit_activity",
      privilege_typedata: 2,
      default_val: 0,
      own_val: 1,
      val: 1,
      granted: true,
    });
    expect(json.privileges).toContainEqual({
      privilege_code: "sell_course",
      privilege_typedata: 2,
      default_val: 0,
      own_val: null,
      val: 0,
      granted: false,
    });
  });
});
