import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionInput, type Api, api, Code } from "@icms/protocol";
import { type Member, mediaUrl, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

type SpecialInput = ActionInput<Api["appcms_msrv"]["special_add_save"]>;
let serial = 0;
const specialForm = (overrides: Partial<SpecialInput> = {}): SpecialInput => {
  serial += 1;
  return {
    name: `Column ${serial}`,
    abstract: "Notes on rollups",
    cover_url: mediaUrl("image"),
    tags: "l2",
    ...overrides,
  };
};
const addSpecial = async (who: Member, overrides: Partial<SpecialInput> = {}) =>
  (await who.client.call(api.appcms_msrv.special_add_save, specialForm(overrides))).special_id;

describe("specials and channels", () => {
  it("creates a special, online at once, and shows it to everyone", async () => {
    const saved = await alice.client.call(api.appcms_msrv.special_add_save, specialForm({ name: "Rollup diaries" }));
    expect(saved).toMatchObject({ special_type: 1, status: "online", is_owner: true, tags: ["l2"] });
    const seen = await bob.client.call(api.appcms_msrv.special_detail, { special_id: saved.special_id });
    expect(seen).toMatchObject({
      name: "Rollup diaries",
      is_owner: false,
      is_follow: false,
      owner: { uid: alice.uid },
    });
    const listed = await gw.client().call(api.appcms_msrv.special_list, { keyword: "diaries" });
    expect(listed.list.map((s) => s.special_id)).toEqual([saved.special_id]);
  });

  it("refuses a name over 30 characters, empty, or taken by a special or channel in any case (801114)", async () => {
    await addSpecial(alice, { name: "Zero knowledge" });
    expect(
      await refusedWith(bob.client.call(api.appcms_msrv.special_add_save, specialForm({ name: "x".repeat(31) }))),
    ).toBe(Code.ParamInvalid);
    expect(await refusedWith(bob.client.call(api.appcms_msrv.special_add_save, specialForm({ name: " " })))).toBe(
      Code.ParamInvalid,
    );
    expect(
      await refusedWith(
        bob.client.call(api.appcms_msrv.special_add_save, specialForm({ name: "ZERO KNOWLEDGE", special_type: 2 })),
      ),
    ).toBe(Code.SameName);
    expect(
      await refusedWith(
        bob.client.call(api.appcms_msrv.special_add_save, specialForm({ cover_url: mediaUrl("image", "bmp") })),
      ),
    ).toBe(Code.ParamInvalid);
  });

  it("lets only the owner edit (1006) and keeps names unique on edit", async () => {
    const id = await addSpecial(alice);
    await addSpecial(alice, { name: "Taken name" });
    const edit = { ...specialForm({ name: "Renamed column" }), special_id: id };
    expect(await refusedWith(bob.client.call(api.appcms_msrv.special_edit_save, edit))).toBe(Code.PermissionDenied);
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_special_detail, { special_id: id }))).toBe(
      Code.PermissionDenied,
    );
    expect(await alice.client.call(api.appcms_msrv.special_edit_save, edit)).toMatchObject({ name: "Renamed column" });
    expect(
      await refusedWith(alice.client.call(api.appcms_msrv.special_edit_save, { ...edit, name: "taken NAME" })),
    ).toBe(Code.SameName);
    expect(await alice.client.call(api.appcms_msrv.my_special_detail, { special_id: id })).toMatchObject({
      name: "Renamed column",
    });
  });

  it("files articles in one's own special only; channels take anyone's while open", async () => {
    const special = await addSpecial(alice);
    const channel = await addSpecial(alice, { special_type: 2 });
    const inSpecial = await publish(alice, { special_id: special });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_article_add_save, { ...articleIn(special) }))).toBe(
      Code.PermissionDenied,
    );
    const inChannel = await publish(bob, { special_id: channel });
    const detail = await gw.client().call(api.appcms_msrv.article_detail, { article_id: inChannel });
    expect(detail).toMatchObject({ special_id: channel });
    expect((await gw.client().call(api.appcms_msrv.special_detail, { special_id: channel })).article_count).toBe(1);
    const listed = await gw.client().call(api.appcms_msrv.article_list, { special_id: special });
    expect(listed).toMatchObject({ total: 1, list: [{ article_id: inSpecial, special_name: expect.any(String) }] });
    await alice.client.call(api.appcms_msrv.special_set_status, { ids: [channel], op: "close" });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_article_add_save, articleIn(channel)))).toBe(
      Code.ContentClosed,
    );
  });

  it("refuses to delete a special that holds articles (801112), deletes an empty one", async () => {
    const special = await addSpecial(alice);
    const empty = await addSpecial(alice);
    const article = await publish(alice, { special_id: special });
    expect(await refusedWith(alice.client.call(api.appcms_msrv.special_del_save, { ids: [special, empty] }))).toBe(
      Code.ColumnHasArticles,
    );
    expect(
      await refusedWith(alice.client.call(api.appcms_msrv.special_set_status, { ids: [special], op: "delete" })),
    ).toBe(Code.ColumnHasArticles);
    expect((await alice.client.call(api.appcms_msrv.my_special_detail, { special_id: empty })).status).toBe("online");
    await alice.client.call(api.appcms_msrv.special_del_save, { ids: [empty] });
    expect(await refusedWith(gw.client().call(api.appcms_msrv.special_detail, { special_id: empty }))).toBe(
      Code.NotFound,
    );
    await alice.client.call(api.appcms_msrv.my_article_del, { ids: [article] });
    await alice.client.call(api.appcms_msrv.special_del_save, { ids: [special] });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.special_del_save, { ids: [special] }))).toBe(
      Code.NotFound,
    );
  });

  it("runs the content operations on specials, with their refusals and the batch limit", async () => {
    const id = await addSpecial(bob);
    const set = (op: string, ids = [id]) =>
      bob.client.call(api.appcms_msrv.special_set_status, { ids, op: op as "online" });
    expect(await refusedWith(set("online"))).toBe(Code.AlreadyOnline);
    await set("offline");
    expect(await refusedWith(set("offline"))).toBe(Code.AlreadyOffline);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.special_detail, { special_id: id }))).toBe(Code.NotFound);
    await set("online");
    await set("close");
    expect(await refusedWith(set("close"))).toBe(Code.AlreadyClosed);
    await set("open");
    expect(await refusedWith(set("open"))).toBe(Code.AlreadyOpen);
    expect(await refusedWith(alice.client.call(api.appcms_msrv.special_set_status, { ids: [id], op: "close" }))).toBe(
      Code.PermissionDenied,
    );
    expect(
      await refusedWith(
        set(
          "offline",
          Array.from({ length: 11 }, (_, i) => i + 1),
        ),
      ),
    ).toBe(Code.BatchLimit);
    await bob.client.call(api.appcms_msrv.special_set_status, { ids: [id], op: "transfer", to_uid: alice.uid });
    expect((await alice.client.call(api.appcms_msrv.my_special_detail, { special_id: id })).is_owner).toBe(true);
  });

  it("lists the owner's specials by type and status", async () => {
    const carol = await member(gw);
    const a = await addSpecial(carol);
    await addSpecial(carol, { special_type: 2 });
    await carol.client.call(api.appcms_msrv.special_set_status, { ids: [a], op: "offline" });
    expect((await carol.client.call(api.appcms_msrv.my_special_list, {})).total).toBe(2);
    const offline = await carol.client.call(api.appcms_msrv.my_special_list, { status: "offline" });
    expect(offline.list.map((s) => s.special_id)).toEqual([a]);
    const channels = await gw.client().call(api.appcms_msrv.special_list, { uid: carol.uid, special_type: 2 });
    expect(channels.total).toBe(1);
  });
});

