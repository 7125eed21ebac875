import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, mediaUrl } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, join, startPlanetGateway } from "../../../test/planets.js";

let gw: TestGateway;
let owner: Member;
let fan: Member;
let stranger: Member;
beforeAll(async () => {
  gw = await startPlanetGateway();
  [owner, fan, stranger] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("who posts", () => {
  it("in a private planet only the owner (802004), in a public one every member; never a non-member (802005)", async () => {
    const planet = await addPlanet(owner, { is_public: 0 });
    await join(fan, planet.circle_id);
    expect(await refusedWith(addTopic(fan, planet.circle_id))).toBe(Code.NotPlanetOwner);
    expect(await refusedWith(addTopic(stranger, planet.circle_id))).toBe(Code.NotJoined);
    const ownerTopic = await addTopic(owner, planet.circle_id);
    expect(ownerTopic.author.uid).toBe(owner.uid);
    const privateView = await fan.client.call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(privateView.viewer).toMatchObject({ can_post: false, can_comment: true });

    await owner.client.call(api.appsocial_msrv.circle_edit, {
      circle_id: planet.circle_id,
      name: planet.name,
      icon_url: planet.icon_url,
      is_public: 1,
    });
    const fanTopic = await addTopic(fan, planet.circle_id);
    expect(fanTopic.author.uid).toBe(fan.uid);
    expect(await refusedWith(addTopic(stranger, planet.circle_id))).toBe(Code.NotJoined);
    expect(await refusedWith(addTopic(fan, 999_999))).toBe(Code.SocialNotExists);
    expect(
      await refusedWith(gw.client().call(api.appsocial_msrv.topics_add, { circle_id: planet.circle_id, name: "x" })),
    ).toBe(Code.NotLoggedIn);
    const detail = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(detail.topic_count).toBe(2);
  });
});

describe("topics_add", () => {
  it("keeps rich text clean and carries images, a video and attachments from the uploads", async () => {
    const planet = await addPlanet(owner);
    const images = [mediaUrl("image"), mediaUrl("image", "gif")];
    const video = mediaUrl("video");
    const file = mediaUrl("image", "jpg");
    const icon = mediaUrl("image");
    const topic = await addTopic(owner, planet.circle_id, {
      name: "Audit report",
      icon_url: icon,
      intro: "The findings in short.",
      content: '<p onclick="steal()">Read <script>alert(1)</script>this</p>',
      image_urls: images,
      video_url: video,
      attachments: [{ name: "report.jpg", url: file }],
    });
    expect(topic).toMatchObject({
      name: "Audit report",
      icon_url: icon,
      intro: "The findings in short.",
      image_urls: images,
      video_url: video,
      attachments: [{ name: "report.jpg", url: file }],
      like_count: 0,
      comment_count: 0,
      is_liked: false,
      can_delete: true,
      circle_name: planet.name,
    });
    expect(topic.content).not.toMatch(/script|onclick/);
    expect(topic.content).toContain("Read");
    const again = await gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: topic.topic_id });
    expect(again).toMatchObject({ ...topic, can_delete: false });
  });

  it("refuses files that are not the gateway's, too many images, and an empty name", async () => {
    const planet = await addPlanet(owner);
    const outside = "https://elsewhere.example/x.png";
    expect(await refusedWith(addTopic(owner, planet.circle_id, { image_urls: [outside] }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addTopic(owner, planet.circle_id, { video_url: mediaUrl("image") }))).toBe(
      Code.ParamInvalid,
    );
    expect(
      await refusedWith(
        addTopic(owner, planet.circle_id, { attachments: [{ name: "a.pdf", url: "https://x.example/a.pdf" }] }),
      ),
    ).toBe(Code.ParamInvalid);
    const ten = Array.from({ length: 10 }, () => mediaUrl("image"));
    expect(await refusedWith(addTopic(owner, planet.circle_id, { image_urls: ten }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(addTopic(owner, planet.circle_id, { name: " " }))).toBe(Code.ParamInvalid);
    const detail = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(detail.topic_count).toBe(0);
  });
});

describe("topics_list", () => {
  it("answers a planet's feed, the joined planets' feed and everything, newest first", async () => {
    const reader = await member(gw);
    const a = await addPlanet(owner);
    const b = await addPlanet(owner);
    const c = await addPlanet(owner);
    await join(reader, a.circle_id);
    await join(reader, b.circle_id);
    const t1 = await addTopic(owner, a.circle_id);
    const t2 = await addTopic(owner, b.circle_id);
    const t3 = await addTopic(owner, c.circle_id);
    const t4 = await addTopic(reader, a.circle_id);

    const ofA = await gw.client().call(api.appsocial_msrv.topics_list, { circle_id: a.circle_id });
    expect(ofA.list.map((t) => t.topic_id)).toEqual([t4.topic_id, t1.topic_id]);
    expect(ofA.total).toBe(2);
    const joined = await reader.client.call(api.appsocial_msrv.topics_list, {});
    expect(joined.list.map((t) => t.topic_id)).toEqual([t4.topic_id, t2.topic_id, t1.topic_id]);
    const paged = await reader.client.call(api.appsocial_msrv.topics_list, { page: 2, page_size: 2 });
    expect(paged.list.map((t) => t.topic_id)).toEqual([t1.topic_id]);
    expect(paged.total).toBe(3);
    const older = await reader.client.call(api.appsocial_msrv.topics_list, { before_id: t2.topic_id });
    expect(older.list.map((t) => t.topic_id)).toEqual([t1.topic_id]);
    expect(older.total).toBe(1);
    const all = await reader.client.call(api.appsocial_msrv.topics_list, { scope: "all", page_size: 100 });
    expect(all.list.map((t) => t.topic_id)).toEqual(expect.arrayContaining([t1.topic_id, t2.topic_id, t3.topic_id]));
    const anonymous = await gw.client().call(api.appsocial_msrv.topics_list, {});
    expect(anonymous.total).toBe(all.total);
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.topics_list, { scope: "joined" }))).toBe(
      Code.NotLoggedIn,
    );
    expect(await refusedWith(gw.client().call(api.appsocial_msrv.topics_detail, { topic_id: 999_999 }))).toBe(
      Code.SocialNotExists,
    );
  });
});

describe("topics_delete", () => {
  it("lets the author and the planet's owner delete, nobody else (802004)", async () => {
    const planet = await addPlanet(owner);
    await join(fan, planet.circle_id);
    await join(stranger, planet.circle_id);
    const mine = await addTopic(fan, planet.circle_id);
    const removedByOwner = await addTopic(fan, planet.circle_id);
    const ownerView = await owner.client.call(api.appsocial_msrv.topics_detail, { topic_id: removedByOwner.topic_id });
    expect(ownerView.can_delete).toBe(true);
    expect(await refusedWith(stranger.client.call(api.appsocial_msrv.topics_delete, { topic_id: mine.topic_id }))).toBe(
      Code.NotPlanetOwner,
    );
    await fan.client.call(api.appsocial_msrv.topics_delete, { topic_id: mine.topic_id });
    await owner.client.call(api.appsocial_msrv.topics_delete, { topic_id: removedByOwner.topic_id });
    expect(await refusedWith(fan.client.call(api.appsocial_msrv.topics_delete, { topic_id: mine.topic_id }))).toBe(
      Code.SocialNotExists,
    );
    const feed = await gw.client().call(api.appsocial_msrv.topics_list, { circle_id: planet.circle_id });
    expect(feed.total).toBe(0);
    const detail = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(detail.topic_count).toBe(0);
  });
});
