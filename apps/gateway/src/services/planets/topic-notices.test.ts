import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";
import { nicknamed, noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let owner: Member;
let fan: Member;
let reader: Member;
let outsider: Member;
let circleId: number;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, fan, reader, outsider] = await Promise.all([member(gw), member(gw), member(gw), member(gw)]);
  circleId = (await addPlanet(owner, { name: `Rollup research ${Date.now()}` })).circle_id;
  await join(fan, circleId);
  await join(reader, circleId);
});
afterAll(() => gw.close());

describe("new topic notices", () => {
  it("tells the planet's members (by a job) and the people it mentions, each once, not the author", async () => {
    const outsiderName = await nicknamed(outsider, "outsider");
    const readerName = await nicknamed(reader, "reader");
    const topic = await addTopic(fan, circleId, {
      name: "Based rollups",
      content: `<p>Asking <strong>@${outsiderName}</strong> and @${readerName}</p>`,
    });
    const about = (n: { target: { type: string; id: number } | null }) =>
      n.target?.type === "topic" && n.target.id === topic.topic_id;
    await expect
      .poll(async () => (await noticesOf(owner, "planet_topic")).filter(about), { timeout: 20_000, interval: 200 })
      .toHaveLength(1);
    expect((await noticesOf(owner, "planet_topic"))[0]).toMatchObject({
      actors: [{ uid: fan.uid }],
      target: { title: "Based rollups" },
    });
    expect((await noticesOf(outsider, "mention")).filter(about)).toHaveLength(1);
    // The reader was mentioned: told so, and not of the new topic as well.
    expect((await noticesOf(reader)).filter(about).map((n) => n.kind)).toEqual(["mention"]);
    expect((await noticesOf(fan)).filter(about)).toEqual([]);

    await fan.client.call(api.appsocial_msrv.topics_delete, { topic_id: topic.topic_id });
    expect((await noticesOf(owner, "planet_topic")).filter(about)).toMatchObject([{ target: { deleted: true } }]);
  });
});
