import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signVote, startVoteWorld, type VoteWorld } from "../../../../test/dao-votes.js";
import { noticesOf } from "../../../../test/received-notices.js";

let world: VoteWorld;
beforeAll(async () => {
  world = await startVoteWorld();
  await world.synced();
  await world.grantPropose("alice");
});
afterAll(async () => world?.stop());

const kindsOf = async (name: "alice" | "bob" | "carol" | "dave", proposalId: number) =>
  (await noticesOf({ client: await world.as(name) }))
    .filter((n) => n.target?.type === "proposal" && n.target.id === proposalId)
    .map((n) => n.kind)
    .sort();

describe("proposal notices", () => {
  it("tells the X-Men a proposal opened and closes soon, then its voters and author the result", async () => {
    const [alice, carol] = [await world.as("alice"), await world.as("carol")];
    await world.as("bob");
    await world.as("dave");
    // It ends within a day: its closing notice is due at once; its result a few seconds on.
    const proposal = await alice.call(api.daoclub_msrv.proposal_add, {
      title: "Translate the wiki into Russian",
      body: "A month of translation work from the treasury.",
      options: "Yes\nNo",
      ends_at: Math.floor(Date.now() / 1000) + 15,
    });
    const id = proposal.proposal_id;
    // carol is an X-Man (staked); bob holds an NFT unstaked and dave none; alice opened it.
    await expect
      .poll(() => kindsOf("carol", id), { timeout: 20_000, interval: 200 })
      .toEqual(["proposal_closing", "proposal_opened"]);
    expect(await kindsOf("alice", id)).toEqual([]);
    expect(await kindsOf("bob", id)).toEqual([]);

    await carol.call(
      api.daoclub_msrv.proposal_vote,
      await signVote(world.chain.account("carol"), proposal.domain, id, 1),
    );
    await expect.poll(() => kindsOf("alice", id), { timeout: 40_000, interval: 500 }).toEqual(["proposal_result"]);
    const [result] = (await noticesOf({ client: carol }, "proposal_result")).filter((n) => n.target?.id === id);
    expect(result?.data).toMatchObject({ result: "No", option: "1", voters: "1" });
    expect(await kindsOf("dave", id)).toEqual([]);
  }, 90_000);
});
