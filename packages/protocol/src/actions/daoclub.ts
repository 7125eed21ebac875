import { daoCourseReview } from "./dao-courses.js";
import { daoHome } from "./dao-home.js";
import { daoProjectReview } from "./dao-projects.js";
import { daoReview } from "./dao-review.js";
import { daoVotes } from "./dao-votes.js";
import { defineGroup } from "./define.js";

/** `daoclub_msrv`: what X-Men do: review content and vote on proposals; and the DAO home. */
export const daoclub = defineGroup("daoclub_msrv", {
  ...daoReview,
  ...daoVotes,
  ...daoHome,
  ...daoCourseReview,
  ...daoProjectReview,
});
