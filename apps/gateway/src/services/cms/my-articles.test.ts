import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { articleForm, type Member, mediaUrl, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("writing an article", () => {
  it("goes online at once without a review quorum, with its tags, author and search vector", async () => {
    const saved = await alice.client.call(
      api.appcms_msrv.my_article_add_save,
      articleForm({ title: "  Account abstraction  ", tags: "AA, wallets，ERC-4337、wallets", is_howto: 1 }),
    );
    expect(saved).toMatchObject({
      title: "Account abstraction",
      status: "online",
      passed: true,
      is_howto: 1,
      is_open: 1,
      tags: ["AA", "wallets", "ERC-4337"],
      author: { uid: alice.uid },
    });
    expect(saved.published_at).not.toBeNull();
    const detail = await gw.client().call(api.appcms_msrv.article_detail, { article_id: saved.article_id });
    expect(detail).toMatchObject({ title: "Account abstraction", is_owner: false, is_like: false });
    expect(detail.author).not.toHaveProperty("email");
  });

  it("writes a video with an mp4 and fills a missing abstract from the text", async () => {
    const video = mediaUrl("video");
    const saved = await alice.client.call(
      api.appcms_msrv.my_article_add_save,
      articleForm({ article_type: 2, video_url: video, abstract: "", content: `<p>${"Proof ".repeat(60)}</p>` }),
    );
    expect(saved).toMatchObject({ article_type: 2, video_url: video });
    expect([...saved.abstract].length).toBe(200);
  });

  it("refuses what the spec's rules refuse, and writes nothing", async () => {
    const { total } = await gw.client().call(api.appcms_msrv.article_list, {});
    const bad = [
      articleForm({ title: "x".repeat(101) }),
      articleForm({ title: "   " }),
      articleForm({ abstract: "y".repeat(201) }),
      articleForm({ cover_url: mediaUrl("image", "webp") }),
      articleForm({ cover_url: mediaUrl("image", "svg") }),
      articleForm({ cover_url: "" }),
      articleForm({ cover_url: "https://tracker.example/pixel.png" }),
      articleForm({ cover_url: mediaUrl("video") }),
      articleForm({ content: "" }),
      articleForm({ content: "<script>alert(1)</script>" }),
      articleForm({ article_type: 2 }),
      articleForm({ article_type: 2, video_url: mediaUrl("video", "mov") }),
      articleForm({ article_type: 2, video_url: mediaUrl("image") }),
      articleForm({ article_type: 3 }),
      articleForm({ tags: "a,b,c,d,e,f,g,h,i,j,k" }),
      articleForm({ tags: "t".repeat(21) }),
    ];
    for (const form of bad) {
      expect(
        await refusedWith(alice.client.call(api.appcms_msrv.my_article_add_save, form)),
        JSON.stringify(form),
      ).toBe(Code.ParamInvalid);
    }
    expect((await gw.client().call(api.appcms_msrv.article_list, {})).total).toBe(total);
  });

  it("counts 100 characters as people count them, Chinese included", async () => {
    const title = "以".repeat(100);
    expect((await alice.client.call(api.appcms_msrv.my_article_add_save, articleForm({ title }))).title).toBe(title);
  });

  it("answers 801110 for a title the author already has (any case), not for another author", async () => {
    await publish(alice, { title: "Restaking risks" });
    expect(
      await refusedWith(
        alice.client.call(api.appcms_msrv.my_article_add_save, articleForm({ title: "RESTAKING risks" })),
      ),
    ).toBe(Code.SameTitle);
    await publish(bob, { title: "Restaking risks" });
    // A video may share an article's title.
    await publish(alice, { title: "Restaking risks", article_type: 2, video_url: mediaUrl("video") });
  });

  it("needs a session", async () => {
    expect(await refusedWith(gw.client().call(api.appcms_msrv.my_article_add_save, articleForm()))).toBe(
      Code.NotLoggedIn,
    );
  });
});

describe("editing", () => {
  it("saves the owner's edit and keeps the item online", async () => {
    const id = await publish(alice, { title: "Draft title" });
    const edited = await alice.client.call(api.appcms_msrv.my_article_edit_save, {
      ...articleForm({ title: "Final title", tags: "zk" }),
      article_id: id,
    });
    expect(edited).toMatchObject({ article_id: id, title: "Final title", tags: ["zk"], status: "online" });
    expect(await alice.client.call(api.appcms_msrv.my_article_detail, { article_id: id })).toMatchObject({
      title: "Final title",
    });
  });

  it("refuses anyone but the owner with 1006, and unknown items with 3002", async () => {
    const id = await publish(alice);
    const form = { ...articleForm({ title: "Taken over" }), article_id: id };
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_article_edit_save, form))).toBe(Code.PermissionDenied);
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_article_detail, { article_id: id }))).toBe(
      Code.PermissionDenied,
    );
    expect(
      await refusedWith(alice.client.call(api.appcms_msrv.my_article_edit_save, { ...form, article_id: 999_999 })),
    ).toBe(Code.NotFound);
    expect((await gw.client().call(api.appcms_msrv.article_detail, { article_id: id })).title).not.toBe("Taken over");
  });

  it("answers 801110 when an edit takes another of the author's titles", async () => {
    await publish(alice, { title: "Bridges" });
    const id = await publish(alice, { title: "Oracles" });
    const form = { ...articleForm({ title: "bridges" }), article_id: id };
    expect(await refusedWith(alice.client.call(api.appcms_msrv.my_article_edit_save, form))).toBe(Code.SameTitle);
  });
});
