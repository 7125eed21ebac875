/**
 * One review decision in two steps, each testable alone: `verifyDecision` checks the signature
 * (the caller's wallet, this platform's chain and staking contract, an unused nonce, a live
 * deadline), the reason, and reads the NFTs the wallet has staked on chain; `applyDecision` checks
 * the item, keeps the NFTs that have not spoken in the item's open round (one NFT, one voice),
 * writes the decision with them as its weight, and settles the item when its tally reaches the
 * quorum. What an item is, how it is locked and settled, is its kind's (`kinds.ts`), registered by
 * the area that owns it: this file names none.
 */
import {
  Code,
  type ContentStatus,
  GatewayError,
  REVIEW_DEADLINE_MAX_SECONDS,
  type ReviewFields,
  type ReviewResult,
  reviewTypedData,
} from "@icms/protocol";
import { sql } from "kysely";
import { type Hex, recoverTypedDataAddress } from "viem";
import type { CallContext } from "../../../context.js";
import type { Queryable } from "../../../db/db.js";
import { reviewKindOf } from "./kinds.js";
import { noticeReviewSettled } from "./notice-events.js";
import { quorumOf, tallies } from "./tally.js";

export interface DecisionInput extends ReviewFields {
  signature: string;
}

/** A decision whose signature, reason and signer's membership have been checked. */
export interface VerifiedDecision extends DecisionInput {
  wallet: string;
  chain_id: number;
  /** The token ids the wallet had staked when the staking contract was asked (decimal, at least one). */
  tokens: readonly string[];
}

/** The step before any write. `now` is in unix seconds. */
export async function verifyDecision(
  ctx: CallContext<"required">,
  input: DecisionInput,
  now = Math.floor(Date.now() / 1000),
): Promise<VerifiedDecision> {
  const domain = await ctx.reviewChain.domain();
  if (!domain) throw new GatewayError(Code.NotDaoMember);
  if (input.deadline > now + REVIEW_DEADLINE_MAX_SECONDS) throw new GatewayError(Code.ReviewSignatureInvalid);
  let signer: string;
  try {
    signer = await recoverTypedDataAddress({
      ...reviewTypedData(domain.chainId, domain.verifyingContract, input),
      signature: input.signature as Hex,
    });
  } catch {
    throw new GatewayError(Code.ReviewSignatureInvalid);
  }
  const wallet = ctx.session.wallet.toLowerCase();
  if (signer.toLowerCase() !== wallet) throw new GatewayError(Code.ReviewSignatureInvalid);
  if (input.deadline < now) throw new GatewayError(Code.ReviewSignatureExpired);
  const used = await ctx.db.kysely
    .selectFrom("review_decisions")
    .select("id")
    .where("wallet_addr", "=", wallet)
    .where("nonce", "=", BigInt(input.nonce).toString())
    .executeTakeFirst();
  if (used) throw new GatewayError(Code.ReviewSignatureUsed);
  if (input.decision === "reject") await checkReason(ctx, input);
  const staked = await ctx.reviewChain.stakedTokens(wallet as Hex);
  if (staked.length === 0) throw new GatewayError(Code.NotDaoMember);
  const tokens = [...staked].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((token) => token.toString());
  return Object.assign({}, input, { wallet, chain_id: domain.chainId, tokens });
}

/** A reject names a reason of the list (one in use) or gives its own text (801139). */
async function checkReason(ctx: CallContext<"required">, input: DecisionInput): Promise<void> {
  if (input.reason_id === 0) {
    if (input.reason.trim() === "") throw new GatewayError(Code.ReviewReasonRequired);
    return;
  }
  const known = await ctx.db.kysely
    .selectFrom("review_reasons")
    .select("id")
    .where("id", "=", input.reason_id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!known) throw new GatewayError(Code.ReviewReasonRequired);
}

/**
 * Which of `tokens` have not spoken in the item's open round, from any wallet. The item is locked,
 * so a concurrent decision on it has committed (and is seen here) or waits.
 */
