import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { nicknamed, noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

const comment = (who: Member, article_id: number, content: string) =>
  who.client.call(api.appcms_msrv.article_comment_add, { article_id, content });

describe("article comment notices", () => {
  it("tells the item's author of a comment, linking to the item", async () => {
    const article = await publish(alice, { title: "Restaking risks" });
    const added = await comment(bob, article, "Which operators are slashable?");
    const [notice] = await noticesOf(alice, "comment");
    expect(notice).toMatchObject({
      kind: "comment",
      actors: [{ uid: bob.uid }],
      target: { type: "article_comment", id: added.comment_id, title: "Restaking risks" },
    });
    expect(notice?.target?.url).toContain(`article_id=${article}`);
    expect(await noticesOf(bob)).toEqual([]);
  });

  it("tells the people a comment mentions, the author only once", async () => {
    const article = await publish(alice, { title: "Bridges compared" });
    const [aliceName, carolName] = await Promise.all([nicknamed(alice, "alice"), nicknamed(carol, "carol")]);
    await comment(bob, article, `@${carolName} and @${aliceName}, have a look. @${carolName}!`);
    const mentions = await noticesOf(carol, "mention");
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({ actors: [{ uid: bob.uid }], target: { title: "Bridges compared" } });
    const toAlice = (await noticesOf(alice)).filter((n) => n.target?.title === "Bridges compared");
    expect(toAlice.map((n) => n.kind)).toEqual(["comment"]);
  });
});
