import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

const setStatus = (who: Member, ids: number[], op: string, extra: Record<string, unknown> = {}) =>
  who.client.call(api.appcms_msrv.my_article_set_status, { ids, op: op as "online", ...extra });
const statusOf = async (who: Member, id: number) =>
  (await who.client.call(api.appcms_msrv.my_article_detail, { article_id: id })).status;

describe("content operations", () => {
  it("takes an item offline and online again, refusing each repeat with nothing changed", async () => {
    const id = await publish(alice);
    expect(await refusedWith(setStatus(alice, [id], "online"))).toBe(Code.AlreadyOnline);
    await setStatus(alice, [id], "offline");
    expect(await statusOf(alice, id)).toBe("offline");
    expect(await refusedWith(gw.client().call(api.appcms_msrv.article_detail, { article_id: id }))).toBe(Code.NotFound);
    expect(await refusedWith(setStatus(alice, [id], "offline"))).toBe(Code.AlreadyOffline);
    await setStatus(alice, [id], "online");
    expect(await statusOf(alice, id)).toBe("online");
  });

  it("closes and opens an item; a closed item takes no comments", async () => {
    const id = await publish(alice);
    expect(await refusedWith(setStatus(alice, [id], "open"))).toBe(Code.AlreadyOpen);
    await setStatus(alice, [id], "close");
    expect(await refusedWith(setStatus(alice, [id], "close"))).toBe(Code.AlreadyClosed);
    const comment = bob.client.call(api.appcms_msrv.article_comment_add, { article_id: id, content: "Great write-up" });
    expect(await refusedWith(comment)).toBe(Code.ContentClosed);
    await setStatus(alice, [id], "open");
    await bob.client.call(api.appcms_msrv.article_comment_add, { article_id: id, content: "Great write-up" });
  });

  it("deletes: the item is gone for everyone, its title free again, the list total one less", async () => {
    const id = await publish(alice, { title: "Short-lived" });
    const before = (await gw.client().call(api.appcms_msrv.article_list, {})).total;
    await alice.client.call(api.appcms_msrv.my_article_del, { ids: [id] });
    expect((await gw.client().call(api.appcms_msrv.article_list, {})).total).toBe(before - 1);
    expect(await refusedWith(alice.client.call(api.appcms_msrv.my_article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await refusedWith(setStatus(alice, [id], "online"))).toBe(Code.NotFound);
    await publish(alice, { title: "Short-lived" });
  });

  it("resubmits with `audit` and goes online at once without a quorum", async () => {
    const id = await publish(alice);
    expect(await refusedWith(setStatus(alice, [id], "audit"))).toBe(Code.AlreadyOnline);
    await setStatus(alice, [id], "offline");
    await setStatus(alice, [id], "audit");
    expect(await statusOf(alice, id)).toBe("online");
  });

  it("lets only the owner change an item (1006), all or nothing", async () => {
    const mine = await publish(alice);
    const theirs = await publish(bob);
    expect(await refusedWith(setStatus(alice, [mine, theirs], "offline"))).toBe(Code.PermissionDenied);
    expect(await refusedWith(bob.client.call(api.appcms_msrv.my_article_del, { ids: [mine] }))).toBe(
      Code.PermissionDenied,
    );
    expect(await statusOf(alice, mine)).toBe("online");
    expect(await statusOf(bob, theirs)).toBe("online");
  });

  it("refuses a batch when one item refuses, and changes none of it", async () => {
    const a = await publish(alice);
    const b = await publish(alice);
    await setStatus(alice, [b], "offline");
    expect(await refusedWith(setStatus(alice, [a, b], "offline"))).toBe(Code.AlreadyOffline);
    expect(await statusOf(alice, a)).toBe("online");
    await setStatus(alice, [a, b, a], "close");
  });

  it("takes at most 10 items in a batch (3009)", async () => {
    const ids = await Promise.all(Array.from({ length: 11 }, () => publish(alice)));
    expect(await refusedWith(setStatus(alice, ids, "offline"))).toBe(Code.BatchLimit);
    expect(await refusedWith(alice.client.call(api.appcms_msrv.my_article_del, { ids }))).toBe(Code.BatchLimit);
    expect(await statusOf(alice, ids[0] as number)).toBe("online");
    expect(await setStatus(alice, ids.slice(0, 10), "offline")).toEqual({ ids: ids.slice(0, 10) });
  });

  it("transfers items to another user by wallet or uid", async () => {
    const id = await publish(alice, { title: "Handed over" });
    await setStatus(alice, [id], "transfer", { to_wallet: bob.wallet });
    expect(await refusedWith(alice.client.call(api.appcms_msrv.my_article_detail, { article_id: id }))).toBe(
      Code.PermissionDenied,
    );
    expect(await bob.client.call(api.appcms_msrv.my_article_detail, { article_id: id })).toMatchObject({
      author: { uid: bob.uid },
      status: "online",
    });
    await setStatus(bob, [id], "transfer", { to_uid: alice.uid });
    expect(await statusOf(alice, id)).toBe("online");
  });

  it("refuses a transfer to oneself, to nobody, or onto a title the receiver has", async () => {
    const id = await publish(alice, { title: "Twice written" });
    await publish(bob, { title: "twice written" });
    expect(await refusedWith(setStatus(alice, [id], "transfer", { to_uid: alice.uid }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(setStatus(alice, [id], "transfer", { to_uid: 999_999 }))).toBe(Code.NotFound);
    expect(await refusedWith(setStatus(alice, [id], "transfer"))).toBe(Code.ParamInvalid);
    expect(await refusedWith(setStatus(alice, [id], "transfer", { to_uid: bob.uid }))).toBe(Code.SameTitle);
    expect(await statusOf(alice, id)).toBe("online");
  });
});

describe("review quorum", () => {
  let reviewed: TestGateway;
  let writer: Member;
  let reader: Member;
  beforeAll(async () => {
    reviewed = await startContentGateway({ REVIEW_QUORUM: "3" });
    [writer, reader] = await Promise.all([member(reviewed), member(reviewed)]);
  });
  afterAll(() => reviewed.close());

  it("keeps a submitted item in audit, visible to its author only", async () => {
    const id = await publish(writer, { title: "Waiting for review", tags: "pending" });
    expect(await statusOf(writer, id)).toBe("audit");
    expect((await writer.client.call(api.appcms_msrv.article_detail, { article_id: id })).status).toBe("audit");
    expect(await refusedWith(reader.client.call(api.appcms_msrv.article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await refusedWith(reviewed.client().call(api.appcms_msrv.article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect((await reviewed.client().call(api.appcms_msrv.article_list, {})).total).toBe(0);
    expect((await reviewed.client().call(api.appcms_msrv.article_search, { keyword: "review" })).total).toBe(0);
    expect(await refusedWith(reader.client.call(api.appcms_msrv.article_add_like, { article_id: id }))).toBe(
      Code.NotFound,
    );
  });

  it("refuses `online` before review (801122) and `audit` while it waits", async () => {
    const id = await publish(writer);
    expect(await refusedWith(setStatus(writer, [id], "online"))).toBe(Code.NotReviewed);
    expect(await refusedWith(setStatus(writer, [id], "audit"))).toBe(Code.NotReviewed);
    await setStatus(writer, [id], "offline");
    expect(await refusedWith(setStatus(writer, [id], "online"))).toBe(Code.NotReviewed);
    await setStatus(writer, [id], "audit");
    expect(await statusOf(writer, id)).toBe("audit");
  });

  it("sends an edited item back to review", async () => {
    const id = await publish(writer);
    await reviewed.db.query(
      "UPDATE articles SET status = 'online', passed_at = now(), published_at = now() WHERE id = $1",
      [id],
    );
    expect((await reviewed.client().call(api.appcms_msrv.article_list, {})).total).toBe(1);
    const current = await writer.client.call(api.appcms_msrv.my_article_detail, { article_id: id });
    await writer.client.call(api.appcms_msrv.my_article_edit_save, {
      article_id: id,
      article_type: 1,
      title: "Edited after review",
      content: current.content,
      cover_url: current.cover_url,
    });
    expect(await writer.client.call(api.appcms_msrv.my_article_detail, { article_id: id })).toMatchObject({
      status: "audit",
      passed: false,
    });
    expect((await reviewed.client().call(api.appcms_msrv.article_list, {})).total).toBe(0);
  });

  it("keeps new specials in audit too", async () => {
    const special = await writer.client.call(api.appcms_msrv.special_add_save, {
      name: "Pending column",
      cover_url: "/uploads/image/2025/01/0123456789abcdef0123456789abcdef.png",
    });
    expect(special.status).toBe("audit");
    expect((await reviewed.client().call(api.appcms_msrv.special_list, {})).total).toBe(0);
  });
});
