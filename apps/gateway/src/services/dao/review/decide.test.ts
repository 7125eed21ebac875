import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, publish } from "../../../../test/cms.js";
import { refusedWith } from "../../../../test/harness.js";
import type { CallContext } from "../../../context.js";
import { areas } from "../../registry.js";
import { applyDecision, type VerifiedDecision, verifyDecision } from "./decide.js";
import {
  type Reviewer,
  type ReviewSetup,
  reviewer,
  signedDecision,
  startReviewGateway,
} from "../../../../test/review.js";

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
const setStatus = (who: Reviewer, id: number, signed: Awaited<ReturnType<typeof signedDecision>>) =>
  who.client.call(api.daoclub_msrv.dao_article_set_status, { article_id: id, ...signed });

/** How many decisions the item holds. */
const decisions = async (id: number) =>
  (await setup.gw.db.kysely.selectFrom("review_decisions").select("id").where("item_id", "=", id).execute()).length;

describe("review signatures (verify before apply)", () => {
  it("refuses a forged signature: another wallet's, or one for another item or decision", async () => {
    const id = await waiting();
    const byBob = await signedDecision(setup, bob.account, { kind: "article", item_id: id, decision: "pass" });
    expect(await refusedWith(setStatus(alice, id, byBob))).toBe(Code.ReviewSignatureInvalid);
    const other = await signedDecision(setup, alice.account, { kind: "article", item_id: id + 1, decision: "pass" });
    expect(await refusedWith(setStatus(alice, id, other))).toBe(Code.ReviewSignatureInvalid);
    const rejected = await signedDecision(setup, alice.account, {
      kind: "article",
      item_id: id,
      decision: "reject",
      reason_id: 1,
    });
    expect(await refusedWith(setStatus(alice, id, { ...rejected, decision: "pass" }))).toBe(
      Code.ReviewSignatureInvalid,
    );
    const garbage = { ...rejected, signature: `0x${"11".repeat(65)}` as const };
    expect(await refusedWith(setStatus(alice, id, garbage))).toBe(Code.ReviewSignatureInvalid);
    // A wiki signature does not pass for the article with the same id.
    const wiki = await signedDecision(setup, alice.account, { kind: "wiki", item_id: id, decision: "pass" });
    expect(await refusedWith(setStatus(alice, id, wiki))).toBe(Code.ReviewSignatureInvalid);
    expect(await decisions(id)).toBe(0);
  });

  it("refuses a reject naming a reason an operator disabled (801139)", async () => {
    const id = await waiting();
    await setup.gw.db.query("UPDATE review_reasons SET disabled_at = now() WHERE id = 5");
    try {
      const signed = await signedDecision(setup, alice.account, {
        kind: "article",
        item_id: id,
        decision: "reject",
        reason_id: 5,
      });
      expect(await refusedWith(setStatus(alice, id, signed))).toBe(Code.ReviewReasonRequired);
      expect(await decisions(id)).toBe(0);
    } finally {
      await setup.gw.db.query("UPDATE review_reasons SET disabled_at = NULL WHERE id = 5");
    }
  });

  it("refuses a signature for another chain or another verifying contract", async () => {
    const id = await waiting();
    const bsc = await signedDecision(
      setup,
      alice.account,
      { kind: "article", item_id: id, decision: "pass" },
      {
        chainId: 56,
      },
    );
    expect(await refusedWith(setStatus(alice, id, bsc))).toBe(Code.ReviewSignatureInvalid);
    const elsewhere = await signedDecision(
      setup,
      alice.account,
      { kind: "article", item_id: id, decision: "pass" },
      {
        verifyingContract: setup.chain.chain.addresses.contracts.NFTSale,
      },
    );
    expect(await refusedWith(setStatus(alice, id, elsewhere))).toBe(Code.ReviewSignatureInvalid);
    expect(await decisions(id)).toBe(0);
  });

  it("refuses a replay: a nonce signs one decision only", async () => {
    const first = await waiting();
    const second = await waiting();
    const signed = await signedDecision(setup, alice.account, { kind: "article", item_id: first, decision: "pass" });
    await setStatus(alice, first, signed);
    expect(await refusedWith(setStatus(alice, first, signed))).toBe(Code.ReviewSignatureUsed);
    const sameNonce = await signedDecision(setup, alice.account, {
      kind: "article",
      item_id: second,
      decision: "pass",
      nonce: signed.nonce,
    });
    expect(await refusedWith(setStatus(alice, second, sameNonce))).toBe(Code.ReviewSignatureUsed);
    expect(await decisions(second)).toBe(0);
  });

  it("refuses a signature past its deadline, and one whose deadline lies too far ahead", async () => {
    const id = await waiting();
    const now = Math.floor(Date.now() / 1000);
    const late = await signedDecision(setup, alice.account, {
      kind: "article",
      item_id: id,
      decision: "pass",
      deadline: now - 5,
    });
    expect(await refusedWith(setStatus(alice, id, late))).toBe(Code.ReviewSignatureExpired);
    const far = await signedDecision(setup, alice.account, {
      kind: "article",
      item_id: id,
      decision: "pass",
      deadline: now + 86_400,
    });
    expect(await refusedWith(setStatus(alice, id, far))).toBe(Code.ReviewSignatureInvalid);
  });

  it("stores the signature with the decision, so the decision can be checked again", async () => {
    const id = await waiting();
    const signed = await signedDecision(setup, carol.account, {
      kind: "article",
      item_id: id,
      decision: "reject",
      reason: "Copied from a whitepaper",
    });
    await setStatus(carol, id, signed);
    const row = await setup.gw.db.kysely
      .selectFrom("review_decisions")
      .selectAll()
      .where("item_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "article",
      wallet_addr: carol.account.address.toLowerCase(),
      decision: "reject",
      reason: "Copied from a whitepaper",
      nonce: signed.nonce,
      chain_id: setup.gw.config.CHAIN_ID,
      signature: signed.signature.toLowerCase(),
    });
  });

  it("asks the staking contract at decision time: a member who just unstaked is refused (801124)", async () => {
    const id = await waiting();
    await setup.chain.unstake("carol", [5n]);
    const signed = await signedDecision(setup, carol.account, { kind: "article", item_id: id, decision: "pass" });
    expect(await refusedWith(setStatus(carol, id, signed))).toBe(Code.NotDaoMember);
    expect(await decisions(id)).toBe(0);
    await setup.chain.stake("carol", [5n]);
    const again = await signedDecision(setup, carol.account, { kind: "article", item_id: id, decision: "pass" });
    expect(await setStatus(carol, id, again)).toMatchObject({ status: "audit", review: { pass_count: 1 } });
  });
});

