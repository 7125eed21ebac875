import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member } from "../../../test/cms.js";
import { startTestGateway, type TestGateway } from "../../../test/harness.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startTestGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

const follow = (who: Member, uid: number) => who.client.call(api.user_msrv.user_follow_save, { uid });

describe("follow notices", () => {
  it("tells a user of new followers, grouped, and not of an unfollow", async () => {
    await follow(bob, alice.uid);
    await follow(carol, alice.uid);
    const follows = await noticesOf(alice, "follow");
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ count: 2, target: { type: "user", id: alice.uid } });
    expect(follows[0]?.actors.map((a) => a.uid)).toEqual([carol.uid, bob.uid]);
    await follow(bob, alice.uid); // unfollows
    expect(await noticesOf(bob)).toEqual([]);
  });
});
