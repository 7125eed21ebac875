/**
 * Signed votes, in two steps (STYLE.md): `verifyVote` checks the proposal's window, the
 * signature, freshness and the voter's weight at the snapshot and writes nothing; `applyVote`
 * records the verified vote, replacing the voter's earlier one, in one transaction.
 */
import { api, Code, GatewayError, VOTE_CLOCK_SKEW_SECONDS, type VoteDomain, voteTypedData } from "@icms/protocol";
import { isAddressEqual, recoverTypedDataAddress } from "viem";
import { handle } from "../../../context.js";
import type { Db, Queryable } from "../../../db/db.js";
import { voteDomain } from "./proposals.js";
import { loadProposal, type ProposalRow, proposalDetail, unix } from "./read.js";
import type { StakingReader } from "./staking.js";

interface VoteInput {
  proposal_id: number;
  option: number;
  timestamp: number;
  signature: `0x${string}`;
}

export interface VerifiedVote extends VoteInput {
  voter: `0x${string}`;
  uid: number;
  weight: number;
}

/** Whether `signature` over this vote in `domain` was made by `voter`. */
async function signedBy(domain: VoteDomain, vote: VoteInput, voter: `0x${string}`): Promise<boolean> {
  const typedData = voteTypedData(domain, {
    proposalId: BigInt(vote.proposal_id),
    option: vote.option,
    voter,
    timestamp: BigInt(vote.timestamp),
  });
  try {
    return isAddressEqual(await recoverTypedDataAddress({ ...typedData, signature: vote.signature }), voter);
  } catch {
    return false;
  }
}

/** Checks a vote without writing: window, option, signature, freshness, then weight on chain. */
export async function verifyVote(
  q: Queryable,
  staking: StakingReader,
  proposal: ProposalRow,
  vote: VoteInput,
  voter: { uid: number; wallet: string },
  now: number,
): Promise<VerifiedVote> {
  const startsAt = unix(proposal.starts_at);
  const endsAt = unix(proposal.ends_at);
  if (now < startsAt || now > endsAt) throw new GatewayError(Code.VoteNotOpen);
  if (vote.option >= proposal.options.length) throw new GatewayError(Code.ParamInvalid);
  const wallet = voter.wallet.toLowerCase() as `0x${string}`;
  if (!(await signedBy(staking.domain, vote, wallet))) throw new GatewayError(Code.VoteSignatureInvalid);
  if (
    vote.timestamp < startsAt ||
    vote.timestamp > endsAt ||
    Math.abs(now - vote.timestamp) > VOTE_CLOCK_SKEW_SECONDS
  ) {
    throw new GatewayError(Code.VoteReplayed);
  }
  const latest = await q.kysely
    .selectFrom("dao_votes")
    .select("signed_at")
    .where("proposal_id", "=", proposal.id)
    .where("voter", "=", wallet)
    .orderBy("signed_at", "desc")
    .executeTakeFirst();
  if (latest && Number(latest.signed_at) >= vote.timestamp) throw new GatewayError(Code.VoteReplayed);
  let weight: number;
  try {
    weight = await staking.stakedCountAt(wallet, Number(proposal.snapshot_block));
  } catch {
    throw new GatewayError(Code.Failed);
  }
  if (weight <= 0) throw new GatewayError(Code.NotDaoMember);
  return { ...vote, voter: wallet, uid: voter.uid, weight };
}

/** Records a verified vote as the voter's counted one. A concurrent newer vote wins (VoteReplayed). */
export function applyVote(db: Pick<Db, "tx">, vote: VerifiedVote) {
  return db.tx(async (q) => {
    // one vote at a time per proposal: the voter's counted vote is replaced, never doubled
    await q.kysely.selectFrom("dao_proposals").select("id").where("id", "=", vote.proposal_id).forUpdate().execute();
    const newer = await q.kysely
      .selectFrom("dao_votes")
      .select("id")
      .where("proposal_id", "=", vote.proposal_id)
      .where("voter", "=", vote.voter)
      .where("signed_at", ">=", vote.timestamp)
      .executeTakeFirst();
    if (newer) throw new GatewayError(Code.VoteReplayed);
    await q.kysely
      .updateTable("dao_votes")
      .set({ counted: false })
      .where("proposal_id", "=", vote.proposal_id)
      .where("voter", "=", vote.voter)
      .where("counted", "=", true)
      .execute();
    const inserted = await q.kysely
      .insertInto("dao_votes")
      .values({
        proposal_id: vote.proposal_id,
        voter: vote.voter,
        uid: vote.uid,
        option_index: vote.option,
        weight: vote.weight,
        signed_at: vote.timestamp,
        signature: vote.signature.toLowerCase(),
      })
      .onConflict((oc) => oc.column("signature").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw new GatewayError(Code.VoteReplayed);
  });
}

export const ballotHandlers = {
  proposal_vote: handle(api.daoclub_msrv.proposal_vote, async (input, ctx) => {
    const proposal = await loadProposal(ctx.db, input.proposal_id);
    if (!proposal) throw new GatewayError(Code.NotFound);
    if (!ctx.voteStaking) throw new GatewayError(Code.Failed);
    const now = Math.floor(Date.now() / 1000);
    const vote = { ...input, signature: input.signature as `0x${string}` };
    const verified = await verifyVote(ctx.db, ctx.voteStaking, proposal, vote, ctx.session, now);
    await applyVote(ctx.db, verified);
    return proposalDetail(ctx.db, proposal, ctx.session.wallet, voteDomain(ctx), now);
  }),
};
