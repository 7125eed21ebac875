import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";
import { noticesOf } from "../../../test/received-notices.js";

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

describe("topic like notices", () => {
  it("tells the topic's author of likes, grouped on the topic", async () => {
    const topic = await addTopic(fan, circleId, { name: "Proof aggregation" });
    await owner.client.call(api.appsocial_msrv.click_like, { topic_id: topic.topic_id });
    await other.client.call(api.appsocial_msrv.click_like, { topic_id: topic.topic_id });
    const likes = await noticesOf(fan, "like");
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      count: 2,
      target: { type: "topic", id: topic.topic_id, title: "Proof aggregation" },
    });
    expect(likes[0]?.actors.map((a) => a.uid)).toEqual([other.uid, owner.uid]);
  });
});
