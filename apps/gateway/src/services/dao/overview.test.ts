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

describe("daoclub_msrv/dao_overview recent review outcomes", () => {
  it("answers the items a quorum decided, newest first, with the outcome of the decision that settled each", async () => {
    await world.as("alice");
    await world.as("carol");
    const db = world.gw.db;
    const users = await db.query<{ uid: number; wallet_addr: string }>(
      "SELECT uid, wallet_addr FROM users ORDER BY uid LIMIT 2",
    );
    const [author, reviewer] = users as [{ uid: number; wallet_addr: string }, { uid: number; wallet_addr: string }];
    const article = async (title: string, status: string) =>
      (
        await db.query<{ id: number }>(
          "INSERT INTO articles (article_type, lang, author_uid, title, status, published_at) VALUES (1, 'en', $1, $2, $3, now()) RETURNING id",
          [author.uid, title, status],
        )
      )[0]?.id as number;
    const passed = await article("Passed by the members", "online");
    const refused = await article("Refused by the members", "refused");
    const waiting = await article("Still waiting", "audit");
    let nonce = 0;
    const decide = (item: number, decision: string, settled: boolean) =>
      db.query(
        `INSERT INTO review_decisions (kind, item_id, reviewer_uid, wallet_addr, decision, reason, nonce, deadline,
           chain_id, signature, settled) VALUES ('article', $1, $2, $3, $4, $5, $6, 0, 97, '0x', $7)`,
        [
          item,
          reviewer.uid,
          reviewer.wallet_addr,
          decision,
          decision === "reject" ? "spam" : "",
          String(++nonce),
          settled,
        ],
      );
    // A first round refused the article, the resubmitted one passed: the newest settled decision counts.
    await decide(passed, "reject", true);
    await decide(passed, "pass", true);
    await decide(refused, "reject", true);
    await decide(waiting, "pass", false);

    const { recent_reviews } = await world.gw.client().call(api.daoclub_msrv.dao_overview, {});
    expect(recent_reviews.map(({ item_id, title, outcome, kind }) => ({ item_id, title, outcome, kind }))).toEqual([
      { item_id: refused, title: "Refused by the members", outcome: "refused", kind: "article" },
      { item_id: passed, title: "Passed by the members", outcome: "online", kind: "article" },
    ]);
  });
});
