import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
let article: number;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
  article = await publish(alice, { title: "Account abstraction" });
});
afterAll(() => gw.close());

describe("like and collect notices", () => {
  it("tells the author of likes, grouped on the item", async () => {
    await bob.client.call(api.appcms_msrv.article_add_like, { article_id: article });
    await carol.client.call(api.appcms_msrv.article_add_like, { article_id: article });
    const likes = await noticesOf(alice, "like");
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      count: 2,
      target: { type: "article", id: article, title: "Account abstraction" },
    });
    expect(likes[0]?.actors.map((a) => a.uid)).toEqual([carol.uid, bob.uid]);
  });

  it("tells the author of a collect", async () => {
    await bob.client.call(api.appcms_msrv.article_collect_add, { article_id: article });
    const collects = await noticesOf(alice, "collect");
    expect(collects).toHaveLength(1);
    expect(collects[0]).toMatchObject({ actors: [{ uid: bob.uid }], target: { type: "article", id: article } });
  });
});
