import { api, Code, type ProposalDetail, recountVotes } from "@icms/protocol";
import { verifyTypedData } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openProposal, signVote, startVoteWorld, type VoteWorld } from "../../../../test/dao-votes.js";
import { refusedWith } from "../../../../test/harness.js";

let world: VoteWorld;
let proposal: ProposalDetail;

beforeAll(async () => {
  world = await startVoteWorld();
  await world.synced();
  await world.grantPropose("alice");
  proposal = await openProposal(await world.as("alice"));
});
afterAll(async () => world?.stop());

const weights = (detail: { results: { weight: number }[] }) => detail.results.map((r) => r.weight);

describe("daoclub_msrv/proposal_vote", () => {
  it("needs a session", async () => {
    const vote = await signVote(world.chain.account("alice"), proposal.domain, proposal.proposal_id, 0);
    expect(await refusedWith(world.gw.client().call(api.daoclub_msrv.proposal_vote, vote))).toBe(Code.NotLoggedIn);
  });

  it("counts a signed vote with the wallet's staked NFTs at the snapshot, and a later vote replaces it", async () => {
    const alice = await world.as("alice");
    const carol = await world.as("carol");
    const now = Math.max(Math.floor(Date.now() / 1000), proposal.starts_at) + 2;
    const first = await alice.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("alice"), proposal.domain, proposal.proposal_id, 0, now - 2),
    );
    expect(weights(first)).toEqual([2, 0, 0]);
    expect(first.my_vote).toEqual({ option: 0, weight: 2, timestamp: now - 2 });

    await carol.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("carol"), proposal.domain, proposal.proposal_id, 1, now - 1),
    );
    const changed = await alice.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("alice"), proposal.domain, proposal.proposal_id, 1, now),
    );
    expect(weights(changed)).toEqual([0, 3, 0]);
    expect(changed).toMatchObject({ total_weight: 3, voter_count: 2, my_vote: { option: 1, weight: 2 } });
  });

  it("refuses a replayed signature, an older one and a forged one", async () => {
    const alice = await world.as("alice");
    const exported = await world.gw.client().call(api.daoclub_msrv.proposal_vote_list, {
      proposal_id: proposal.proposal_id,
    });
    const first = exported.votes.find((v) => v.voter === world.chain.account("alice").address.toLowerCase());
    if (!first) throw new Error("alice's first vote is not in the export");
    const replay = {
      proposal_id: proposal.proposal_id,
      option: first.option,
      timestamp: first.timestamp,
      signature: first.signature,
    };
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, replay))).toBe(Code.VoteReplayed);

    // carol's signature sent with alice's session: not alice's vote
    const carols = await signVote(world.chain.account("carol"), proposal.domain, proposal.proposal_id, 2);
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, carols))).toBe(Code.VoteSignatureInvalid);
    // a signature over another option than the one sent
    const signed = await signVote(world.chain.account("alice"), proposal.domain, proposal.proposal_id, 2);
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, { ...signed, option: 0 }))).toBe(
      Code.VoteSignatureInvalid,
    );
    // a stale timestamp, well signed
    const stale = await signVote(
      world.chain.account("alice"),
      proposal.domain,
      proposal.proposal_id,
      2,
      Math.floor(Date.now() / 1000) - 3_600,
    );
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, stale))).toBe(Code.VoteReplayed);
  });

  it("refuses a vote signed for another chain or another staking contract", async () => {
    const alice = await world.as("alice");
    const wrongChain = await signVote(
      world.chain.account("alice"),
      { ...proposal.domain, chain_id: 56 },
      proposal.proposal_id,
      2,
    );
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, wrongChain))).toBe(Code.VoteSignatureInvalid);
    const wrongContract = await signVote(
      world.chain.account("alice"),
      { ...proposal.domain, verifying_contract: "0x000000000000000000000000000000000000dead" },
      proposal.proposal_id,
      2,
    );
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, wrongContract))).toBe(
      Code.VoteSignatureInvalid,
    );
  });

  it("refuses a wallet with nothing staked at the snapshot, even one that stakes later (801124)", async () => {
    const bob = await world.as("bob");
    const vote = () => signVote(world.chain.account("bob"), proposal.domain, proposal.proposal_id, 0);
    expect(await refusedWith(bob.call(api.daoclub_msrv.proposal_vote, await vote()))).toBe(Code.NotDaoMember);
    await world.chain.stake("bob", [4n]);
    await world.synced();
    expect(await refusedWith(bob.call(api.daoclub_msrv.proposal_vote, await vote()))).toBe(Code.NotDaoMember);
    // a proposal opened after bob staked weighs his NFT
    const later = await openProposal(await world.as("alice"), "Open a Russian channel");
    const counted = await bob.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("bob"), later.domain, later.proposal_id, 1),
    );
    expect(weights(counted)).toEqual([0, 1, 0]);
    await world.chain.unstake("bob", [4n]);
  });

  it("refuses votes outside the window and on an unknown proposal", async () => {
    const alice = await world.as("alice");
    const upcoming = await alice.call(api.daoclub_msrv.proposal_add, {
      title: "Next quarter's budget",
      body: "Opens tomorrow.",
      options: "Approve\nReject",
      starts_at: Math.floor(Date.now() / 1000) + 86_400,
      ends_at: Math.floor(Date.now() / 1000) + 2 * 86_400,
    });
    expect(upcoming.state).toBe("upcoming");
    const early = await signVote(world.chain.account("alice"), upcoming.domain, upcoming.proposal_id, 0);
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, early))).toBe(Code.VoteNotOpen);

    const ended = await openProposal(alice, "Already over");
    await world.gw.db.query(
      "UPDATE dao_proposals SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' WHERE id = $1",
      [ended.proposal_id],
    );
    const late = await signVote(world.chain.account("alice"), ended.domain, ended.proposal_id, 0);
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, late))).toBe(Code.VoteNotOpen);

    const unknown = await signVote(world.chain.account("alice"), proposal.domain, 999_999, 0);
    expect(await refusedWith(alice.call(api.daoclub_msrv.proposal_vote, unknown))).toBe(Code.NotFound);
  });
});

