import type { ExportedVote, ProposalOptionResult, ProposalVoteExport } from "../actions/dao-votes.js";
import { type VoteTypedData, voteTypedData } from "./vote-typed-data.js";

/** Checks that `signature` over `typedData` was made by `voter` (viem's `verifyTypedData` does). */
export type VoteSignatureCheck = (input: {
  typedData: VoteTypedData;
  signature: `0x${string}`;
  voter: `0x${string}`;
}) => Promise<boolean>;

export interface Recount {
  results: ProposalOptionResult[];
  /** Votes whose signature, option or time does not hold: none in an honest export. */
  invalid: ExportedVote[];
}

/**
 * Recounts a proposal from its public export, trusting nothing but the signatures: each vote
 * must be signed by its voter for this proposal and domain, name an existing option and fall in
 * the window; of a voter's valid votes the latest counts. Each weight is the voter's
 * `XManStaking.stakedCountAt(voter, snapshot_block)`, which anyone can read on chain.
 */
export async function recountVotes(data: ProposalVoteExport, check: VoteSignatureCheck): Promise<Recount> {
  const { proposal, domain } = data;
  const latest = new Map<string, ExportedVote>();
  const invalid: ExportedVote[] = [];
  for (const vote of data.votes) {
    const typedData = voteTypedData(domain, {
      proposalId: BigInt(proposal.proposal_id),
      option: vote.option,
      voter: vote.voter,
      timestamp: BigInt(vote.timestamp),
    });
    const valid =
      vote.option >= 0 &&
      vote.option < proposal.options.length &&
      vote.timestamp >= proposal.starts_at &&
      vote.timestamp <= proposal.ends_at &&
      (await check({ typedData, signature: vote.signature, voter: vote.voter }));
    if (!valid) {
      invalid.push(vote);
      continue;
    }
    const key = vote.voter.toLowerCase();
    const before = latest.get(key);
    if (!before || vote.timestamp > before.timestamp) latest.set(key, vote);
  }
  const results = proposal.options.map((label, option) => ({ option, label, weight: 0, voters: 0 }));
  for (const vote of latest.values()) {
    const result = results[vote.option];
    if (result && vote.weight > 0) {
      result.weight += vote.weight;
      result.voters += 1;
    }
  }
  return { results, invalid };
}
