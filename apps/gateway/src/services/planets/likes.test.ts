import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";

let gw: TestGateway;
let owner: Member;
let fan: Member;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, fan] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

const like = (who: Member, topic_id: number) => who.client.call(api.appsocial_msrv.click_like, { topic_id });

describe("click_like", () => {
  it("counts a member's like once (802001), never the author's own (802002), never a non-member's (802005)", async () => {
    const planet = await addPlanet(owner);
    await join(fan, planet.circle_id);
    const topic = await addTopic(owner, planet.circle_id);
    expect(await like(fan, topic.topic_id)).toEqual({ topic_id: topic.topic_id, is_liked: true, like_count: 1 });
    expect(await refusedWith(like(fan, topic.topic_id))).toBe(Code.TopicAlreadyLiked);
    expect(await refusedWith(like(owner, topic.topic_id))).toBe(Code.TopicCannotLikeOwn);
    const outsider = await member(gw);
    expect(await refusedWith(like(outsider, topic.topic_id))).toBe(Code.NotJoined);
    expect(await refusedWith(like(fan, 999_999))).toBe(Code.SocialNotExists);
    const seen = await fan.client.call(api.appsocial_msrv.topics_detail, { topic_id: topic.topic_id });
    expect(seen).toMatchObject({ is_liked: true, like_count: 1 });
    // The owner likes a member's topic.
    const fanTopic = await addTopic(fan, planet.circle_id);
    expect(await like(owner, fanTopic.topic_id)).toMatchObject({ like_count: 1 });
  });

  it("loses no like and counts none twice when many like at once", async () => {
    const planet = await addPlanet(owner);
    const topic = await addTopic(owner, planet.circle_id);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => member(gw)));
    await Promise.all(crowd.map((m) => join(m, planet.circle_id)));
    // Each member clicks twice at the same moment: one like each is kept.
    const results = await Promise.allSettled(crowd.flatMap((m) => [like(m, topic.topic_id), like(m, topic.topic_id)]));
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r.reason as { code?: number }).code);
    expect(refused).toEqual(Array(8).fill(Code.TopicAlreadyLiked));
    const rows = await gw.db.query<{ n: number }>("SELECT count(*)::int AS n FROM planet_likes WHERE topic_id = $1", [
      topic.topic_id,
    ]);
    const detail = await gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: topic.topic_id });
    expect(rows[0]?.n).toBe(8);
    expect(detail.like_count).toBe(8);
  });
});