async function freshTokens(q: Queryable, kind: string, id: number, tokens: readonly string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const spoken = await q.kysely
    .selectFrom("review_decision_tokens")
    .select(sql<string>`token_id::text`.as("token_id"))
    .where("kind", "=", kind)
    .where("item_id", "=", id)
    .where("settled", "=", false)
    .where("token_id", "in", [...tokens])
    .execute();
  const taken = new Set(spoken.map((row) => row.token_id));
  return tokens.filter((token) => !taken.has(token));
}

const isUniqueViolation = (error: unknown, name: string) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === "23505" && `${e.constraint ?? e.message}`.includes(name);
};

/** The write step, in one transaction: the decision, then the item's status at a quorum. */
export async function applyDecision(ctx: CallContext<"required">, decision: VerifiedDecision): Promise<ReviewResult> {
  const { kind, item_id: id } = decision;
  const reviewed = reviewKindOf(ctx.reviewKinds, kind);
  const uid = ctx.session.uid;
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const result = await ctx.db.tx(async (q) => {
    const item = await reviewed.lock(q, id);
    if (item.owner === uid) throw new GatewayError(Code.PermissionDenied);
    const mine = await q.kysely
      .selectFrom("review_decisions")
      .select("id")
      .where("kind", "=", kind)
      .where("item_id", "=", id)
      .where("reviewer_uid", "=", uid)
      .where("settled", "=", false)
      .executeTakeFirst();
    if (mine) throw new GatewayError(Code.AlreadyReviewed);
    const fresh = await freshTokens(q, kind, id, decision.tokens);
    if (fresh.length === 0) throw new GatewayError(Code.ReviewTokenAlreadyDecided);
    const { id: decisionId } = await q.kysely
      .insertInto("review_decisions")
      .values({
        kind,
        item_id: id,
        reviewer_uid: uid,
        wallet_addr: decision.wallet,
        decision: decision.decision,
        reason_id: decision.decision === "reject" && decision.reason_id > 0 ? decision.reason_id : null,
        reason: decision.decision === "reject" ? decision.reason : "",
        nonce: BigInt(decision.nonce).toString(),
        deadline: decision.deadline,
        chain_id: decision.chain_id,
        signature: decision.signature.toLowerCase(),
        weight: fresh.length,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await q.kysely
      .insertInto("review_decision_tokens")
      .values(fresh.map((token_id) => ({ decision_id: decisionId, kind, item_id: id, token_id })))
      .execute();
    const tally = (await tallies(q, [kind], [id], uid, quorum)).get(id);
    if (!tally) throw new Error("tally missing");
    let status: ContentStatus = "audit";
    if (tally.pass_count >= quorum) status = "online";
    else if (tally.reject_count >= quorum) status = "refused";
    if (status !== "audit") {
      await reviewed.settle(q, id, item, status === "online");
      await noticeReviewSettled(q, reviewed, id, item.owner, status === "online");
      await q.kysely
        .updateTable("review_decisions")
        .set({ settled: true })
        .where("kind", "=", kind)
        .where("item_id", "=", id)
        .where("settled", "=", false)
        .execute();
      await q.kysely
        .updateTable("review_decision_tokens")
        .set({ settled: true })
        .where("kind", "=", kind)
        .where("item_id", "=", id)
        .where("settled", "=", false)
        .execute();
    }
    return { status, review: tally };
  });
  if (result.status !== "audit") await reviewed.settled?.(ctx, id);
  return result;
}

/**
 * The refusal a unique index's violation stands for: the race lost on the nonce, the member's one
 * decision or an NFT's one voice answers as the check before the write would have.
 */
export function lostRace(error: unknown): GatewayError | undefined {
  if (isUniqueViolation(error, "review_decisions_nonce_key")) return new GatewayError(Code.ReviewSignatureUsed);
  if (isUniqueViolation(error, "review_decisions_member_key")) return new GatewayError(Code.AlreadyReviewed);
  if (isUniqueViolation(error, "review_decision_tokens_open_key"))
    return new GatewayError(Code.ReviewTokenAlreadyDecided);
  return undefined;
}

/** Both steps. */
export async function decide(ctx: CallContext<"required">, input: DecisionInput): Promise<ReviewResult> {
  const verified = await verifyDecision(ctx, input);
  try {
    return await applyDecision(ctx, verified);
  } catch (error) {
    throw lostRace(error) ?? error;
  }
}
