import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, mediaUrl } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, planetForm, startPlanetGateway } from "../../../test/planets.js";

let gw: TestGateway;
let owner: Member;
let other: Member;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, other] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("circle_add and circle_detail", () => {
  it("makes the creator owner and first member, with every field of the form", async () => {
    const form = planetForm({ name: "Zero knowledge circle", tags: "zk, proofs", circle_type: 2, is_public: 0 });
    const planet = await owner.client.call(api.appsocial_msrv.circle_add, form);
    expect(planet).toMatchObject({
      name: "Zero knowledge circle",
      icon_url: form.icon_url,
      introduction: form.introduction,
      tags: ["zk", "proofs"],
      circle_type: 2,
      is_public: 0,
      gate_kind: "none",
      gate_amount: null,
      owner: { uid: owner.uid },
      member_count: 1,
      topic_count: 0,
      viewer: { is_owner: true, is_joined: true, can_post: true, can_comment: true },
    });
    expect(planet.recent_members.map((m) => m.uid)).toEqual([owner.uid]);
    const seen = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(seen.viewer).toEqual({ is_owner: false, is_joined: false, can_post: false, can_comment: false });
    const byOther = await other.client.call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(byOther.viewer.is_owner).toBe(false);
  });

  it("refuses a name taken in any case (802006) and an unknown planet (802007)", async () => {
    await addPlanet(owner, { name: "Validators guild" });
    expect(await refusedWith(addPlanet(other, { name: "VALIDATORS GUILD" }))).toBe(Code.SocialAlreadyExists);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: 999_999 }))).toBe(
      Code.SocialNotExists,
    );
  });

  it("checks the form: name, icon among the uploads, gate amount exactly where one is needed", async () => {
    expect(await refusedWith(addPlanet(owner, { name: "  " }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addPlanet(owner, { name: "x".repeat(31) }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addPlanet(owner, { icon_url: "https://elsewhere.example/a.png" }))).toBe(
      Code.ParamInvalid,
    );
    expect(await refusedWith(addPlanet(owner, { gate_kind: "ict_balance" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addPlanet(owner, { gate_kind: "dao_nft", gate_amount: "10" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addPlanet(owner, { gate_kind: "entry_fee", gate_amount: "0" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addPlanet(owner, { circle_type: 9 as never }))).toBe(Code.ParamInvalid);
    const gated = await addPlanet(owner, { gate_kind: "icms_balance", gate_amount: "1000000000000000000000" });
    expect(gated).toMatchObject({ gate_kind: "icms_balance", gate_amount: "1000000000000000000000" });
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_add, planetForm()))).toBe(Code.NotLoggedIn);
  });
});

describe("circle_edit", () => {
  it("lets the owner change every field (802004 for others, 802006 for a taken name)", async () => {
    const planet = await addPlanet(owner);
    const taken = await addPlanet(owner);
    const icon = mediaUrl("image");
    const edited = await owner.client.call(api.appsocial_msrv.circle_edit, {
      ...planetForm({ name: "Renamed planet", icon_url: icon, is_public: 0, circle_type: 5 }),
      circle_id: planet.circle_id,
      gate_kind: "entry_fee",
      gate_amount: "5000",
    });
    expect(edited).toMatchObject({
      name: "Renamed planet",
      icon_url: icon,
      is_public: 0,
      circle_type: 5,
      gate_kind: "entry_fee",
      gate_amount: "5000",
    });
    expect(
      await refusedWith(
        other.client.call(api.appsocial_msrv.circle_edit, { ...planetForm(), circle_id: planet.circle_id }),
      ),
    ).toBe(Code.NotPlanetOwner);
    expect(
      await refusedWith(
        owner.client.call(api.appsocial_msrv.circle_edit, {
          ...planetForm({ name: taken.name }),
          circle_id: planet.circle_id,
        }),
      ),
    ).toBe(Code.SocialAlreadyExists);
    // Its own name again is no conflict.
    await owner.client.call(api.appsocial_msrv.circle_edit, {
      ...planetForm({ name: "Renamed planet" }),
      circle_id: planet.circle_id,
    });
    expect(
      await refusedWith(owner.client.call(api.appsocial_msrv.circle_edit, { ...planetForm(), circle_id: 999_999 })),
    ).toBe(Code.SocialNotExists);
  });
});

describe("lists", () => {
  it("lists by type and name, the owner's planets and the joined ones", async () => {
    const lister = await member(gw);
    const a = await addPlanet(lister, { name: "Gamefi lounge", circle_type: 4 });
    const b = await addPlanet(owner, { name: "Gamefi arena", circle_type: 4 });
    await join(other, b.circle_id);
    const byType = await gw.client().call(api.appsocial_msrv.circle_list, { circle_type: 4 });
    expect(byType.list.map((p) => p.circle_id)).toEqual([b.circle_id, a.circle_id]);
    expect(byType.total).toBe(2);
    const recent = await gw.client().call(api.appsocial_msrv.circle_list, { circle_type: 4, order: "recent" });
    expect(recent.list.map((p) => p.circle_id)).toEqual([b.circle_id, a.circle_id]);
    const named = await gw.client().call(api.appsocial_msrv.circle_list, { keyword: "lounge" });
    expect(named.list.map((p) => p.name)).toEqual(["Gamefi lounge"]);
    expect((await gw.client().call(api.appsocial_msrv.circle_list, { keyword: "%" })).total).toBe(0);

    const mine = await lister.client.call(api.appsocial_msrv.my_circle_list, {});
    expect(mine.list.map((p) => p.circle_id)).toEqual([a.circle_id]);
    await join(lister, b.circle_id);
    const joined = await lister.client.call(api.appsocial_msrv.circle_join_list, {});
    expect(joined.list.map((p) => p.circle_id)).toEqual([b.circle_id, a.circle_id]);
    expect(joined.list[0]?.viewer).toMatchObject({ is_joined: true, is_owner: false, can_post: true });
    expect(joined.total).toBe(2);
  });

  it("lists members, the owner first", async () => {
    const planet = await addPlanet(owner);
    await join(other, planet.circle_id);
    const members = await gw.client().call(api.appsocial_msrv.circle_userlist, { circle_id: planet.circle_id });
    expect(members.list.map((m) => [m.user.uid, m.is_owner])).toEqual([
      [owner.uid, true],
      [other.uid, false],
    ]);
    expect(members.total).toBe(2);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_userlist, { circle_id: 999_999 }))).toBe(
      Code.SocialNotExists,
    );
  });
});

