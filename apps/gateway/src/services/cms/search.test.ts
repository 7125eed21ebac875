import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, mediaUrl, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
const ids: Record<string, number> = {};
beforeAll(async () => {
  gw = await startContentGateway();
  alice = await member(gw);
  const items = {
    rollups: { title: "Optimistic rollups explained", abstract: "Fraud proofs and the challenge window", lang: "en" },
    bridgeBody: {
      title: "Moving assets between chains",
      abstract: "A practical guide",
      content: "<p>Every rollup bridge waits for the challenge window before it releases funds.</p>",
      lang: "en",
    },
    wallet: { title: "以太坊钱包安全指南", abstract: "如何保管助记词，避免钓鱼网站", lang: "zh" },
    staking: { title: "质押收益从哪里来", abstract: "验证者奖励与手续费", lang: "zh" },
    ru: { title: "Как работают кошельки с мультиподписью", abstract: "Мультиподпись защищает казну DAO", lang: "ru" },
    video: {
      title: "Rollup sequencers in five minutes",
      abstract: "A short video",
      article_type: 2,
      video_url: mediaUrl("video"),
      lang: "en",
    },
    xss: { title: "Rollup <b>tricks</b> & traps", abstract: "<script>alert(1)</script> rollup", lang: "en" },
  } as const;
  for (const [key, form] of Object.entries(items)) ids[key] = await publish(alice, { ...form });
});
afterAll(() => gw.close());

const search = (keyword: string, extra: Record<string, unknown> = {}) =>
  gw.client().call(api.appcms_msrv.article_search, { keyword, ...extra });

describe("search", () => {
  it("finds English words by their stem and ranks a title match above a body match", async () => {
    const hits = await search("rollups");
    const found = hits.list.map((h) => h.article_id);
    expect(found).toContain(ids.rollups);
    expect(found).toContain(ids.bridgeBody);
    expect(found.indexOf(ids.rollups as number)).toBeLessThan(found.indexOf(ids.bridgeBody as number));
    expect(hits.total).toBe(found.length);
  });

  it("finds Chinese by any two-character word inside a sentence, and by one character", async () => {
    expect((await search("钱包")).list.map((h) => h.article_id)).toEqual([ids.wallet]);
    expect((await search("助记词")).list.map((h) => h.article_id)).toEqual([ids.wallet]);
    expect((await search("质押")).list.map((h) => h.article_id)).toEqual([ids.staking]);
    expect((await search("钓鱼 钱包")).list.map((h) => h.article_id)).toEqual([ids.wallet]);
    expect((await search("质")).list.map((h) => h.article_id)).toEqual([ids.staking]);
    expect((await search("鲸")).total).toBe(0);
    expect((await search("比特币")).total).toBe(0);
  });

  it("finds Russian words in another form", async () => {
    expect((await search("кошелек")).list.map((h) => h.article_id)).toEqual([ids.ru]);
    expect((await search("мультиподпись")).list.map((h) => h.article_id)).toEqual([ids.ru]);
  });

  it("forgives a typo through trigram matching on titles", async () => {
    expect((await search("sequencer")).list.map((h) => h.article_id)).toEqual([ids.video]);
    expect((await search("optimistc rollups")).list.map((h) => h.article_id)).toContain(ids.rollups);
  });

  it("does not take a longer word that merely contains a title word for a typo", async () => {
    expect((await search("zzqqxxsequencer")).total).toBe(0);
  });

  it("filters by type and pages with a total", async () => {
    const videos = await search("rollup", { article_type: 2 });
    expect(videos.list.map((h) => h.article_id)).toEqual([ids.video]);
    const first = await search("rollup", { page_size: 2 });
    const second = await search("rollup", { page_size: 2, page: 2 });
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(second.total).toBe(first.total);
    expect(second.list.map((h) => h.article_id)).not.toContain(first.list[0]?.article_id);
    expect(await search("rollup", { page: 50 })).toMatchObject({ list: [], total: first.total });
  });

  it("highlights matches in escaped text, with <mark> as the only markup", async () => {
    const zh = (await search("钱包")).list[0];
    expect(zh?.title_highlight).toBe("以太坊<mark>钱包</mark>安全指南");
    const en = (await search("rollups")).list.find((h) => h.article_id === ids.rollups);
    expect(en?.title_highlight).toBe("Optimistic <mark>rollups</mark> explained");
    const xss = (await search("rollup traps")).list.find((h) => h.article_id === ids.xss);
    expect(xss?.title_highlight).toBe("<mark>Rollup</mark> &lt;b&gt;tricks&lt;/b&gt; &amp; <mark>traps</mark>");
    expect(xss?.abstract_highlight).toBe("&lt;script&gt;alert(1)&lt;/script&gt; <mark>rollup</mark>");
    const ru = (await search("кошелек")).list[0];
    expect(ru?.title_highlight).toContain("<mark>кошельки</mark>");
  });

  it("does not find items that are offline", async () => {
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [ids.staking as number], op: "offline" });
    expect((await search("质押")).total).toBe(0);
  });
});
