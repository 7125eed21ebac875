/**
 * One NFT, one voice: a review round counts staked NFTs, so an NFT that spoke on an item cannot
 * speak on it again from another wallet, and a member's double click or second tab is one
 * decision. The races run for real on PostgreSQL.
 */
import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, publish } from "../../../../test/cms.js";
import { refusedWith } from "../../../../test/harness.js";
import {
  type Reviewer,
  type ReviewSetup,
  reviewer,
  signedDecision,
  startReviewGateway,
} from "../../../../test/review.js";
import type { CallContext } from "../../../context.js";
import { areas } from "../../registry.js";
import { decide, lostRace } from "./decide.js";

let setup: ReviewSetup;
let alice: Reviewer;
let bob: Reviewer;
let carol: Reviewer;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, bob, carol] = await Promise.all([reviewer(setup, "alice"), reviewer(setup, "bob"), reviewer(setup, "carol")]);
});
afterAll(async () => setup?.close());

const waiting = async () => publish(await member(setup.gw));
const pass = async (who: Reviewer, id: number) =>
  who.client.call(api.daoclub_msrv.dao_article_set_status, {
    article_id: id,
    ...(await signedDecision(setup, who.account, { kind: "article", item_id: id, decision: "pass" })),
  });

/** The item's open decisions and the NFTs they speak for. */
async function openRound(id: number) {
  const decisions = await setup.gw.db.kysely
    .selectFrom("review_decisions")
    .select(["wallet_addr", "weight"])
    .where("kind", "=", "article")
    .where("item_id", "=", id)
    .where("settled", "=", false)
    .orderBy("id")
    .execute();
  const tokens = await setup.gw.db.query<{ token_id: string }>(
    `SELECT token_id::text AS token_id FROM review_decision_tokens
      WHERE kind = 'article' AND item_id = $1 AND NOT settled ORDER BY token_id`,
    [id],
  );
  return { decisions, tokens: tokens.map((row) => row.token_id) };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected" ? (result.reason as { code?: number }).code : 0;

describe("one NFT, one voice", () => {
  it("weighs a decision by the NFTs its wallet has staked", async () => {
    const id = await waiting();
    expect(await pass(carol, id)).toMatchObject({ status: "audit", review: { pass_count: 1 } });
    expect(await pass(alice, id)).toMatchObject({ status: "online", review: { pass_count: 3 } });
  });

  it("refuses an NFT that passed an item, moved to another wallet and staked there (801143)", async () => {
    const id = await waiting();
    const carolWallet = carol.account.address.toLowerCase();
    const bobWallet = bob.account.address.toLowerCase();
    expect(await pass(carol, id)).toMatchObject({ status: "audit", review: { pass_count: 1 } });
    await setup.chain.unstake("carol", [5n]);
    await setup.chain.transfer("carol", "bob", 5n);
    await setup.chain.stake("bob", [5n]);
    try {
      expect(await refusedWith(pass(bob, id))).toBe(Code.ReviewTokenAlreadyDecided);
      expect(await openRound(id)).toEqual({ decisions: [{ wallet_addr: carolWallet, weight: 1 }], tokens: ["5"] });
      // An NFT of bob's own that has not spoken gives him a voice of one.
      await setup.chain.stake("bob", [4n]);
      expect(await pass(bob, id)).toMatchObject({ status: "audit", review: { pass_count: 2 } });
      expect(await openRound(id)).toEqual({
        decisions: [
          { wallet_addr: carolWallet, weight: 1 },
          { wallet_addr: bobWallet, weight: 1 },
        ],
        tokens: ["4", "5"],
      });
      // The next item is a round of its own: NFT 5 speaks there from bob's wallet.
      const next = await waiting();
      expect(await pass(bob, next)).toMatchObject({ review: { pass_count: 2 } });
    } finally {
      await setup.chain.unstake("bob", [4n, 5n]);
      await setup.chain.transfer("bob", "carol", 5n);
      await setup.chain.stake("carol", [5n]);
    }
  });

  it("frees the NFTs when the round settles: the item submitted again is decided anew", async () => {
    const author = await member(setup.gw);
    const id = await publish(author);
    const reject = async (who: Reviewer) =>
      who.client.call(api.daoclub_msrv.dao_article_set_status, {
        article_id: id,
        ...(await signedDecision(setup, who.account, {
          kind: "article",
          item_id: id,
          decision: "reject",
          reason_id: 2,
        })),
      });
    await reject(carol);
    expect(await reject(alice)).toMatchObject({ status: "refused" });
    await author.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "audit" });
    expect(await pass(carol, id)).toMatchObject({ status: "audit", review: { pass_count: 1 } });
    expect((await openRound(id)).tokens).toEqual(["5"]);
  });
});

