import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("tags", () => {
  it("lists tags by online use, follows and unfollows them (3007 / 3008 as data)", async () => {
    const id = await publish(alice, { tags: "Tokenomics,DAO" });
    await publish(bob, { tags: "tokenomics" });
    const tags = await gw.client().call(api.appcms_msrv.tags_list, { keyword: "token" });
    expect(tags.list[0]).toMatchObject({ name: "Tokenomics", article_count: 2, is_follow: false });
    const tagId = tags.list[0]?.tag_id as number;
    expect(await bob.client.call(api.appcms_msrv.tags_add_follow, { tag_id: tagId })).toEqual({
      is_follow: true,
      status_code: Code.Followed,
      follow_count: 1,
    });
    expect((await bob.client.call(api.appcms_msrv.tags_list, { keyword: "tok" })).list[0]?.is_follow).toBe(true);
    expect((await bob.client.call(api.appcms_msrv.tags_add_follow, { tag_id: tagId })).status_code).toBe(
      Code.Unfollowed,
    );
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "offline" });
    expect((await gw.client().call(api.appcms_msrv.tags_list, { keyword: "tokenomics" })).list[0]?.article_count).toBe(
      1,
    );
    expect(await refusedWith(bob.client.call(api.appcms_msrv.tags_add_follow, { tag_id: 999_999 }))).toBe(
      Code.NotFound,
    );
  });
});
