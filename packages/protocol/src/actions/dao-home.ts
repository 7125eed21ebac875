import type { ProposalOptionResult } from "./dao-votes.js";
import { noInput } from "./common.js";
import { defineAction, returns } from "./define.js";

/** A closed proposal and the option that won it. */
export interface DaoDecision {
  proposal_id: number;
  title: string;
  /** Unix seconds. */
  closed_at: number;
  winner: ProposalOptionResult | null;
  total_weight: number;
}

/** An item the members' review decided: it went online at the pass quorum or was refused. */
export interface DaoReviewOutcome {
  kind: "article" | "wiki" | "special";
  item_id: number;
  title: string;
  outcome: "online" | "refused";
  /** Unix seconds of the decision that reached the quorum. */
  decided_at: number;
}

/** A recent NFT purchase the indexer has seen. */
export interface DaoRecentPurchase {
  buyer: `0x${string}`;
  quantity: number;
  block_number: number;
  tx_hash: `0x${string}`;
}

/** The DAO home's figures, from the chain index and the closed proposals. */
export interface DaoOverview {
  /** Wallets with at least one NFT staked (X-Men). */
  member_count: number;
  /** DAO NFTs staked in the staking contract. */
  staked_count: number;
  recent_decisions: DaoDecision[];
  /** The latest review outcomes, newest first. */
  recent_reviews: DaoReviewOutcome[];
  recent_purchases: DaoRecentPurchase[];
}

/** The DAO home (part of `daoclub_msrv`). */
export const daoHome = {
  dao_overview: defineAction({
    auth: "none",
    input: noInput,
    output: returns<DaoOverview>(),
    codes: [],
  }),
};
