import { api, recountVotes } from "@icms/protocol";
import { verifyTypedData } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoteWorld, type VoteWorld } from "../../test/dao-votes.js";
import { seedDaoVotes } from "./dao-votes.js";

let world: VoteWorld;

beforeAll(async () => {
  world = await startVoteWorld();
  await world.synced();
});
afterAll(async () => world?.stop());

describe("seedDaoVotes", () => {
  it("opens a closed proposal with its signed result and an open one, once", async () => {
    expect(await seedDaoVotes(world.gw.db, world.gw.config, world.chain.chain.demoAccounts)).toBe(2);
    expect(await seedDaoVotes(world.gw.db, world.gw.config, world.chain.chain.demoAccounts)).toBe(0);

    const anonymous = world.gw.client();
    const [closed] = (await anonymous.call(api.daoclub_msrv.proposal_list, { state: "closed" })).list;
    expect(closed).toMatchObject({ state: "closed", winning_option: 0, total_weight: 3, voter_count: 2 });
    const [open] = (await anonymous.call(api.daoclub_msrv.proposal_list, { state: "active" })).list;
    expect(open).toMatchObject({ state: "active", total_weight: 1, voter_count: 1 });

    const exported = await anonymous.call(api.daoclub_msrv.proposal_vote_list, {
      proposal_id: closed?.proposal_id ?? 0,
    });
    const recount = await recountVotes(exported, ({ typedData, signature, voter }) =>
      verifyTypedData({ ...typedData, signature, address: voter }),
    );
    expect(recount).toEqual({ results: exported.results, invalid: [] });
    // alice may propose
    const alice = await world.as("alice");
    expect(await alice.call(api.user_msrv.user_privilege_info, { privilege_code: "dao_propose" })).toMatchObject({
      granted: true,
    });
  });
});
