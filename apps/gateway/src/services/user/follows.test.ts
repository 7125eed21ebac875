import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  alice = await member(gw);
  bob = await member(gw);
  carol = await member(gw);
});
afterAll(() => gw.close());

describe("following users", () => {
  it("toggles a follow, answering which way it went as data (3007 / 3008)", async () => {
    expect(await bob.client.call(api.user_msrv.user_follow_save, { uid: alice.uid })).toEqual({
      is_follow: true,
      status_code: Code.Followed,
      follow_count: 1,
    });
    await carol.client.call(api.user_msrv.user_follow_save, { uid: alice.uid });
    await alice.client.call(api.user_msrv.user_follow_save, { uid: bob.uid });
    const info = await bob.client.call(api.user_msrv.user_follow_info, { uid: alice.uid });
    expect(info).toMatchObject({ uid: alice.uid, follow_count: 1, fans_count: 2, is_follow: true, is_fans: true });
    expect(info).not.toHaveProperty("email");
    expect(await bob.client.call(api.user_msrv.user_follow_save, { uid: alice.uid })).toEqual({
      is_follow: false,
      status_code: Code.Unfollowed,
      follow_count: 1,
    });
    expect((await gw.client().call(api.user_msrv.user_follow_info, { uid: alice.uid })).is_follow).toBe(false);
  });

  it("refuses following oneself (801111) and unknown users (3002)", async () => {
    expect(await refusedWith(alice.client.call(api.user_msrv.user_follow_save, { uid: alice.uid }))).toBe(
      Code.CannotFollowOwn,
    );
    expect(await refusedWith(alice.client.call(api.user_msrv.user_follow_save, { uid: 999_999 }))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.user_msrv.user_follow_info, { uid: 999_999 }))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.user_msrv.user_follow_save, { uid: alice.uid }))).toBe(
      Code.NotLoggedIn,
    );
  });

  it("lists whom a user follows and who follows them, newest first", async () => {
    const dave = await member(gw);
    await dave.client.call(api.user_msrv.user_follow_save, { uid: alice.uid });
    await dave.client.call(api.user_msrv.user_follow_save, { uid: bob.uid });
    const following = await dave.client.call(api.user_msrv.user_folllow_list, {});
    expect(following.total).toBe(2);
    expect(following.list.map((u) => u.uid)).toEqual([bob.uid, alice.uid]);
    expect(following.list.every((u) => u.is_follow)).toBe(true);
    const fans = await gw.client().call(api.user_msrv.user_fans_list, { uid: alice.uid, page_size: 1 });
    expect(fans.total).toBe(2);
    expect(fans.list.map((u) => u.uid)).toEqual([dave.uid]);
    expect(await refusedWith(gw.client().call(api.user_msrv.user_folllow_list, {}))).toBe(Code.NotLoggedIn);
  });

  it("lists the newest sign-ups", async () => {
    const newest = await member(gw);
    const list = await gw.client().call(api.user_msrv.latest_reg_user, { page_size: 2 });
    expect(list.map((u) => u.uid)[0]).toBe(newest.uid);
    expect(list).toHaveLength(2);
    expect(list[0]).not.toHaveProperty("email");
    expect((await gw.client().call(api.user_msrv.latest_reg_user, {})).length).toBeGreaterThanOrEqual(5);
    expect(await refusedWith(gw.client().call(api.user_msrv.latest_reg_user, { page_size: 51 }))).toBe(
      Code.ParamInvalid,
    );
  });
});