describe("following specials", () => {
  it("toggles a follow with 801107 / 801108 as data, never one's own (801111)", async () => {
    const id = await addSpecial(alice);
    const followed = await bob.client.call(api.appcms_msrv.special_add_follow, { special_id: id });
    expect(followed).toEqual({ is_follow: true, status_code: Code.SpecialFollowed, follow_count: 1 });
    expect((await bob.client.call(api.appcms_msrv.special_join_list, {})).list.map((s) => s.special_id)).toEqual([id]);
    expect((await bob.client.call(api.appcms_msrv.special_detail, { special_id: id })).is_follow).toBe(true);
    const unfollowed = await bob.client.call(api.appcms_msrv.special_add_follow, { special_id: id });
    expect(unfollowed).toEqual({ is_follow: false, status_code: Code.SpecialUnfollowed, follow_count: 0 });
    expect(await refusedWith(alice.client.call(api.appcms_msrv.special_add_follow, { special_id: id }))).toBe(
      Code.CannotFollowOwn,
    );
    await alice.client.call(api.appcms_msrv.special_set_status, { ids: [id], op: "close" });
    expect(await refusedWith(bob.client.call(api.appcms_msrv.special_add_follow, { special_id: id }))).toBe(
      Code.ContentClosed,
    );
  });
});

function articleIn(specialId: number) {
  return {
    article_type: 1 as const,
    title: `Filed ${specialId}-${Math.random()}`,
    content: "<p>Text</p>",
    cover_url: mediaUrl("image"),
    special_id: specialId,
  };
}
