import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { noticeCounts } from "./counts.js";
import { seedNotices } from "./demo.js";
import { listNotices } from "./items.js";

let db: Db;
let drop: () => Promise<void>;
const uids = new Map<string, number>();

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const names = ["alice", "bob", "carol", "dave", "mira", "kenji", "lena", "tomas"];
  for (const [i, nickname] of names.entries()) {
    const row = await db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname })
      .returning("uid")
      .executeTakeFirstOrThrow();
    uids.set(nickname, row.uid);
  }
  for (const title of ["Rollups", "Bridges", "Oracles", "Sequencers"]) {
    await db.kysely
      .insertInto("articles")
      .values({ title, author_uid: uids.get("alice") ?? 0, article_type: 1, lang: "en" })
      .execute();
  }
});
afterAll(() => drop());

it("gives alice a full message centre: grouped likes, several tabs, read and unread", async () => {
  const alice = uids.get("alice") ?? 0;
  await db.tx((q) => seedNotices(q, uids, new Date("2026-03-01T12:00:00Z")));
  const counts = await noticeCounts(db, alice);
  expect(counts.unread).toBeGreaterThan(3);
  expect(counts.by_tab.replies).toBeGreaterThan(0);
  const page = await listNotices(db, alice, { tab: "all", unread_only: false, page: 1, page_size: 50 });
  expect(page.total).toBeGreaterThan(counts.unread);
  const likes = page.list.find((i) => i.kind === "like");
  expect(likes).toMatchObject({ count: 7 });
  expect(likes?.actors).toHaveLength(3);
  expect(page.list.some((i) => i.read)).toBe(true);
  expect(page.list.map((i) => i.updated_at)).toEqual([...page.list.map((i) => i.updated_at)].sort().reverse());
});
