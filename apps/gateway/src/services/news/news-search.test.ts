import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { operator, publishNews } from "../../../test/news.js";

let gw: TestGateway;
let ids: Record<string, number>;
beforeAll(async () => {
  gw = await startContentGateway();
  const editor = await operator(gw);
  ids = {
    staking: await publishNews(editor, { title: "Liquid staking inflows rise" }),
    zh: await publishNews(editor, { kind: 2, lang: "zh", title: "比特币突破新高", content: "" }),
    ru: await publishNews(editor, { lang: "ru", title: "Регуляторы обсуждают стейблкоины" }),
    gone: await publishNews(editor, { title: "Staking report withdrawn" }),
  };
  await editor.client.call(api.appcms_msrv.information_del, { ids: [ids.gone as number] });
});
afterAll(() => gw.close());

const search = (keyword: string, kind?: 1 | 2) =>
  gw.client().call(api.appcms_msrv.information_search, { keyword, ...(kind ? { kind } : {}) });

describe("news search", () => {
  it("finds online items by stemmed words, CJK bigrams and Russian stems, with highlights", async () => {
    const en = await search("stake");
    expect(en.list.map((n) => n.information_id)).toEqual([ids.staking]);
    expect(en.list[0]?.title_highlight).toContain("<mark>");
    expect((await search("比特币")).list.map((n) => n.information_id)).toEqual([ids.zh]);
    expect((await search("стейблкоин")).list.map((n) => n.information_id)).toEqual([ids.ru]);
  });

  it("filters by kind, and falls back to close titles", async () => {
    expect((await search("比特币", 1)).total).toBe(0);
    expect((await search("stakin")).list.map((n) => n.information_id)).toContain(ids.staking);
    expect((await search("nothing-like-this")).total).toBe(0);
    const past = await gw.client().call(api.appcms_msrv.information_search, { keyword: "stake", page: 5 });
    expect(past).toMatchObject({ list: [], total: 1, page: 5 });
  });
});
