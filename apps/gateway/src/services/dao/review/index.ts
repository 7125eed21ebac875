import type { Api } from "@icms/protocol";
import type { AppContext, GroupHandlers } from "../../../context.js";
import { articleReviewHandlers } from "./articles.js";
import { type ReviewChain, reviewChain } from "./membership.js";
import { reasonHandlers } from "./reasons.js";
import { specialReviewHandlers } from "./specials.js";

declare module "../../../context.js" {
  interface AreaServices {
    /** The review signature's domain and the staking contract's membership answer. */
    reviewChain: ReviewChain;
  }
}

/** The review's services, built once at start. */
export const reviewServices = (app: AppContext) => ({ reviewChain: reviewChain(app.config) });

type ReviewActions = Pick<
  Api["daoclub_msrv"],
  keyof typeof articleReviewHandlers | keyof typeof specialReviewHandlers | keyof typeof reasonHandlers
>;

/** Member review of submitted content: the `dao_*` list, detail and set_status calls. */
export const reviewHandlers: GroupHandlers<ReviewActions> = {
  ...articleReviewHandlers,
  ...specialReviewHandlers,
  ...reasonHandlers,
};
