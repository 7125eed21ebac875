import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addEntry, editEntry } from "../../../test/wiki.js";

let gw: TestGateway;
let alice: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  alice = await member(gw);
});
afterAll(() => gw.close());

describe("appcms_msrv/wiki_catelist and wiki_form_extconf", () => {
  it("name the categories in the caller's language, with their online entries", async () => {
    await addEntry(alice, { category_id: 2 });
    const en = await gw.client().call(api.appcms_msrv.wiki_catelist, {});
    expect(en.map((c) => c.slug)).toEqual(["basics", "defi", "nft", "security", "dao"]);
    expect(en.find((c) => c.slug === "defi")?.entry_count).toBe(1);
    const ru = await gw.client({}, "ru").call(api.appcms_msrv.wiki_catelist, {});
    expect(ru[0]?.name).toBe("Основы блокчейна");
    const form = await gw.client().call(api.appcms_msrv.wiki_form_extconf, {});
    expect(form.reason_max_chars).toBe(200);
    expect(form.categories).toHaveLength(5);
  });
});

describe("appcms_msrv/wiki_list and wiki_detail", () => {
  it("lists online entries by category, recent or popular, and pages", async () => {
    const one = await addEntry(alice, { category_id: 4, lang: "ru" });
    const two = await addEntry(alice, { category_id: 4, lang: "ru" });
    await editEntry(alice, one.article_id, "<p>Newer.</p>", "Update");
    const recent = await gw.client().call(api.appcms_msrv.wiki_list, { category_id: 4, lang: "ru" });
    expect(recent.list.map((e) => e.article_id)).toEqual([one.article_id, two.article_id]);
    expect(recent.list[0]?.revision_count).toBe(2);
    await gw.client().call(api.appcms_msrv.wiki_detail, { article_id: two.article_id });
    const paged = await gw.client().call(api.appcms_msrv.wiki_list, { category_id: 4, page_size: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2 });
    expect(paged.list).toHaveLength(1);
    const popular = await gw.client().call(api.appcms_msrv.wiki_list, { order: "popular", category_id: 4 });
    expect(popular.list).toHaveLength(2);
  });

  it("hides an entry that is not online from all but its author, and a deleted one from everyone", async () => {
    const { article_id } = await addEntry(alice);
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [article_id], op: "offline" });
    expect(await refusedWith(gw.client().call(api.appcms_msrv.wiki_detail, { article_id }))).toBe(Code.NotFound);
    expect((await alice.client.call(api.appcms_msrv.wiki_detail, { article_id })).status).toBe("offline");
    await alice.client.call(api.appcms_msrv.my_article_del, { ids: [article_id] });
    expect(await refusedWith(alice.client.call(api.appcms_msrv.wiki_detail, { article_id }))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.wiki_detail, { article_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
  });

  it("finds entries by their words in the search's wiki tab", async () => {
    const { article_id } = await addEntry(alice, {
      title: "Zero knowledge rollup",
      content: "<p>Validity proofs.</p>",
    });
    const hits = await gw.client().call(api.appcms_msrv.article_search, { keyword: "validity", article_type: 3 });
    expect(hits.list.map((h) => h.article_id)).toContain(article_id);
    await editEntry(alice, article_id, "<p>Succinct arguments.</p>", "Reword");
    const after = await gw.client().call(api.appcms_msrv.article_search, { keyword: "succinct", article_type: 3 });
    expect(after.list.map((h) => h.article_id)).toContain(article_id);
  });
});
