import { z } from "zod";
import { Code } from "../errors/codes.js";
import { INSTITUTION_TYPES, INVEST_KINDS } from "../invest.js";
import {
  contactEmailProblem,
  contactNameProblem,
  contactPhoneProblem,
  institutionDescriptionProblem,
  institutionNameProblem,
  investReplyProblem,
  officialSiteProblem,
  remarkProblem,
} from "../rules/invest.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns } from "./define.js";
import type { InvestCoopForm, InvestGbookEntry, InvestSubmission } from "./invest-types.js";
import { ruled } from "./rule-schema.js";

const paging = { page, page_size: pageSize };
const email = ruled(contactEmailProblem, { required: null, format: Code.EmailIncorrect });
const institutionName = ruled(institutionNameProblem, { required: null, tooLong: null });

/** The cooperation form: every field required (product-spec section 5). */
const coopForm = z.object({
  institution_name: institutionName,
  institution_type: z.enum(INSTITUTION_TYPES),
  description: ruled(institutionDescriptionProblem, { required: null, tooLong: null }),
  official_site: ruled(officialSiteProblem, { required: null, format: Code.SiteIncorrect }),
  contact_email: email,
});

/** The guestbook: everything but the remark required. */
const gbookForm = z.object({
  institution_name: institutionName,
  contact_name: ruled(contactNameProblem, { required: null, tooLong: null }),
  phone: ruled(contactPhoneProblem, { required: null, format: Code.PhoneIncorrect }),
  email,
  remark: ruled(remarkProblem, { tooLong: null }).default(""),
});

/** An operator's call: 1006 without `answer_invest`. */
const OPERATOR = [Code.PermissionDenied];

/** Investment cooperation and the guestbook, in `appcms_msrv` (docs/investment.md). */
export const cmsInvest = {
  /** Leaves a guestbook message, signed in or not; a signed-in author sees the answer later. */
  invest_gbook_add_save: defineAction({
    auth: "optional",
    input: gbookForm,
    output: returns<InvestGbookEntry>(),
    codes: [Code.EmailIncorrect, Code.PhoneIncorrect],
  }),
  /** The caller's guestbook messages, newest first, with their answers. */
  invest_gbook_mine: defineAction({
    auth: "required",
    input: z.object(paging),
    output: returns<Paged<InvestGbookEntry>>(),
    codes: [],
  }),
  /**
   * Sends the caller's cooperation form: one per user, never changed afterwards (801101
   * "information submitted" the second time, changing nothing).
   */
  invest_coop_add_save: defineAction({
    auth: "required",
    input: coopForm,
    output: returns<InvestCoopForm>(),
    codes: [Code.InfoSubmitted, Code.EmailIncorrect, Code.SiteIncorrect],
  }),
  /** The caller's cooperation form with the operator's answer, or null before one is sent. */
  invest_coop_mine: defineAction({
    auth: "required",
    input: z.object({}).default({}),
    output: returns<InvestCoopForm | null>(),
    codes: [],
  }),
  /** Operators: both kinds of submission, newest first; `unanswered` keeps those without an answer. */
  invest_submission_list: defineAction({
    auth: "required",
    input: z.object({
      ...paging,
      kind: z.enum(INVEST_KINDS).optional(),
      unanswered: z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1)]))
        .default(0),
    }),
    output: returns<Paged<InvestSubmission>>(),
    codes: OPERATOR,
  }),
  /** Operators: answers a submission (a later answer replaces the earlier one). */
  invest_submission_reply: defineAction({
    auth: "required",
    input: z.object({
      kind: z.enum(INVEST_KINDS),
      submission_id: rowId,
      content: ruled(investReplyProblem, { required: null, tooLong: null }),
    }),
    output: returns<InvestSubmission>(),
    codes: [...OPERATOR, Code.NotFound],
  }),
};
