import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { noticeCounts } from "./counts.js";
import { pruneNotices } from "./prune.js";
import { forgetNoticeTarget, notify } from "./public.js";
import { markAll, markOne } from "./reads.js";

let db: Db;
let drop: () => Promise<void>;
let alice = 0;
let bob = 0;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const [a, b] = await db.kysely
    .insertInto("users")
    .values([
      { wallet_addr: `0x${"a".repeat(40)}`, nickname: "alice" },
      { wallet_addr: `0x${"b".repeat(40)}`, nickname: "bob" },
    ])
    .returning("uid")
    .execute();
  alice = a?.uid ?? 0;
  bob = b?.uid ?? 0;
});
afterAll(() => drop());

const article = (id: number) => ({ type: "article", id, title: `Article ${id}`, url: `/appcms/article?id=${id}` });

describe("pruning", () => {
  it("deletes old read notifications only, and the unread counts stay exact", async () => {
    await db.tx(async (q) => {
      for (const id of [1, 2, 3, 4]) await notify(q, { kind: "comment", to: alice, actor: bob, target: article(id) });
      await notify(q, { kind: "like", to: alice, actor: bob, target: article(5) });
    });
    // 1 and 2 read by the cursor, 3 read by its flag, 4 and the like unread; then 2 unread again.
    const ids = (
      await db.kysely.selectFrom("notices").select(["id", "target_id"]).where("uid", "=", alice).execute()
    ).reduce((m, r) => m.set(Number(r.target_id), r.id), new Map<number, number>());
    await db.tx((q) => markAll(q, alice, "all", ids.get(2)));
    await db.tx((q) => markOne(q, alice, ids.get(3) ?? 0, true));
    await db.tx((q) => markOne(q, alice, ids.get(2) ?? 0, false));
    // The like's target goes away: it stops counting, and is pruned when old.
    await db.tx((q) => forgetNoticeTarget(q, { type: "article", id: 5 }));
    const before = await noticeCounts(db, alice);
    expect(before.unread).toBe(2);

    // Everything is old now.
    await db.kysely.updateTable("notices").set({ updated_at: "2020-01-01T00:00:00Z" }).execute();
    expect(await pruneNotices(db, 90)).toBe(3);
    const left = await db.kysely
      .selectFrom("notices")
      .select("target_id")
      .where("uid", "=", alice)
      .orderBy("target_id")
      .execute();
    expect(left.map((r) => Number(r.target_id))).toEqual([2, 4]);
    const after = await noticeCounts(db, alice);
    expect(after.unread).toBe(before.unread);
    expect(after.by_tab).toEqual(before.by_tab);
  });

  it("keeps what is recent, read or not", async () => {
    await db.tx((q) => notify(q, { kind: "reply", to: bob, actor: alice, target: article(9) }));
    await db.tx((q) => markAll(q, bob, "all"));
    expect(await pruneNotices(db, 90)).toBe(0);
    expect(await db.kysely.selectFrom("notices").select("id").where("uid", "=", bob).execute()).toHaveLength(1);
  });
});
