import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";
import { nicknamed, noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let owner: Member;
let fan: Member;
let other: Member;
let circleId: number;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, fan, other] = await Promise.all([member(gw), member(gw), member(gw)]);
  circleId = (await addPlanet(owner)).circle_id;
  await join(fan, circleId);
  await join(other, circleId);
});
afterAll(() => gw.close());

describe("topic comment notices", () => {
  it("tells the topic's author of a reply and the people it mentions, each once, and says so when it is deleted", async () => {
    const topic = await addTopic(fan, circleId, { name: "Shared sequencers" });
    const [fanName, otherName] = await Promise.all([nicknamed(fan, "fan"), nicknamed(other, "other")]);
    const comment = await owner.client.call(api.appsocial_msrv.comment_add, {
      topic_id: topic.topic_id,
      content: `@${otherName} @${fanName} what do you think?`,
    });
    const [reply] = await noticesOf(fan, "reply");
    expect(reply).toMatchObject({
      actors: [{ uid: owner.uid }],
      target: { type: "topic_comment", id: comment.comment_id, title: "Shared sequencers", deleted: false },
    });
    expect(reply?.target?.url).toContain(`topic_id=${topic.topic_id}`);
    expect(await noticesOf(fan, "mention")).toEqual([]);
    expect(await noticesOf(other, "mention")).toMatchObject([{ target: { id: comment.comment_id } }]);

    await owner.client.call(api.appsocial_msrv.comment_delete, { comment_id: comment.comment_id });
    expect(await noticesOf(fan, "reply")).toMatchObject([{ target: { deleted: true } }]);
    expect(await noticesOf(other, "mention")).toMatchObject([{ target: { deleted: true } }]);
  });
});
