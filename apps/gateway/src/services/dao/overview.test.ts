import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openProposal, signVote, startVoteWorld, type VoteWorld } from "../../../test/dao-votes.js";

let world: VoteWorld;

beforeAll(async () => {
  world = await startVoteWorld();
});
afterAll(async () => world?.stop());

describe("daoclub_msrv/dao_overview", () => {
  it("counts members and staked NFTs from the chain index, with recent decisions and purchases", async () => {
    await world.synced();
    const before = await world.gw.client().call(api.daoclub_msrv.dao_overview, {});
    // the demo chain: alice has 2 staked, carol 1
    expect(before).toMatchObject({ member_count: 2, staked_count: 3, recent_decisions: [] });

    await world.chain.buy("dave", 2n);
    await world.synced();
    await world.grantPropose("alice");
    const alice = await world.as("alice");
    const proposal = await openProposal(alice);
    await alice.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("alice"), proposal.domain, proposal.proposal_id, 2),
    );
    await world.gw.db.query(
      "UPDATE dao_proposals SET starts_at = now() - interval '1 hour', ends_at = now() - interval '1 second' WHERE id = $1",
      [proposal.proposal_id],
    );
    const after = await world.gw.client().call(api.daoclub_msrv.dao_overview, {});
    expect(after.recent_decisions).toEqual([
      expect.objectContaining({
        proposal_id: proposal.proposal_id,
        winner: { option: 2, label: "Abstain", weight: 2, voters: 1 },
        total_weight: 2,
      }),
    ]);
    expect(after.recent_purchases[0]).toMatchObject({
      buyer: world.chain.account("dave").address.toLowerCase(),
      quantity: 2,
    });
  });
});
