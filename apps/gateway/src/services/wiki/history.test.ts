import { api, Code } from "@icms/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addEntry, editEntry } from "../../../test/wiki.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appcms_msrv/wiki_history_timeline and wiki_revision_detail", () => {
  it("lists every revision newest first, paged, and reads any of them whole", async () => {
    const first = await addEntry(alice, { content: "<p>One.</p>", reason: "Start" });
    const id = first.article_id;
    const second = await editEntry(bob, id, "<p>Two.</p>", "Second");
    const third = await editEntry(alice, id, "<p>Three.</p>", "Third");
    const timeline = await gw.client().call(api.appcms_msrv.wiki_history_timeline, { article_id: id, page_size: 2 });
    expect(timeline.total).toBe(3);
    expect(timeline.list.map((r) => [r.commit_id, r.reason, r.editor_uid])).toEqual([
      [third.commit_id, "Third", alice.uid],
      [second.commit_id, "Second", bob.uid],
    ]);
    expect(timeline.list[1]?.parent_commit_id).toBe(first.commit_id);
    const rest = await gw
      .client()
      .call(api.appcms_msrv.wiki_history_timeline, { article_id: id, page_size: 2, page: 2 });
    expect(rest.list.map((r) => r.commit_id)).toEqual([first.commit_id]);
    const old = await gw
      .client()
      .call(api.appcms_msrv.wiki_revision_detail, { article_id: id, commit_id: first.commit_id });
    expect(old).toMatchObject({ content: "<p>One.</p>", reason: "Start", state: "approved", article_id: id });
  });

  it("answers 3002 for an unknown entry or commit, and for another entry's commit", async () => {
    const a = await addEntry(alice);
    const b = await addEntry(alice);
    const call = gw.client();
    expect(await refusedWith(call.call(api.appcms_msrv.wiki_history_timeline, { article_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
    expect(
      await refusedWith(
        call.call(api.appcms_msrv.wiki_revision_detail, { article_id: a.article_id, commit_id: b.commit_id }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(call.call(api.appcms_msrv.wiki_revision_detail, { article_id: a.article_id, commit_id: "x" })),
    ).toBe(Code.ParamInvalid);
  });
});

type Step = { op: "edit"; text: string } | { op: "restore"; pick: number } | { op: "stale"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant("edit" as const), text: fc.string({ minLength: 1, maxLength: 40 }) }),
  fc.record({ op: fc.constant("restore" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("stale" as const), pick: fc.nat() }),
);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("any sequence of edits and restores", () => {
  it("keeps every revision readable with what it saved, and any two side by side", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), async (steps, x, y) => {
        const start = await addEntry(alice, { content: "<p>start</p>" });
        const id = start.article_id;
        // The model: every commit in order with the body it saved.
        const history: { commit: string; body: string }[] = [{ commit: start.commit_id, body: "<p>start</p>" }];
        for (const s of steps) {
          const head = history[history.length - 1] as { commit: string; body: string };
          if (s.op === "edit") {
            const body = `<p>${escapeHtml(s.text.trim() || "x")}</p>`;
            const saved = await editEntry(bob, id, body, "edit");
            const stored = await gw
              .client()
              .call(api.appcms_msrv.wiki_revision_detail, { article_id: id, commit_id: saved.commit_id });
            history.push({ commit: saved.commit_id, body: stored.content });
          } else if (s.op === "restore") {
            const old = history[s.pick % history.length] as { commit: string; body: string };
            const saved = await alice.client.call(api.appcms_msrv.wiki_revision_restore, {
              article_id: id,
              commit_id: old.commit,
              base_commit_id: head.commit,
              reason: "restore",
            });
            history.push({ commit: saved.commit_id, body: old.body });
          } else if (history.length > 1) {
            const stale = history[s.pick % (history.length - 1)] as { commit: string };
            const refused = await refusedWith(
              alice.client.call(api.appcms_msrv.wiki_revision_restore, {
                article_id: id,
                commit_id: start.commit_id,
                base_commit_id: stale.commit,
                reason: "stale",
              }),
            );
            expect(refused).toBe(Code.WikiStaleRevision);
          }
        }
        const timeline = await gw
          .client()
          .call(api.appcms_msrv.wiki_history_timeline, { article_id: id, page_size: 100 });
        expect(timeline.list.map((r) => r.commit_id)).toEqual(history.map((h) => h.commit).reverse());
        // Each revision's parent is the one before it: the history is one chain.
        timeline.list.forEach((r, i) => {
          expect(r.parent_commit_id).toBe(timeline.list[i + 1]?.commit_id ?? null);
        });
        const read = await Promise.all(
          history.map((h) =>
            gw.client().call(api.appcms_msrv.wiki_revision_detail, { article_id: id, commit_id: h.commit }),
          ),
        );
        expect(read.map((revision) => revision.content)).toEqual(history.map((h) => h.body));
        const [a, b] = [x % history.length, y % history.length];
        expect([read[a]?.content, read[b]?.content]).toEqual([history[a]?.body, history[b]?.body]);
        const detail = await gw.client().call(api.appcms_msrv.wiki_detail, { article_id: id });
        expect(detail.revision.content).toBe(history[history.length - 1]?.body);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