describe("circle_delete", () => {
  it("leaves nothing of the planet reachable: topics, comments, likes, memberships", async () => {
    const planet = await addPlanet(owner);
    await join(other, planet.circle_id);
    const topic = await addTopic(owner, planet.circle_id);
    const comment = await other.client.call(api.appsocial_msrv.comment_add, {
      topic_id: topic.topic_id,
      content: "Good notes on sequencing",
    });
    await other.client.call(api.appsocial_msrv.click_like, { topic_id: topic.topic_id });
    expect(
      await refusedWith(other.client.call(api.appsocial_msrv.circle_delete, { circle_id: planet.circle_id })),
    ).toBe(Code.NotPlanetOwner);

    expect(await owner.client.call(api.appsocial_msrv.circle_delete, { circle_id: planet.circle_id })).toEqual({
      deleted: true,
    });
    const ref = { circle_id: planet.circle_id };
    const gone = Code.SocialNotExists;
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_detail, ref))).toBe(gone);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.circle_userlist, ref))).toBe(gone);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.topics_list, ref))).toBe(gone);
    expect(await refusedWith(other.client.call(api.appsocial_msrv.circle_join_in, ref))).toBe(gone);
    const topicRef = { topic_id: topic.topic_id };
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.topics_detail, topicRef))).toBe(gone);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.comment_list, topicRef))).toBe(gone);
    expect(await refusedWith(other.client.call(api.appsocial_msrv.click_like, topicRef))).toBe(gone);
    expect(
      await refusedWith(other.client.call(api.appsocial_msrv.comment_delete, { comment_id: comment.comment_id })),
    ).toBe(gone);
    const feed = await other.client.call(api.appsocial_msrv.topics_list, { scope: "all" });
    expect(feed.list.some((t) => t.topic_id === topic.topic_id)).toBe(false);
    const joined = await other.client.call(api.appsocial_msrv.circle_join_list, {});
    expect(joined.list.some((p) => p.circle_id === planet.circle_id)).toBe(false);
    const rows = await gw.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM planet_members WHERE circle_id = $1)
            + (SELECT count(*) FROM planet_topics WHERE circle_id = $1)
            + (SELECT count(*) FROM planet_comments WHERE topic_id = $2)
            + (SELECT count(*) FROM planet_likes WHERE topic_id = $2) AS n`,
      [planet.circle_id, topic.topic_id],
    );
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await refusedWith(owner.client.call(api.appsocial_msrv.circle_delete, ref))).toBe(gone);
  });
});
