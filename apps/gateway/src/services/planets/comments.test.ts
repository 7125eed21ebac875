import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";

let gw: TestGateway;
let owner: Member;
let fan: Member;
let other: Member;
let topicId: number;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, fan, other] = await Promise.all([member(gw), member(gw), member(gw)]);
  // A private planet: members do not post topics there, but they comment.
  const planet = await addPlanet(owner, { is_public: 0 });
  await join(fan, planet.circle_id);
  await join(other, planet.circle_id);
  topicId = (await addTopic(owner, planet.circle_id)).topic_id;
});
afterAll(() => gw.close());

const say = (who: Member, content: string, topic_id = topicId) =>
  who.client.call(api.appsocial_msrv.comment_add, { topic_id, content });

describe("comment_add and comment_list", () => {
  it("lets members comment, oldest first, and counts them", async () => {
    const first = await say(fan, "  Which sequencer did you test?  ");
    expect(first).toMatchObject({
      topic_id: topicId,
      content: "Which sequencer did you test?",
      author: { uid: fan.uid },
    });
    const second = await say(owner, "Espresso and Astria, both on testnet");
    const page = await gw.client().call(api.appsocial_msrv.comment_list, { topic_id: topicId });
    expect(page.list.map((c) => c.comment_id)).toEqual([first.comment_id, second.comment_id]);
    expect(page.list.every((c) => !c.can_delete)).toBe(true);
    const asOwner = await owner.client.call(api.appsocial_msrv.comment_list, { topic_id: topicId });
    expect(asOwner.list.every((c) => c.can_delete)).toBe(true);
    const topic = await gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: topicId });
    expect(topic.comment_count).toBe(page.total);
  });

  it("refuses an empty comment (802000), a too short one (801132), a non-member (802005), a missing topic (802007)", async () => {
    expect(await refusedWith(say(fan, "   "))).toBe(Code.CommentEmpty);
    expect(await refusedWith(say(fan, "a"))).toBe(Code.CommentTooShort);
    const outsider = await member(gw);
    expect(await refusedWith(say(outsider, "Let me in"))).toBe(Code.NotJoined);
    expect(await refusedWith(say(fan, "Hello there", 999_999))).toBe(Code.SocialNotExists);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.comment_list, { topic_id: 999_999 }))).toBe(
      Code.SocialNotExists,
    );
    expect(
      await refusedWith(gw.client().call(api.appsocial_msrv.comment_add, { topic_id: topicId, content: "Anonymous" })),
    ).toBe(Code.NotLoggedIn);
  });
});

describe("comment_delete", () => {
  it("lets the author and the planet's owner delete, nobody else (802004)", async () => {
    const a = await say(fan, "First thought on this");
    const b = await say(fan, "Second thought on this");
    const before = (await gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: topicId })).comment_count;
    expect(await refusedWith(other.client.call(api.appsocial_msrv.comment_delete, { comment_id: a.comment_id }))).toBe(
      Code.NotPlanetOwner,
    );
    await fan.client.call(api.appsocial_msrv.comment_delete, { comment_id: a.comment_id });
    await owner.client.call(api.appsocial_msrv.comment_delete, { comment_id: b.comment_id });
    expect(await refusedWith(fan.client.call(api.appsocial_msrv.comment_delete, { comment_id: a.comment_id }))).toBe(
      Code.SocialNotExists,
    );
    const after = await gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: topicId });
    expect(after.comment_count).toBe(before - 2);
    const list = await gw.client().call(api.appsocial_msrv.comment_list, { topic_id: topicId, page_size: 100 });
    expect(list.list.map((c) => c.comment_id)).not.toContain(a.comment_id);
  });
});
