import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { admin, auditRows, counts } from "./testing.js";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

const reason = (id: number) =>
  db.kysely.selectFrom("review_reasons").selectAll().where("id", "=", id).executeTakeFirst();

describe("rejection reasons", () => {
  it("lists the reasons in the three languages, as text and JSON", async () => {
    const text = await admin(db, "reasons", "list");
    expect(text.stdout.split("\n")[0]).toMatch(/^id +disabled +zh +en +ru$/);
    expect(text.stdout.split("\n")[2]).toMatch(/^2 +false +广告或垃圾信息 +Advertising or spam +Реклама или спам$/);
    const json = JSON.parse((await admin(db, "reasons", "list", "--json")).stdout);
    expect(json).toHaveLength(6);
    expect(json[0]).toEqual({
      id: 1,
      zh: "内容质量低或缺乏实质内容",
      en: "Low quality or no substance",
      ru: "Низкое качество или нет содержания",
      disabled: false,
    });
  });

  it("adds a reason with the next id and its audit row; all three languages are required", async () => {
    const start = await counts(db, ["review_reasons", "audit_log"]);
    expect((await admin(db, "reasons", "add", "--zh", "重复", "--en", "Duplicate")).code).toBe(2);
    expect(await counts(db, ["review_reasons", "audit_log"])).toEqual(start);
    const added = await admin(
      db,
      "reasons",
      "add",
      "--zh",
      "重复内容",
      "--en",
      "Duplicate",
      "--ru",
      "Дубликат",
      "--json",
    );
    expect(added.code).toBe(0);
    const after = { id: 7, zh: "重复内容", en: "Duplicate", ru: "Дубликат", disabled: false };
    expect(JSON.parse(added.stdout)).toEqual(after);
    expect(await reason(7)).toMatchObject({ en: "Duplicate", disabled_at: null });
    expect((await auditRows(db)).at(-1)).toEqual({
      actor: "ops-test",
      action: "reason.add",
      target: "review_reason:7",
      before: null,
      after,
    });
  });

  it("edits the languages given", async () => {
    const result = await admin(db, "reasons", "edit", "2", "--en", "Advertising, spam");
    expect(result.code).toBe(0);
    expect(await reason(2)).toMatchObject({ zh: "广告或垃圾信息", en: "Advertising, spam" });
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "reason.edit",
      target: "review_reason:2",
      before: { en: "Advertising or spam" },
      after: { en: "Advertising, spam", zh: "广告或垃圾信息" },
    });
  });

  it("disables a reason and enables it again, each once", async () => {
    expect((await admin(db, "reasons", "disable", "4")).code).toBe(0);
    expect((await reason(4))?.disabled_at).not.toBeNull();
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "reason.disable",
      before: { id: 4, disabled: false },
      after: { id: 4, disabled: true },
    });
    const start = await counts(db, ["audit_log"]);
    const again = await admin(db, "reasons", "disable", "4");
    expect(again).toMatchObject({ code: 0, stdout: "unchanged: reason 4 is disabled already" });
    expect(await counts(db, ["audit_log"])).toEqual(start);
    expect((await admin(db, "reasons", "enable", "4")).code).toBe(0);
    expect((await reason(4))?.disabled_at).toBeNull();
    expect((await auditRows(db)).at(-1)).toMatchObject({ action: "reason.enable", after: { disabled: false } });
  });

  it("refuses an unknown or malformed id, writing nothing", async () => {
    const start = await counts(db, ["review_reasons", "audit_log"]);
    expect(await admin(db, "reasons", "edit", "99", "--en", "X")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no rejection reason 99"),
    });
    expect((await admin(db, "reasons", "disable", "99")).code).toBe(1);
    expect((await admin(db, "reasons", "disable", "x")).code).toBe(2);
    expect(await counts(db, ["review_reasons", "audit_log"])).toEqual(start);
  });
});
