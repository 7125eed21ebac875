import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addEntry, editEntry, entryForm } from "../../../test/wiki.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appcms_msrv/wiki_add_save", () => {
  it("saves a new entry and its first revision, with the editor's wallet and reason", async () => {
    const saved = await addEntry(alice, { title: "Proof of stake", reason: "New entry" });
    expect(saved).toMatchObject({ state: "approved" });
    expect(saved.commit_id).toMatch(/^[0-9a-f]{64}$/);
    const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id: saved.article_id });
    expect(detail.revision).toMatchObject({
      commit_id: saved.commit_id,
      parent_commit_id: null,
      editor_uid: alice.uid,
      editor_wallet: alice.wallet.toLowerCase(),
      reason: "New entry",
      title: "Proof of stake",
      state: "approved",
    });
    expect(detail).toMatchObject({ head_commit_id: saved.commit_id, revision_count: 1, status: "online" });
    expect(detail.category.category_id).toBe(1);
  });

  it("refuses an empty reason with 801170 and writes nothing", async () => {
    const before = await gw.client().call(api.appcms_msrv.wiki_list, { page_size: 1 });
    expect(await refusedWith(alice.client.call(api.appcms_msrv.wiki_add_save, entryForm({ reason: "  " })))).toBe(
      Code.WikiReasonRequired,
    );
    const form = entryForm();
    const { reason: _, ...noReason } = form;
    expect(await refusedWith(alice.client.call(api.appcms_msrv.wiki_add_save, noReason as typeof form))).toBe(
      Code.WikiReasonRequired,
    );
    const after = await gw.client().call(api.appcms_msrv.wiki_list, { page_size: 1 });
    expect(after.total).toBe(before.total);
  });

  it("refuses an unknown category, a foreign cover, a taken title and an anonymous caller", async () => {
    expect(await refusedWith(alice.client.call(api.appcms_msrv.wiki_add_save, entryForm({ category_id: 999 })))).toBe(
      Code.NotFound,
    );
    expect(
      await refusedWith(
        alice.client.call(api.appcms_msrv.wiki_add_save, entryForm({ cover_url: "https://x.io/a.png" })),
      ),
    ).toBe(Code.ParamInvalid);
    await addEntry(alice, { title: "Rollup" });
    expect(await refusedWith(addEntry(alice, { title: "ROLLUP" }))).toBe(Code.SameTitle);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.wiki_add_save, entryForm()))).toBe(Code.NotLoggedIn);
  });
});

describe("appcms_msrv/wiki_edit_save", () => {
  it("lets anyone signed in edit an online entry, as a new revision on top of the head", async () => {
    const { article_id, commit_id: first } = await addEntry(alice);
    const second = await editEntry(bob, article_id, "<p>Leaves are hashed in pairs.</p>", "Clearer wording");
    expect(second).toMatchObject({ article_id, state: "approved" });
    const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id });
    expect(detail.revision).toMatchObject({
      commit_id: second.commit_id,
      parent_commit_id: first,
      editor_uid: bob.uid,
      reason: "Clearer wording",
      content: "<p>Leaves are hashed in pairs.</p>",
    });
    const article = await gw.client().call(api.appcms_msrv.article_detail, { article_id });
    expect(article.content).toBe("<p>Leaves are hashed in pairs.</p>");
    expect(detail.revision_count).toBe(2);
  });

  it("refuses an edit based on a stale revision with 801171 and overwrites nothing", async () => {
    const { article_id, commit_id: first } = await addEntry(alice);
    const current = await editEntry(alice, article_id, "<p>Second text.</p>", "Second");
    const stale = await refusedWith(
      bob.client.call(api.appcms_msrv.wiki_edit_save, {
        ...entryForm({ content: "<p>Bob's text.</p>", reason: "Mine" }),
        article_id,
        base_commit_id: first,
      }),
    );
    expect(stale).toBe(Code.WikiStaleRevision);
    const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id });
    expect(detail.head_commit_id).toBe(current.commit_id);
    expect(detail.revision.content).toBe("<p>Second text.</p>");
    expect(detail.revision_count).toBe(2);
  });

  it("refuses an empty reason, an unknown entry and a malformed base", async () => {
    const { article_id, commit_id } = await addEntry(alice);
    const edit = (over: Record<string, unknown>) =>
      bob.client.call(api.appcms_msrv.wiki_edit_save, {
        ...entryForm(),
        article_id,
        base_commit_id: commit_id,
        ...over,
      } as never);
    expect(await refusedWith(edit({ reason: "" }))).toBe(Code.WikiReasonRequired);
    expect(await refusedWith(edit({ article_id: 2_000_000 }))).toBe(Code.NotFound);
    expect(await refusedWith(edit({ base_commit_id: "abc" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(edit({ cover_url: mediaUrl("video") }))).toBe(Code.ParamInvalid);
  });

  it("keeps an entry that is not online to its author", async () => {
    const { article_id } = await addEntry(alice);
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [article_id], op: "offline" });
    expect(await refusedWith(editEntry(bob, article_id, "<p>x</p>", "y"))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.wiki_detail, { article_id }))).toBe(Code.NotFound);
    const own = await editEntry(alice, article_id, "<p>Reworked offline.</p>", "Rework");
    expect(own.state).toBe("approved");
    const detail = await alice.client.call(api.appcms_msrv.wiki_detail, { article_id });
    expect(detail).toMatchObject({ status: "offline", head_commit_id: own.commit_id });
  });
});

describe("appcms_msrv/wiki_revision_restore", () => {
  it("saves an old revision again as a new one, naming what it restores", async () => {
    const { article_id, commit_id: first } = await addEntry(alice, { content: "<p>One.</p>" });
    const second = await editEntry(bob, article_id, "<p>Two.</p>", "Two");
    const restored = await bob.client.call(api.appcms_msrv.wiki_revision_restore, {
      article_id,
      commit_id: first,
      base_commit_id: second.commit_id,
      reason: "Two was wrong",
    });
    const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id });
    expect(detail.revision).toMatchObject({
      commit_id: restored.commit_id,
      parent_commit_id: second.commit_id,
      restored_from: first,
      content: "<p>One.</p>",
      reason: "Two was wrong",
    });
    expect(restored.commit_id).not.toBe(first);
  });

  it("refuses a stale base, an unknown commit and an empty reason", async () => {
    const { article_id, commit_id: first } = await addEntry(alice);
    const second = await editEntry(alice, article_id, "<p>Two.</p>", "Two");
    const restore = (over: Record<string, unknown>) =>
      bob.client.call(api.appcms_msrv.wiki_revision_restore, {
        article_id,
        commit_id: first,
        base_commit_id: second.commit_id,
        reason: "Back",
        ...over,
      } as never);
    expect(await refusedWith(restore({ base_commit_id: first }))).toBe(Code.WikiStaleRevision);
    expect(await refusedWith(restore({ commit_id: "0".repeat(64) }))).toBe(Code.NotFound);
    expect(await refusedWith(restore({ reason: " " }))).toBe(Code.WikiReasonRequired);
    const other = await addEntry(alice);
    expect(await refusedWith(restore({ commit_id: other.commit_id }))).toBe(Code.NotFound);
    const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id });
    expect(detail.head_commit_id).toBe(second.commit_id);
  });
});
