import { z } from "zod";
import type { VoteDomain } from "../dao/vote-typed-data.js";
import { Code } from "../errors/codes.js";
import {
  proposalBodyProblem,
  proposalOptionsProblem,
  proposalTitleProblem,
  proposalWindowProblem,
  splitProposalOptions,
} from "../rules/proposal.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns } from "./define.js";
import { ruled } from "./rule-schema.js";

/** Where a proposal stands by the gateway's clock. */
export type ProposalState = "upcoming" | "active" | "closed";

/** One option with the weight (staked NFTs at the snapshot) of the votes that count for it. */
export interface ProposalOptionResult {
  option: number;
  label: string;
  weight: number;
  voters: number;
}

export interface ProposalSummary {
  proposal_id: number;
  title: string;
  options: string[];
  state: ProposalState;
  /** Unix seconds. */
  starts_at: number;
  ends_at: number;
  /** The block whose staking checkpoints weigh every vote. */
  snapshot_block: number;
  total_weight: number;
  voter_count: number;
  /** The option with the most weight once closed (the lowest index on a tie); null while open or without votes. */
  winning_option: number | null;
}

/** The caller's counted vote. */
export interface MyProposalVote {
  option: number;
  weight: number;
  timestamp: number;
}

export interface ProposalDetail extends ProposalSummary {
  body: string;
  author_uid: number;
  author_nickname: string;
  results: ProposalOptionResult[];
  my_vote: MyProposalVote | null;
  /** What a vote's EIP-712 domain holds (see `voteTypedData`). */
  domain: VoteDomain;
  /** Unix seconds. */
  created_at: number;
}

/** One signed vote as kept: a replaced vote stays, with `counted` false. */
export interface ExportedVote {
  voter: `0x${string}`;
  option: number;
  weight: number;
  timestamp: number;
  signature: `0x${string}`;
  counted: boolean;
}

/** Everything needed to recount a proposal and check each signature (`recountVotes`). */
export interface ProposalVoteExport {
  proposal: Pick<ProposalSummary, "proposal_id" | "title" | "options" | "starts_at" | "ends_at" | "snapshot_block">;
  domain: VoteDomain;
  votes: ExportedVote[];
  results: ProposalOptionResult[];
}

const unixSeconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 32);

const proposalInput = z
  .object({
    title: ruled(proposalTitleProblem, { required: null, tooLong: null }),
    body: ruled(proposalBodyProblem, { required: null, tooLong: null }),
    options: ruled(proposalOptionsProblem, {
      tooFew: null,
      tooMany: null,
      optionTooLong: null,
      duplicate: null,
    }).transform(splitProposalOptions),
    /** Unix seconds; now when left out. */
    starts_at: unixSeconds.optional(),
    ends_at: unixSeconds,
  })
  .refine((p) => proposalWindowProblem(p.starts_at ?? Math.floor(Date.now() / 1000), p.ends_at) === null, {
    message: "window",
    path: ["ends_at"],
  });

/** DAO proposals and signed votes (part of `daoclub_msrv`). */
export const daoVotes = {
  /** Proposals open now or still to come (`active`), or ended (`closed`), newest first. */
  proposal_list: defineAction({
    auth: "optional",
    input: z.object({ state: z.enum(["active", "closed"]).default("active"), page, page_size: pageSize }),
    output: returns<Paged<ProposalSummary>>(),
    codes: [],
  }),
  /** One proposal with its results per option and the caller's vote. */
  proposal_detail: defineAction({
    auth: "optional",
    input: z.object({ proposal_id: rowId }),
    output: returns<ProposalDetail>(),
    codes: [Code.NotFound],
  }),
  /** A new proposal, by a holder of the `dao_propose` privilege; the snapshot is the chain's latest block. */
  proposal_add: defineAction({
    auth: "required",
    input: proposalInput,
    output: returns<ProposalDetail>(),
    codes: [Code.PermissionDenied, Code.Failed],
  }),
  /**
   * A vote signed by the caller's wallet (`voteTypedData`), weighted by its staked NFTs at the
   * snapshot block; a later vote replaces the earlier one while the window is open.
   */
  proposal_vote: defineAction({
    auth: "required",
    input: z.object({
      proposal_id: rowId,
      option: z.coerce.number().int().min(0).max(9),
      timestamp: unixSeconds,
      signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
    }),
    output: returns<ProposalDetail>(),
    codes: [
      Code.NotFound,
      Code.NotDaoMember,
      Code.VoteNotOpen,
      Code.VoteSignatureInvalid,
      Code.VoteReplayed,
      Code.Failed,
    ],
  }),
  /** The public export: every vote kept with its signature, and the results they give. */
  proposal_vote_list: defineAction({
    auth: "none",
    input: z.object({ proposal_id: rowId }),
    output: returns<ProposalVoteExport>(),
    codes: [Code.NotFound],
  }),
};
