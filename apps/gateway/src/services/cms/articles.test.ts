import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, mediaUrl, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("lists", () => {
  it("lists online items newest first, filtered and paged, with a total", async () => {
    // One after another: concurrent transactions may take their publish times out of id order.
    const mine: number[] = [];
    for (const n of [1, 2, 3]) mine.push(await publish(bob, { title: `Bob howto ${n}`, is_howto: 1, lang: "ru" }));
    const page = await gw.client().call(api.appcms_msrv.article_list, { uid: bob.uid, is_howto: 1, page_size: 2 });
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list.map((a) => a.article_id)).toEqual([...mine].sort((a, b) => b - a).slice(0, 2));
    const second = await gw
      .client()
      .call(api.appcms_msrv.article_list, { uid: bob.uid, is_howto: 1, page_size: 2, page: 2 });
    expect(second.list).toHaveLength(1);
    const past = await gw.client().call(api.appcms_msrv.article_list, { uid: bob.uid, is_howto: 1, page: 9 });
    expect(past).toMatchObject({ list: [], total: 3 });
  });

  it("keeps the totals of type, HowTo and language lists right", async () => {
    const before = await gw.client().call(api.appcms_msrv.article_list, { article_type: 1, is_howto: 1, lang: "ru" });
    await publish(alice, { is_howto: 1, lang: "ru" });
    const after = await gw.client().call(api.appcms_msrv.article_list, { article_type: 1, is_howto: 1, lang: "ru" });
    expect(after.total).toBe(before.total + 1);
    expect(after.list.every((a) => a.is_howto === 1 && a.lang === "ru" && a.article_type === 1)).toBe(true);
  });

  it("filters by tag, ignoring case", async () => {
    const id = await publish(alice, { tags: "MEV,Flashbots" });
    const page = await gw.client().call(api.appcms_msrv.article_list, { tag: "mev" });
    expect(page.list.map((a) => a.article_id)).toContain(id);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it("gives the author every own item but deleted ones, by status", async () => {
    const carol = await member(gw);
    await publish(carol);
    await publish(carol, { article_type: 2, video_url: mediaUrl("video") });
    const all = await carol.client.call(api.appcms_msrv.my_article_list, {});
    expect(all.total).toBe(2);
    const videos = await carol.client.call(api.appcms_msrv.my_article_list, { article_type: 2, status: "online" });
    expect(videos.list.map((a) => a.article_type)).toEqual([2]);
  });
});