describe("the verify and apply steps alone", () => {
  /** A call context with only what the steps read, and a staking contract with `who`'s NFTs 1 and 2 or none. */
  const contextOf = (who: Reviewer, member: boolean) =>
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
        stakedTokens: async () => (member ? [2n, 1n] : []),
      },
    }) as CallContext<"required">;

  it("verify checks the signature and asks the staking contract, and writes nothing", async () => {
    const id = await waiting();
    const signed = await signedDecision(setup, alice.account, { kind: "article", item_id: id, decision: "pass" });
    const input = { kind: "article" as const, item_id: id, ...signed };
    expect(await verifyDecision(contextOf(alice, true), input)).toMatchObject({
      wallet: alice.account.address.toLowerCase(),
      chain_id: setup.gw.config.CHAIN_ID,
      tokens: ["1", "2"],
    });
    expect(await refusedWith(verifyDecision(contextOf(alice, false), input))).toBe(Code.NotDaoMember);
    expect(await refusedWith(verifyDecision(contextOf(bob, true), input))).toBe(Code.ReviewSignatureInvalid);
    expect(await decisions(id)).toBe(0);
  });

  it("apply checks the item and the one-decision rule, then writes and settles at the quorum of NFTs", async () => {
    const id = await waiting();
    const verified = (who: Reviewer, nonce: string): VerifiedDecision => ({
      kind: "article",
      item_id: id,
      decision: "pass",
      reason_id: 0,
      reason: "",
      tokens: who === alice ? ["1", "2"] : ["5"],
      nonce,
      deadline: Math.floor(Date.now() / 1000) + 60,
      signature: `0x${"22".repeat(65)}`,
      wallet: who.account.address.toLowerCase(),
      chain_id: setup.gw.config.CHAIN_ID,
    });
    expect(await applyDecision(contextOf(alice, true), verified(alice, "1"))).toMatchObject({
      status: "audit",
      review: { pass_count: 2 },
    });
    expect(await refusedWith(applyDecision(contextOf(alice, true), verified(alice, "2")))).toBe(Code.AlreadyReviewed);
    expect(await applyDecision(contextOf(carol, true), verified(carol, "3"))).toMatchObject({ status: "online" });
    expect(await refusedWith(applyDecision(contextOf(bob, true), verified(bob, "4")))).toBe(Code.NotFound);
  });
});