describe("races", () => {
  /** A call context whose staking contract says `who` holds the NFTs `tokens` now. */
  const contextOf = (who: Reviewer, tokens: bigint[]) =>
    Object.assign(Object.create(null), {
      db: setup.gw.db,
      config: setup.gw.config,
      cmsCache: { changed: async () => {} },
      reviewKinds: new Map(areas.flatMap((area) => area.reviewKinds ?? []).map((kind) => [kind.name, kind])),
      session: { uid: who.uid, wallet: who.account.address.toLowerCase(), family: "test" },
      reviewChain: {
        domain: async () => ({
          chainId: setup.gw.config.CHAIN_ID,
          verifyingContract: setup.chain.chain.addresses.contracts.XManStaking,
        }),
        stakedTokens: async () => tokens,
      },
    }) as CallContext<"required">;

  const signed = (who: Reviewer, id: number) =>
    signedDecision(setup, who.account, { kind: "article", item_id: id, decision: "pass" });

  it("gives one decision when two wallets decide with the same NFT at once; the other gets 801143", async () => {
    // The chain holds an NFT in one wallet at a time, but each wallet read it before the other's
    // decision was written: the unstake, the move and the new stake fell between the two.
    for (let round = 0; round < 4; round += 1) {
      const id = await waiting();
      const [a, b] = await Promise.all([signed(alice, id), signed(bob, id)]);
      const results = await Promise.allSettled([
        decide(contextOf(alice, [900n]), { kind: "article", item_id: id, ...a }),
        decide(contextOf(bob, [900n]), { kind: "article", item_id: id, ...b }),
      ]);
      expect(results.map(codeOf).sort()).toEqual([0, Code.ReviewTokenAlreadyDecided]);
      const open = await openRound(id);
      expect(open.decisions).toHaveLength(1);
      expect(open.tokens).toEqual(["900"]);
    }
  });

  it("keeps one decision of a double click or a second tab", async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await waiting();
      const once = await signed(carol, id);
      // A double click sends one signature twice; a second tab signs its own.
      const twice = await Promise.allSettled([
        pass(carol, id),
        setStatusWith(carol, id, once),
        setStatusWith(carol, id, once),
      ]);
      expect(twice.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      for (const result of twice.filter((r) => r.status === "rejected")) {
        expect([Code.AlreadyReviewed, Code.ReviewSignatureUsed]).toContain(codeOf(result));
      }
      expect(await openRound(id)).toMatchObject({ decisions: [{ weight: 1 }], tokens: ["5"] });
    }
  });

  it("answers a lost race on the NFT index as the check does (801143), never 1001", () => {
    const violation = Object.assign(new Error("duplicate key"), {
      code: "23505",
      constraint: "review_decision_tokens_open_key",
    });
    expect(lostRace(violation)?.code).toBe(Code.ReviewTokenAlreadyDecided);
    expect(
      lostRace(Object.assign(new Error("x"), { code: "23505", constraint: "review_decisions_member_key" }))?.code,
    ).toBe(Code.AlreadyReviewed);
    expect(lostRace(new Error("connection lost"))).toBeUndefined();
  });
});

const setStatusWith = (who: Reviewer, id: number, signed: Awaited<ReturnType<typeof signedDecision>>) =>
  who.client.call(api.daoclub_msrv.dao_article_set_status, { article_id: id, ...signed });
