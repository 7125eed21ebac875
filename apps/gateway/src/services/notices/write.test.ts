import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/db.js";
import { openTestDatabase } from "../../../test/harness.js";
import { forgetNoticeTarget, notify } from "./public.js";

let db: Db;
let drop: () => Promise<void>;
const uid = { alice: 0, bob: 0, carol: 0, dave: 0, erin: 0 };
const ARTICLE = { type: "article", id: 7, title: "Rollups", url: "/appcms/article?id=7" };

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  for (const [i, name] of (Object.keys(uid) as (keyof typeof uid)[]).entries()) {
    const row = await db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname: name })
      .returning("uid")
      .executeTakeFirstOrThrow();
    uid[name] = row.uid;
  }
});
afterAll(() => drop());

function rowsOf(to: number) {
  return db.kysely.selectFrom("notices").selectAll().where("uid", "=", to).orderBy("seq", "desc").execute();
}

/** The newest notification of `to`. */
async function newestOf(to: number) {
  const [row] = await rowsOf(to);
  if (!row) throw new Error(`no notification for ${to}`);
  return row;
}

describe("notify", () => {
  it("writes one row per recipient, never for the actor, once for a recipient named twice", async () => {
    await db.tx((q) =>
      notify(q, {
        kind: "comment",
        to: [uid.alice, uid.bob, uid.alice, uid.carol],
        actor: uid.bob,
        target: ARTICLE,
        thread: { type: "article", id: 7 },
        data: { excerpt: "nice" },
      }),
    );
    expect(await rowsOf(uid.alice)).toHaveLength(1);
    const alice = await newestOf(uid.alice);
    expect(alice).toMatchObject({
      kind: "comment",
      tab: "replies",
      target_title: "Rollups",
      actors: [uid.bob],
      count: 1,
    });
    expect(alice.data).toEqual({ excerpt: "nice" });
    expect(alice.id).toBe(alice.seq);
    expect(await rowsOf(uid.bob)).toHaveLength(0);
    expect(await rowsOf(uid.carol)).toHaveLength(1);
  });

  it("merges a grouped kind into the open group with the latest actors, the same actor counted once", async () => {
    const like = (actor: number) =>
      db.tx((q) => notify(q, { kind: "like", to: uid.dave, actor, target: { ...ARTICLE, id: 8 } }));
    await like(uid.alice);
    const first = await newestOf(uid.dave);
    await like(uid.bob);
    await like(uid.carol);
    await like(uid.erin);
    await like(uid.bob);
    expect(await rowsOf(uid.dave)).toHaveLength(1);
    const group = await newestOf(uid.dave);
    expect(group).toMatchObject({ id: first.id, count: 4, actors: [uid.bob, uid.erin, uid.carol] });
    expect(group.seq).toBeGreaterThan(first.seq);
  });

  it("gives one group with both when two likes arrive at once", async () => {
    const target = { ...ARTICLE, id: 10 };
    await Promise.all(
      [uid.bob, uid.carol].map((actor) => db.tx((q) => notify(q, { kind: "like", to: uid.alice, actor, target }))),
    );
    const rows = (await rowsOf(uid.alice)).filter((r) => r.target_id === 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(2);
  });

  it("opens a new group once the old one was read", async () => {
    const target = { ...ARTICLE, id: 9 };
    await db.tx((q) => notify(q, { kind: "like", to: uid.erin, actor: uid.alice, target }));
    await db.kysely.updateTable("notices").set({ read: true }).where("uid", "=", uid.erin).execute();
    await db.tx((q) => notify(q, { kind: "like", to: uid.erin, actor: uid.bob, target }));
    const rows = await rowsOf(uid.erin);
    expect(rows.map((r) => [r.count, r.read])).toEqual([
      [1, null],
      [1, true],
    ]);
  });

  it("applies the recipient's audience for the kind and his mutes", async () => {
    const to = uid.carol;
    await db.kysely
      .insertInto("notice_prefs")
      .values({ uid: to, kind: "mention", app: "following", email: "off" })
      .execute();
    await db.kysely
      .insertInto("notice_prefs")
      .values({ uid: to, kind: "follow", app: "nobody", email: "off" })
      .execute();
    await db.kysely.insertInto("user_follows").values({ follower_uid: to, followee_uid: uid.alice }).execute();
    await db.kysely.insertInto("notice_mutes").values({ uid: to, type: "topic", id: 3, title: "Muted" }).execute();
    const before = (await rowsOf(to)).length;
    await db.tx(async (q) => {
      await notify(q, { kind: "mention", to, actor: uid.bob, target: ARTICLE }); // not followed: skipped
      await notify(q, { kind: "mention", to, actor: uid.alice, target: ARTICLE }); // followed: kept
      await notify(q, {
        kind: "follow",
        to,
        actor: uid.alice,
        target: { type: "user", id: uid.alice, title: "alice", url: "/" },
      });
      await notify(q, { kind: "reply", to, actor: uid.alice, target: ARTICLE, thread: { type: "topic", id: 3 } });
      await notify(q, { kind: "mention", to, target: ARTICLE }); // the platform's own: kept
    });
    const rows = await rowsOf(to);
    expect(rows.length - before).toBe(2);
  });

  it("marks a deleted target's notifications, with a new change number", async () => {
    const before = await newestOf(uid.carol);
    await db.tx((q) => forgetNoticeTarget(q, { type: "article", id: 7 }));
    const after = await rowsOf(uid.carol);
    expect(after.filter((r) => r.target_id === 7).every((r) => r.target_deleted)).toBe(true);
    expect((await newestOf(uid.carol)).seq).toBeGreaterThan(before.seq);
  });
});

describe.runIf(process.env.DATABASE_URL)("a recipient's change numbers on PostgreSQL", () => {
  it("commit in the order they were taken: a second writer for the same user waits for the first", async () => {
    const event = { kind: "comment" as const, to: uid.erin, actor: uid.dave, target: ARTICLE };
    let commitFirst: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let numbered: () => void = () => {};
    const firstNumbered = new Promise<void>((resolve) => {
      numbered = resolve;
    });
    const first = db.tx(async (q) => {
      await notify(q, event);
      numbered();
      await holding;
    });
    await firstNumbered;
    let secondDone = false;
    const second = db
      .tx((q) => notify(q, event))
      .then(() => {
        secondDone = true;
      });
    // The second writer is seen waiting on the first's lock before the first commits.
    for (;;) {
      const waiting = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
        [uid.erin],
      );
      if (waiting[0]?.n === 1) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(secondDone).toBe(false);
    commitFirst();
    await Promise.all([first, second]);
    const [newer, older] = await rowsOf(uid.erin);
    expect(Number(newer?.seq)).toBeGreaterThan(Number(older?.seq));
  });
});
