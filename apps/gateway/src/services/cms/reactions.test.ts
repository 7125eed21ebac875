import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let article: number;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
  article = await publish(alice, { title: "Liquid staking derivatives" });
});
afterAll(() => gw.close());

describe("likes", () => {
  it("counts a like once (801103) and never the owner's own (801104)", async () => {
    expect(await bob.client.call(api.appcms_msrv.article_add_like, { article_id: article })).toEqual({
      is_like: true,
      like_count: 1,
    });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.article_add_like, { article_id: article }))).toBe(
      Code.AlreadyLiked,
    );
    expect(await refusedWith(alice.client.call(api.appcms_msrv.article_add_like, { article_id: article }))).toBe(
      Code.CannotLikeOwn,
    );
    const detail = await bob.client.call(api.appcms_msrv.article_detail, { article_id: article });
    expect(detail).toMatchObject({ is_like: true, like_count: 1 });
    expect(await refusedWith(gw.client().call(api.appcms_msrv.article_add_like, { article_id: article }))).toBe(
      Code.NotLoggedIn,
    );
    expect(await refusedWith(bob.client.call(api.appcms_msrv.article_add_like, { article_id: 999_999 }))).toBe(
      Code.NotFound,
    );
  });
});

describe("collections", () => {
  it("collects once (801105), never one's own (801106), lists and removes", async () => {
    expect(await bob.client.call(api.appcms_msrv.article_collect_add, { article_id: article })).toEqual({
      is_collect: true,
      collect_count: 1,
    });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.article_collect_add, { article_id: article }))).toBe(
      Code.AlreadyCollected,
    );
    expect(await refusedWith(alice.client.call(api.appcms_msrv.article_collect_add, { article_id: article }))).toBe(
      Code.CannotCollectOwn,
    );
    const list = await bob.client.call(api.appcms_msrv.article_collect_list, {});
    expect(list).toMatchObject({ total: 1, list: [{ article_id: article }] });
    expect((await bob.client.call(api.appcms_msrv.article_detail, { article_id: article })).is_collect).toBe(true);
    expect(await bob.client.call(api.appcms_msrv.article_collect_add, { article_id: article, cancel: 1 })).toEqual({
      is_collect: false,
      collect_count: 0,
    });
    expect((await bob.client.call(api.appcms_msrv.article_collect_list, {})).total).toBe(0);
  });

  it("drops items that went offline from the list", async () => {
    const id = await publish(alice);
    await bob.client.call(api.appcms_msrv.article_collect_add, { article_id: id });
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "offline" });
    expect(
      (await bob.client.call(api.appcms_msrv.article_collect_list, {})).list.map((a) => a.article_id),
    ).not.toContain(id);
  });
});
