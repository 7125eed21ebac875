import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith } from "../../../test/harness.js";
import { type Reviewer, type ReviewSetup, reviewer, signedDecision, startReviewGateway } from "../../../test/review.js";
import { addEntry, editEntry } from "../../../test/wiki.js";

let setup: ReviewSetup;
let alice: Reviewer;
let carol: Reviewer;
let author: Member;
let editor: Member;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, carol, author, editor] = await Promise.all([
    reviewer(setup, "alice"),
    reviewer(setup, "carol"),
    member(setup.gw),
    member(setup.gw),
  ]);
});
afterAll(async () => setup?.close());

const decide = async (who: Reviewer, id: number, decision: "pass" | "reject") =>
  who.client.call(api.daoclub_msrv.dao_wiki_set_status, {
    article_id: id,
    ...(await signedDecision(setup, who.account, {
      kind: "wiki",
      item_id: id,
      decision,
      ...(decision === "reject" ? { reason: "Not accurate" } : {}),
    })),
  });

/** A new entry passed by both members. */
async function onlineEntry(body: string) {
  const saved = await addEntry(author, { content: body });
  expect(saved.state).toBe("pending");
  await decide(alice, saved.article_id, "pass");
  await decide(carol, saved.article_id, "pass");
  return saved;
}

describe("wiki edits under review", () => {
  it("waits in review as a new entry, visible to its author alone, and goes online when it passes", async () => {
    const saved = await addEntry(author, { content: "<p>New.</p>" });
    expect(
      await refusedWith(setup.gw.client().call(api.appcms_msrv.wiki_detail, { article_id: saved.article_id })),
    ).toBe(Code.NotFound);
    expect((await author.client.call(api.appcms_msrv.wiki_detail, { article_id: saved.article_id })).status).toBe(
      "audit",
    );
    await decide(alice, saved.article_id, "pass");
    await decide(carol, saved.article_id, "pass");
    const detail = await setup.gw.client().call(api.appcms_msrv.wiki_detail, { article_id: saved.article_id });
    expect(detail).toMatchObject({ status: "online", pending_count: 0 });
    expect(detail.revision).toMatchObject({ commit_id: saved.commit_id, state: "approved" });
  });

  it("keeps the page on the approved revision while an edit waits, and shows the edit once it passes", async () => {
    const first = await onlineEntry("<p>Approved text.</p>");
    const id = first.article_id;
    const edit = await editEntry(editor, id, "<p>Proposed text.</p>", "Better");
    expect(edit.state).toBe("pending");
    const page = await setup.gw.client().call(api.appcms_msrv.wiki_detail, { article_id: id });
    expect(page).toMatchObject({ status: "online", head_commit_id: edit.commit_id, pending_count: 1 });
    expect(page.revision).toMatchObject({ commit_id: first.commit_id, content: "<p>Approved text.</p>" });
    expect((await setup.gw.client().call(api.appcms_msrv.article_detail, { article_id: id })).content).toBe(
      "<p>Approved text.</p>",
    );
    // Members review the edit's own text.
    const queue = await alice.client.call(api.daoclub_msrv.dao_wiki_list, { page_size: 100 });
    expect(queue.list.map((item) => item.article_id)).toContain(id);
    expect((await alice.client.call(api.daoclub_msrv.dao_wiki_detail, { article_id: id })).content).toBe(
      "<p>Proposed text.</p>",
    );
    await decide(alice, id, "pass");
    await decide(carol, id, "pass");
    const after = await setup.gw.client().call(api.appcms_msrv.wiki_detail, { article_id: id });
    expect(after.revision).toMatchObject({
      commit_id: edit.commit_id,
      content: "<p>Proposed text.</p>",
      state: "approved",
    });
    expect(after).toMatchObject({ status: "online", pending_count: 0 });
    const queued = await alice.client.call(api.daoclub_msrv.dao_wiki_list, { page_size: 100 });
    expect(queued.list.map((item) => item.article_id)).not.toContain(id);
  });

  it("keeps the entry online on its approved revision when an edit is refused", async () => {
    const first = await onlineEntry("<p>Keep me.</p>");
    const id = first.article_id;
    const edit = await editEntry(editor, id, "<p>Vandalism.</p>", "Improve");
    await decide(alice, id, "reject");
    await decide(carol, id, "reject");
    const page = await setup.gw.client().call(api.appcms_msrv.wiki_detail, { article_id: id });
    expect(page).toMatchObject({ status: "online", head_commit_id: first.commit_id, pending_count: 0 });
    expect(page.revision.content).toBe("<p>Keep me.</p>");
    const timeline = await setup.gw.client().call(api.appcms_msrv.wiki_history_timeline, { article_id: id });
    expect(timeline.list.find((r) => r.commit_id === edit.commit_id)?.state).toBe("refused");
    // The next edit builds on what the page shows.
    const next = await editEntry(editor, id, "<p>Keep me, clarified.</p>", "Clarify");
    const revision = await setup.gw
      .client()
      .call(api.appcms_msrv.wiki_revision_detail, { article_id: id, commit_id: next.commit_id });
    expect(revision.parent_commit_id).toBe(first.commit_id);
    // The new edit opens a new round, with no decisions from the last one.
    const again = await alice.client.call(api.daoclub_msrv.dao_wiki_detail, { article_id: id });
    expect(again.content).toBe("<p>Keep me, clarified.</p>");
    expect(again.review).toMatchObject({ pass_count: 0, reject_count: 0 });
  });

  it("answers 3002 to a decision on an online entry with nothing waiting", async () => {
    const first = await onlineEntry("<p>Settled.</p>");
    expect(await refusedWith(decide(alice, first.article_id, "pass"))).toBe(Code.NotFound);
    expect(
      await refusedWith(alice.client.call(api.daoclub_msrv.dao_wiki_detail, { article_id: first.article_id })),
    ).toBe(Code.NotFound);
  });
});
