import type { Api } from "@icms/protocol";
import type { GroupHandlers } from "../../../context.js";

type VoteActions = Pick<Api["daoclub_msrv"], never>;

/** Proposals and EIP-712 signed votes. */
export const voteHandlers: GroupHandlers<VoteActions> = {};
