import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { member, type Member } from "../../../test/cms.js";
import { refusedWith, startTestGateway, type TestGateway } from "../../../test/harness.js";
import { forgetNoticeTarget, type NoticeEvent, notify } from "./public.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  gw = await startTestGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

const article = (id: number) => ({ type: "article", id, title: `Article ${id}`, url: `/appcms/article?id=${id}` });
const send = (event: NoticeEvent) => gw.db.tx((q) => notify(q, event));

describe("the message centre", () => {
  it("lists the caller's notifications newest first, grouped, with the actors as briefs", async () => {
    await send({
      kind: "comment",
      to: alice.uid,
      actor: bob.uid,
      target: { ...article(1), type: "article_comment" },
      thread: { type: "article", id: 1 },
      data: { excerpt: "first!" },
    });
    await send({ kind: "like", to: alice.uid, actor: bob.uid, target: article(2) });
    await send({ kind: "like", to: alice.uid, actor: carol.uid, target: article(2) });
    const page = await alice.client.call(api.notice_msrv.notice_list, {});
    expect(page.total).toBe(2);
    const [like, comment] = page.list;
    expect(like).toMatchObject({
      kind: "like",
      count: 2,
      read: false,
      target: { type: "article", id: 2, deleted: false },
    });
    expect(like?.actors.map((a) => a.uid)).toEqual([carol.uid, bob.uid]);
    expect(like?.actors[0]).toHaveProperty("wallet_addr");
    expect(comment).toMatchObject({ kind: "comment", count: 1, data: { excerpt: "first!" } });
    // The thread it may be muted by, named apart from its target (the comment).
    expect(comment?.thread).toEqual({ type: "article", id: 1 });
    expect(like?.thread).toBeNull();
    const likes = await alice.client.call(api.notice_msrv.notice_list, { tab: "likes" });
    expect(likes.list.map((i) => i.kind)).toEqual(["like"]);
    const counts = await alice.client.call(api.notice_msrv.notice_counts, {});
    expect(counts).toMatchObject({ unread: 2, by_tab: { all: 2, replies: 1, likes: 1, money: 0 } });
    expect(counts.latest_id).toBeGreaterThan(0);
  });

  it("marks one read and unread again, and every device sees a new latest_id", async () => {
    const [item] = (await alice.client.call(api.notice_msrv.notice_list, { tab: "replies" })).list;
    if (!item) throw new Error("no item");
    const before = await alice.client.call(api.notice_msrv.notice_counts, {});
    const read = await alice.client.call(api.notice_msrv.notice_read, { id: item.id });
    expect(read.unread).toBe(before.unread - 1);
    expect(read.latest_id).toBeGreaterThan(before.latest_id);
    const again = await alice.client.call(api.notice_msrv.notice_read, { id: item.id, read: false });
    expect(again.unread).toBe(before.unread);
    expect((await alice.client.call(api.notice_msrv.notice_list, { unread_only: true })).total).toBe(before.unread);
  });

  it("marks a tab read up to what the caller saw, leaving what arrived since unread", async () => {
    const seen = await alice.client.call(api.notice_msrv.notice_counts, {});
    await send({ kind: "reply", to: alice.uid, actor: carol.uid, target: article(3) });
    const after = await alice.client.call(api.notice_msrv.notice_read_all, {
      tab: "replies",
      up_to_id: seen.latest_id,
    });
    expect(after.by_tab.replies).toBe(1);
    expect(after.by_tab.likes).toBe(1);
    const all = await alice.client.call(api.notice_msrv.notice_read_all, { tab: "all", up_to_id: 2_000_000_000 });
    expect(all.unread).toBe(0);
    // A like on the read group opens a new one; the unread count stays exact.
    await send({ kind: "like", to: alice.uid, actor: carol.uid, target: article(2) });
    const counts = await alice.client.call(api.notice_msrv.notice_counts, {});
    expect(counts.by_tab).toMatchObject({ all: 1, likes: 1 });
    const likes = (await alice.client.call(api.notice_msrv.notice_list, { tab: "likes" })).list;
    expect(likes.map((i) => [i.count, i.read])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("stops counting a notification whose target was deleted, and says so", async () => {
    await send({ kind: "comment", to: alice.uid, actor: bob.uid, target: article(4) });
    const before = await alice.client.call(api.notice_msrv.notice_counts, {});
    await gw.db.tx((q) => forgetNoticeTarget(q, { type: "article", id: 4 }));
    const after = await alice.client.call(api.notice_msrv.notice_counts, {});
    expect(after.unread).toBe(before.unread - 1);
    expect(after.latest_id).toBeGreaterThan(before.latest_id);
    const [item] = (await alice.client.call(api.notice_msrv.notice_list, {})).list;
    expect(item?.target).toMatchObject({ id: 4, deleted: true, url: "" });
    // It no longer shows as unread either, so the list agrees with the badge.
    expect(item?.read).toBe(true);
  });

  it("keeps the preference matrix with defaults, and applies a changed row", async () => {
    const prefs = await bob.client.call(api.notice_msrv.notice_prefs, {});
    expect(prefs).toHaveLength(24);
    expect(prefs.find((p) => p.kind === "reply")).toEqual({ kind: "reply", app: "everyone", email: "digest" });
    expect(prefs.find((p) => p.kind === "like")).toEqual({ kind: "like", app: "everyone", email: "off" });
    const set = await bob.client.call(api.notice_msrv.notice_prefs_set, { kind: "like", app: "nobody", email: "off" });
    expect(set.find((p) => p.kind === "like")?.app).toBe("nobody");
    await send({ kind: "like", to: bob.uid, actor: carol.uid, target: article(5) });
    expect((await bob.client.call(api.notice_msrv.notice_counts, {})).by_tab.likes).toBe(0);
  });

  it("mutes a thread by its notification's title, and unmutes it", async () => {
    await send({
      kind: "planet_topic",
      to: bob.uid,
      actor: carol.uid,
      target: { type: "planet", id: 77, title: "Lab", url: "/p" },
    });
    const muted = await bob.client.call(api.notice_msrv.notice_mute, { type: "planet", id: 77 });
    expect(muted).toMatchObject([{ type: "planet", id: 77, title: "Lab" }]);
    const before = await bob.client.call(api.notice_msrv.notice_counts, {});
    await send({
      kind: "planet_topic",
      to: bob.uid,
      actor: carol.uid,
      target: { type: "topic", id: 5, title: "T", url: "/t" },
      thread: { type: "planet", id: 77 },
    });
    expect((await bob.client.call(api.notice_msrv.notice_counts, {})).unread).toBe(before.unread);
    expect(await refusedWith(bob.client.call(api.notice_msrv.notice_mute, { type: "planet", id: 999_999 }))).toBe(
      Code.NotFound,
    );
    expect(await bob.client.call(api.notice_msrv.notice_mute, { type: "planet", id: 77, muted: false })).toEqual([]);
  });

  it("mutes an article by its own title, and keeps one row for a mute given twice", async () => {
    const row = await gw.db.kysely
      .insertInto("articles")
      .values({ title: "Sequencer notes", author_uid: carol.uid, article_type: 1, lang: "en" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await carol.client.call(api.notice_msrv.notice_mute, { type: "article", id: row.id });
    const mutes = await carol.client.call(api.notice_msrv.notice_mute, { type: "article", id: row.id });
    expect(mutes).toMatchObject([{ type: "article", id: row.id, title: "Sequencer notes" }]);
    expect(await carol.client.call(api.notice_msrv.notice_mutes, {})).toHaveLength(1);
    await carol.client.call(api.notice_msrv.notice_mute, { type: "article", id: row.id, muted: false });
  });

  it("never reads or marks another user's notifications (3002 for his ids)", async () => {
    const [theirs] = (await alice.client.call(api.notice_msrv.notice_list, {})).list;
    if (!theirs) throw new Error("no item");
    expect(await refusedWith(carol.client.call(api.notice_msrv.notice_read, { id: theirs.id }))).toBe(Code.NotFound);
    expect(await refusedWith(carol.client.call(api.notice_msrv.notice_read, { id: theirs.id, read: false }))).toBe(
      Code.NotFound,
    );
    const carolsList = await carol.client.call(api.notice_msrv.notice_list, {});
    expect(carolsList.list.some((i) => i.id === theirs.id)).toBe(false);
    const aliceBefore = await alice.client.call(api.notice_msrv.notice_counts, {});
    await carol.client.call(api.notice_msrv.notice_read_all, { tab: "all", up_to_id: 2_000_000_000 });
    const aliceAfter = await alice.client.call(api.notice_msrv.notice_counts, {});
    expect(aliceAfter.unread).toBe(aliceBefore.unread);
    expect(await refusedWith(gw.client().call(api.notice_msrv.notice_counts, {}))).toBe(Code.NotLoggedIn);
  });
});
