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

describe("circle_join_in and circle_join_out", () => {
  it("joins once (802008), counts members, and leaves once (802005)", async () => {
    const planet = await addPlanet(owner);
    const ref = { circle_id: planet.circle_id };
    expect(await join(fan, planet.circle_id)).toEqual({
      circle_id: planet.circle_id,
      is_joined: true,
      member_count: 2,
    });
    expect(await refusedWith(join(fan, planet.circle_id))).toBe(Code.AlreadyJoined);
    expect(await refusedWith(join(owner, planet.circle_id))).toBe(Code.AlreadyJoined);
    const seen = await fan.client.call(api.appsocial_msrv.circle_detail, ref);
    expect(seen.viewer).toEqual({ is_owner: false, is_joined: true, can_post: true, can_comment: true });
    expect(seen.recent_members.map((m) => m.uid)).toEqual([fan.uid, owner.uid]);

    expect(await fan.client.call(api.appsocial_msrv.circle_join_out, ref)).toEqual({
      circle_id: planet.circle_id,
      is_joined: false,
      member_count: 1,
    });
    expect(await refusedWith(fan.client.call(api.appsocial_msrv.circle_join_out, ref))).toBe(Code.NotJoined);
    expect(await refusedWith(owner.client.call(api.appsocial_msrv.circle_join_out, ref))).toBe(Code.OwnerCannotLeave);
    expect(await refusedWith(fan.client.call(api.appsocial_msrv.circle_join_out, { circle_id: 999_999 }))).toBe(
      Code.SocialNotExists,
    );
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_join_in, ref))).toBe(Code.NotLoggedIn);
  });

  it("keeps the count right when many join at once", async () => {
    const planet = await addPlanet(owner);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => member(gw)));
    await Promise.all(crowd.map((m) => join(m, planet.circle_id)));
    const detail = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(detail.member_count).toBe(7);
  });

  it("refuses what the gateway cannot check yet (802012), an entry fee without its payment (802013), and lets the owner in a gated planet post", async () => {
    for (const [gate, code] of [
      [{ gate_kind: "dao_nft" as const }, Code.PlanetGateUnavailable],
      [{ gate_kind: "ict_balance" as const, gate_amount: "1000" }, Code.PlanetGateUnavailable],
      [{ gate_kind: "entry_fee" as const, gate_amount: "1000" }, Code.EntryFeeRequired],
    ] as const) {
      const planet = await addPlanet(owner, gate);
      expect(await refusedWith(join(fan, planet.circle_id))).toBe(code);
      expect(await addTopic(owner, planet.circle_id)).toMatchObject({ circle_id: planet.circle_id });
    }
  });

  it("takes posting rights from a member when the planet becomes gated", async () => {
    const planet = await addPlanet(owner);
    await join(fan, planet.circle_id);
    const topic = await addTopic(fan, planet.circle_id);
    await owner.client.call(api.appsocial_msrv.circle_edit, {
      circle_id: planet.circle_id,
      name: planet.name,
      icon_url: planet.icon_url,
      gate_kind: "dao_nft",
    });
    expect(await refusedWith(addTopic(fan, planet.circle_id))).toBe(Code.PlanetGateUnavailable);
    expect(
      await refusedWith(
        fan.client.call(api.appsocial_msrv.comment_add, { topic_id: topic.topic_id, content: "still here" }),
      ),
    ).toBe(Code.PlanetGateUnavailable);
    const seen = await fan.client.call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(seen.viewer).toEqual({ is_owner: false, is_joined: true, can_post: false, can_comment: false });
  });
});
