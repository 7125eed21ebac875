import type { Api } from "@icms/protocol";
import type { GroupHandlers } from "../../../context.js";
import { ballotHandlers } from "./ballots.js";
import { exportHandlers } from "./export.js";
import { proposalHandlers } from "./proposals.js";

type VoteActions = Pick<
  Api["daoclub_msrv"],
  "proposal_list" | "proposal_detail" | "proposal_add" | "proposal_vote" | "proposal_vote_list"
>;

/** Proposals and EIP-712 signed votes. */
export const voteHandlers: GroupHandlers<VoteActions> = {
  ...proposalHandlers,
  ...ballotHandlers,
  ...exportHandlers,
};