describe("one NFT, one weight per proposal", () => {
  /** Seconds for a wallet's successive votes on `detail`: in its window and a second apart. */
  const clock = (detail: ProposalDetail) => Math.max(Math.floor(Date.now() / 1000), detail.starts_at);
  const counted = async (id: number) =>
    world.gw.db.query<{ voter: string; weight: number }>(
      "SELECT voter, weight FROM dao_votes WHERE proposal_id = $1 AND counted ORDER BY voter",
      [id],
    );

  it("gives no weight to an NFT moved to another wallet after the snapshot (801124); its first wallet keeps it", async () => {
    const moved = await openProposal(await world.as("alice"), "Fund a security audit");
    const carol = await world.as("carol");
    const bob = await world.as("bob");
    const t = clock(moved);
    const first = await carol.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("carol"), moved.domain, moved.proposal_id, 0, t),
    );
    expect(weights(first)).toEqual([1, 0, 0]);
    await world.chain.unstake("carol", [5n]);
    await world.chain.transfer("carol", "bob", 5n);
    await world.chain.stake("bob", [5n]);
    try {
      const byBob = await signVote(world.chain.account("bob"), moved.domain, moved.proposal_id, 1);
      expect(await refusedWith(bob.call(api.daoclub_msrv.proposal_vote, byBob))).toBe(Code.NotDaoMember);
      // carol changes her vote: it still weighs the one NFT she had staked at the snapshot
      const changed = await carol.call(
        api.daoclub_msrv.proposal_vote,
        await signVote(world.chain.account("carol"), moved.domain, moved.proposal_id, 2, t + 1),
      );
      expect(weights(changed)).toEqual([0, 0, 1]);
      expect(changed.total_weight).toBe(1);
    } finally {
      await world.chain.unstake("bob", [5n]);
      await world.chain.transfer("bob", "carol", 5n);
      await world.chain.stake("carol", [5n]);
    }
  });

  it("counts one vote of a double click or a second tab, sent at once", async () => {
    const twice = await openProposal(await world.as("alice"), "Move the meetup online");
    const alice = await world.as("alice");
    const t = clock(twice);
    const once = await signVote(world.chain.account("alice"), twice.domain, twice.proposal_id, 0, t);
    const clicks = await Promise.allSettled([
      alice.call(api.daoclub_msrv.proposal_vote, once),
      alice.call(api.daoclub_msrv.proposal_vote, once),
    ]);
    expect(clicks.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = clicks.find((r) => r.status === "rejected");
    expect((refused?.reason as { code?: number } | undefined)?.code).toBe(Code.VoteReplayed);
    expect(await counted(twice.proposal_id)).toEqual([
      { voter: world.chain.account("alice").address.toLowerCase(), weight: 2 },
    ]);

    // two tabs sign two choices: whichever lands, one vote of weight 2 counts, the later signed one
    const tabs = await Promise.all(
      [1, 2].map((option) =>
        signVote(world.chain.account("alice"), twice.domain, twice.proposal_id, option, t + option),
      ),
    );
    await Promise.allSettled(tabs.map((vote) => alice.call(api.daoclub_msrv.proposal_vote, vote)));
    const detail = await alice.call(api.daoclub_msrv.proposal_detail, { proposal_id: twice.proposal_id });
    expect(weights(detail)).toEqual([0, 0, 2]);
    expect(await counted(twice.proposal_id)).toHaveLength(1);
  });
});

describe("daoclub_msrv/proposal_vote_list", () => {
  it("exports every vote with its signature, and a recount from it matches the results", async () => {
    const exported = await world.gw.client().call(api.daoclub_msrv.proposal_vote_list, {
      proposal_id: proposal.proposal_id,
    });
    expect(exported.votes).toHaveLength(3);
    expect(exported.votes.map((v) => [v.option, v.weight, v.counted])).toEqual([
      [0, 2, false],
      [1, 1, true],
      [1, 2, true],
    ]);
    const recount = await recountVotes(exported, ({ typedData, signature, voter }) =>
      verifyTypedData({ ...typedData, signature, address: voter }),
    );
    expect(recount.invalid).toEqual([]);
    expect(recount.results).toEqual(exported.results);
    const detail = await world.gw
      .client()
      .call(api.daoclub_msrv.proposal_detail, { proposal_id: proposal.proposal_id });
    expect(recount.results).toEqual(detail.results);

    // a tampered export does not recount to the same result
    const tampered = { ...exported, votes: exported.votes.map((v) => (v.counted ? { ...v, option: 0 } : v)) };
    const second = await recountVotes(tampered, ({ typedData, signature, voter }) =>
      verifyTypedData({ ...typedData, signature, address: voter }),
    );
    expect(second.invalid).toHaveLength(2);
  });

  it("answers 3002 for an unknown proposal", async () => {
    expect(
      await refusedWith(world.gw.client().call(api.daoclub_msrv.proposal_vote_list, { proposal_id: 999_999 })),
    ).toBe(Code.NotFound);
  });
});
