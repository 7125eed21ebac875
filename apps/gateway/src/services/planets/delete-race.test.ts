import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";

let gw: TestGateway;
let owner: Member;
let crowd: Member[];
beforeAll(async () => {
  gw = await startPlanetGateway();
  owner = await member(gw);
  crowd = await Promise.all(Array.from({ length: 6 }, () => member(gw)));
});
afterAll(() => gw.close());

describe("deleting while members post", () => {
  it("answers every post either written or 802007, and leaves nothing behind", async () => {
    const planet = await addPlanet(owner);
    await Promise.all(crowd.map((m) => join(m, planet.circle_id)));
    const topic = await addTopic(owner, planet.circle_id);
    const posts = crowd.flatMap((m) => [
      m.client.call(api.appsocial_msrv.comment_add, { topic_id: topic.topic_id, content: "Racing the delete" }),
      m.client.call(api.appsocial_msrv.click_like, { topic_id: topic.topic_id }),
      addTopic(m, planet.circle_id),
    ]);
    const deleted = owner.client.call(api.appsocial_msrv.circle_delete, { circle_id: planet.circle_id });
    const results = await Promise.allSettled([...posts, deleted]);
    const codes = results
      .filter((r): r is PromiseRejectedResult => r.status === "rejected")
      .map((r) => (r.reason as { code?: number }).code);
    expect(codes.filter((code) => code !== Code.SocialNotExists)).toEqual([]);
    expect(results.at(-1)?.status).toBe("fulfilled");
    const [left] = await gw.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM planet_topics WHERE circle_id = $1)
            + (SELECT count(*) FROM planet_members WHERE circle_id = $1)
            + (SELECT count(*) FROM planet_comments WHERE topic_id = $2)
            + (SELECT count(*) FROM planet_likes WHERE topic_id = $2) AS n`,
      [planet.circle_id, topic.topic_id],
    );
    expect(Number(left?.n)).toBe(0);
  });
});
