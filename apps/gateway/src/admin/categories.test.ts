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

const NAMES = ["--zh", "测试", "--en", "Testing", "--ru", "Тесты"];
const slugsOf = async (kind: string) =>
  (JSON.parse((await admin(db, "categories", "list", kind, "--json")).stdout) as { slug: string }[]).map(
    (row) => row.slug,
  );

describe("categories", () => {
  it("lists a kind's categories in order with their uses, as text and JSON", async () => {
    const text = await admin(db, "categories", "list", "wiki");
    expect(text.code).toBe(0);
    const lines = text.stdout.split("\n");
    expect(lines[0]).toMatch(/^id +slug +sort +name_zh +name_en +name_ru +uses$/);
    expect(lines[1]).toMatch(/^1 +basics +1 +区块链基础 +Blockchain basics +Основы блокчейна +0$/);
    const json = JSON.parse((await admin(db, "categories", "list", "course", "--json")).stdout);
    expect(json[0]).toEqual({
      id: 1,
      slug: "blockchain",
      sort: 1,
      name_zh: "区块链入门",
      name_en: "Blockchain basics",
      name_ru: "Основы блокчейна",
      uses: 0,
    });
  });

  it("adds a category at the end with its audit row, and refuses a taken slug or a missing name", async () => {
    const added = await admin(db, "categories", "add", "wiki", "testing", ...NAMES, "--as", "erin", "--json");
    expect(added.code).toBe(0);
    const row = JSON.parse(added.stdout);
    expect(row).toMatchObject({ slug: "testing", name_en: "Testing", sort: 6 });
    expect((await slugsOf("wiki")).at(-1)).toBe("testing");
    expect((await auditRows(db)).at(-1)).toEqual({
      actor: "erin",
      action: "category.add",
      target: `wiki_categories:${row.id}`,
      before: null,
      after: row,
    });
    const start = await counts(db, ["wiki_categories", "audit_log"]);
    const taken = await admin(db, "categories", "add", "wiki", "testing", ...NAMES);
    expect(taken).toMatchObject({ code: 1, stderr: 'the wiki category "testing" exists already' });
    const unnamed = await admin(db, "categories", "add", "wiki", "other", "--en", "Other");
    expect(unnamed.code).toBe(2);
    const badSlug = await admin(db, "categories", "add", "wiki", "Bad Slug", ...NAMES);
    expect(badSlug.code).toBe(2);
    const badKind = await admin(db, "categories", "add", "planet", "x", ...NAMES);
    expect(badKind.code).toBe(2);
    expect(await counts(db, ["wiki_categories", "audit_log"])).toEqual(start);
  });

  it("renames the languages given and keeps the others", async () => {
    const result = await admin(db, "categories", "rename", "course", "defi", "--en", "Decentralised finance");
    expect(result.code).toBe(0);
    const row = await db.kysely
      .selectFrom("course_categories")
      .selectAll()
      .where("slug", "=", "defi")
      .executeTakeFirst();
    expect(row).toMatchObject({ name_en: "Decentralised finance", name_zh: "去中心化金融", name_ru: "DeFi" });
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "category.rename",
      target: `course_categories:${row?.id}`,
      before: { slug: "defi", name_en: "DeFi", name_zh: "去中心化金融", name_ru: "DeFi" },
      after: { slug: "defi", name_en: "Decentralised finance", name_zh: "去中心化金融", name_ru: "DeFi" },
    });
    const start = await counts(db, ["audit_log"]);
    expect((await admin(db, "categories", "rename", "course", "nope", "--en", "X")).code).toBe(1);
    expect((await admin(db, "categories", "rename", "course", "defi")).code).toBe(2);
    expect((await admin(db, "categories", "rename", "course", "defi", "--en", "  ")).code).toBe(2);
    expect(await counts(db, ["audit_log"])).toEqual(start);
  });

  it("reorders: the categories named first, the others after them as they were", async () => {
    const result = await admin(db, "categories", "reorder", "course", "security", "3");
    expect(result.code).toBe(0);
    const order = ["security", "trading", "blockchain", "development", "defi", "nft"];
    expect(await slugsOf("course")).toEqual(order);
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "category.reorder",
      target: "course_categories",
      before: ["blockchain", "development", "trading", "defi", "nft", "security"],
      after: order,
    });
    const start = await counts(db, ["audit_log"]);
    expect((await admin(db, "categories", "reorder", "course", "nft", "nft")).code).toBe(2);
    expect((await admin(db, "categories", "reorder", "course", "nft", "missing")).code).toBe(1);
    expect(await slugsOf("course")).toEqual(order);
    expect(await counts(db, ["audit_log"])).toEqual(start);
  });

  it("removes a category nothing uses, and keeps one a course uses", async () => {
    await admin(db, "categories", "add", "course", "spare", ...NAMES);
    const removed = await admin(db, "categories", "remove", "course", "spare");
    expect(removed.code).toBe(0);
    expect(await slugsOf("course")).not.toContain("spare");
    expect((await auditRows(db)).at(-1)).toMatchObject({
      action: "category.remove",
      before: { slug: "spare", name_en: "Testing" },
      after: null,
    });

    const author = await newUser(db);
    await db.kysely
      .insertInto("courses")
      .values({ author_uid: author.uid, cate_id: 2, lang: "en", name: "A course", is_free: true })
      .execute();
    const start = await counts(db, ["course_categories", "audit_log"]);
    const kept = await admin(db, "categories", "remove", "course", "development");
    expect(kept).toMatchObject({
      code: 1,
      stderr: 'the course category "development" is used by 1 courses (of any status); it stays',
    });
    expect(await counts(db, ["course_categories", "audit_log"])).toEqual(start);
  });
});
