/**
 * Member review of projects (`daoclub_msrv`: `dao_project_*`): the same signed decision as the
 * other kinds, with `kind` "project" in the signed message (docs/projects.md). A pass puts the
 * project online (status 1); a reject, which needs a reason, refuses it (status 2) with the reasons.
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { DECIDE_CODES, decisionFields, READ_CODES, type ReviewResult } from "./dao-review.js";
import { defineAction, returns } from "./define.js";
import type { ReviewProject, ReviewProjectDetail } from "./project-types.js";

export const daoProjectReview = {
  /** Projects waiting in review (status 0), oldest submission first. */
  dao_project_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<ReviewProject>>(),
    codes: [Code.NotDaoMember],
  }),
  /** A waiting project with its parts, tally, the decisions so far and its earlier rounds. */
  dao_project_detail: defineAction({
    auth: "required",
    input: z.object({ project_id: rowId }),
    output: returns<ReviewProjectDetail>(),
    codes: READ_CODES,
  }),
  /** `ReviewResult.status` is "audit" while waiting, "online" once passed (1), "refused" (2). */
  dao_project_set_status: defineAction({
    auth: "required",
    input: z.object({ project_id: rowId, ...decisionFields }),
    output: returns<ReviewResult>(),
    codes: DECIDE_CODES,
  }),
};
