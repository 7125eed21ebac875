import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { addPlanet, join, startPlanetGateway } from "../../../test/planets.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let owner: Member;
beforeAll(async () => {
  gw = await startPlanetGateway();
  owner = await member(gw);
});
afterAll(() => gw.close());

describe("planet join notices", () => {
  it("tells the owner who joined, grouped per planet", async () => {
    const planet = await addPlanet(owner);
    const [a, b] = [await member(gw), await member(gw)];
    await join(a, planet.circle_id);
    await join(b, planet.circle_id);
    const joined = await noticesOf(owner, "planet_joined");
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ count: 2, target: { type: "planet", id: planet.circle_id } });
    expect(joined[0]?.actors.map((actor) => actor.uid)).toEqual([b.uid, a.uid]);
    expect(await noticesOf(a)).toEqual([]);
  });
});
