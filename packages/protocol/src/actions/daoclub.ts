import { daoReview } from "./dao-review.js";
import { daoVotes } from "./dao-votes.js";
import { defineGroup } from "./define.js";

/** `daoclub_msrv`: what X-Men do: review content and vote on proposals. */
export const daoclub = defineGroup("daoclub_msrv", { ...daoReview, ...daoVotes });
