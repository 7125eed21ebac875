import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member } from "../../../../test/cms.js";
import { refusedWith } from "../../../../test/harness.js";
import {
  type Reviewer,
  type ReviewSetup,
  reviewer,
  signedDecision,
  startReviewGateway,
} from "../../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let carol: Reviewer;
let bob: Reviewer;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, carol, bob] = await Promise.all([reviewer(setup, "alice"), reviewer(setup, "carol"), reviewer(setup, "bob")]);
});
afterAll(async () => setup?.close());

let serial = 0;
const addSpecial = async (who: Member, special_type: 1 | 2) => {
  serial += 1;
  const saved = await who.client.call(api.appcms_msrv.special_add_save, {
    special_type,
    name: `Review column ${serial}`,
    abstract: "Notes on restaking",
    cover_url: mediaUrl("image"),
    tags: "restaking",
  });
  return saved.special_id;
};

const decide = async (who: Reviewer, id: number, decision: "pass" | "reject", reason_id = 0) =>
  who.client.call(api.daoclub_msrv.dao_special_set_status, {
    special_id: id,
    ...(await signedDecision(setup, who.account, { kind: "special", item_id: id, decision, reason_id })),
  });

describe("daoclub_msrv/dao_special_*", () => {
  it("lists specials and channels in review to members only", async () => {
    const owner = await member(setup.gw);
    const special = await addSpecial(owner, 1);
    const channel = await addSpecial(owner, 2);
    const all = await alice.client.call(api.daoclub_msrv.dao_special_list, {});
    expect(all.list.map((item) => item.special_id)).toEqual([special, channel]);
    expect(all.list[0]?.review).toEqual({ pass_count: 0, reject_count: 0, quorum: 3, my_decision: null });
    const channels = await alice.client.call(api.daoclub_msrv.dao_special_list, { special_type: 2 });
    expect(channels.list.map((item) => item.special_id)).toEqual([channel]);
    expect(channels.total).toBe(1);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_special_list, {}))).toBe(Code.NotDaoMember);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_special_detail, { special_id: special }))).toBe(
      Code.NotDaoMember,
    );
  });

  it("puts a special online at the pass quorum and refuses a channel at the reject quorum", async () => {
    const owner = await member(setup.gw);
    const special = await addSpecial(owner, 1);
    const channel = await addSpecial(owner, 2);
    await decide(alice, special, "pass");
    const detail = await carol.client.call(api.daoclub_msrv.dao_special_detail, { special_id: special });
    expect(detail.votes.map((vote) => vote.decision)).toEqual(["pass"]);
    expect(await refusedWith(decide(alice, special, "reject", 1))).toBe(Code.AlreadyReviewed);
    expect(await decide(carol, special, "pass")).toMatchObject({ status: "online" });
    expect((await setup.gw.client().call(api.appcms_msrv.special_detail, { special_id: special })).status).toBe(
      "online",
    );

    expect(await refusedWith(decide(alice, channel, "reject"))).toBe(Code.ReviewReasonRequired);
    await decide(alice, channel, "reject", 2);
    expect(await decide(carol, channel, "reject", 4)).toMatchObject({ status: "refused" });
    const mine = await owner.client.call(api.appcms_msrv.my_special_detail, { special_id: channel });
    expect(mine.status).toBe("refused");
    expect(mine.review?.reasons).toEqual(["Off topic for blockchain and Web3", "Advertising or spam"]);
    const list = await owner.client.call(api.appcms_msrv.my_special_list, {});
    expect(list.list.find((item) => item.special_id === special)?.review).toMatchObject({ pass_count: 3 });
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_special_detail, { special_id: channel }))).toBe(
      Code.NotFound,
    );
  });
});
