/**
 * Member review of submitted content (`daoclub_msrv`: `dao_article_*`, `dao_wiki_*`,
 * `dao_special_*`, `dao_reason_list`). X-Men list what waits in `audit`, read it, and pass or
 * reject it with a decision their wallet signs (EIP-712, `dao/review-typed-data.ts`).
 */
import { z } from "zod";
import type { ContentStatus } from "../content.js";
import { REVIEW_DECISIONS, type ReviewDecision } from "../dao/review-typed-data.js";
import { Code } from "../errors/codes.js";
import type { ArticleSummary, SpecialSummary } from "./cms-types.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns } from "./define.js";

/** Where an item stands in review, as a reviewer sees it. */
export interface ReviewTally {
  pass_count: number;
  reject_count: number;
  /**
   * Passes or rejects that settle the item (`REVIEW_QUORUM`). Counts are staked NFTs: a decision
   * weighs as many NFTs as it speaks for (docs/dao.md, "One NFT, one voice").
   */
  quorum: number;
  /** The caller's own decision, or null before it. */
  my_decision: ReviewDecision | null;
}

/** One member's decision, as the item's detail shows it. */
export interface ReviewVote {
  wallet_addr: string;
  nickname: string;
  decision: ReviewDecision;
  /** The reason in the caller's language, or the custom text; empty for a pass. */
  reason: string;
  /** The EIP-712 signature the decision was stored with. */
  signature: string;
  /** How many staked NFTs the decision counts for in the tally. */
  weight: number;
  /** The staked NFTs it speaks for (empty for a decision recorded before tokens were kept). */
  token_ids: string[];
  created_at: string;
}

/** Review as the author of an item sees it: the counts and the reasons given for rejecting it. */
export interface AuthorReview {
  pass_count: number;
  reject_count: number;
  quorum: number;
  reasons: string[];
}

export interface ReviewArticle extends ArticleSummary {
  review: ReviewTally;
}
export interface ReviewArticleDetail extends ReviewArticle {
  /** Cleaned HTML: safe to render as is. */
  content: string;
  votes: ReviewVote[];
}
export interface ReviewSpecial extends SpecialSummary {
  review: ReviewTally;
}
export interface ReviewSpecialDetail extends ReviewSpecial {
  votes: ReviewVote[];
}

/** What a decision left: the item's status (online or refused once a quorum is reached) and the tally. */
export interface ReviewResult {
  status: ContentStatus;
  review: ReviewTally;
}

/** A rejection reason of the list, in the three languages. */
export interface ReviewReason {
  reason_id: number;
  zh: string;
  en: string;
  ru: string;
}

/** Decimal uint256: a nonce of the signed message. */
const nonce = z
  .string()
  .trim()
  .regex(/^[0-9]{1,77}$/);
const signature = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{130}$/);

/** One decision with its signature; `reason_id` (from the list) or `reason` (custom text) for a reject. */
export const decisionFields = {
  decision: z.enum(REVIEW_DECISIONS),
  reason_id: z.coerce.number().int().min(0).max(1_000).default(0),
  // Not trimmed: the signature covers the text exactly as sent.
  reason: z.string().max(200).default(""),
  nonce,
  deadline: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  signature,
};

/** Members only (801124); the item must wait in review (3002 otherwise). */
export const READ_CODES = [Code.NotDaoMember, Code.NotFound];
/**
 * Refusals of a decision: a signature that is not the caller's wallet's for this platform's chain
 * (801136), used before (801137) or past its deadline (801138); a reject without a reason
 * (801139); not a member on chain (801124, 3001 when the chain cannot be asked); one's own item
 * (1006); a second decision (801123); every staked NFT of the wallet already spoke in this round,
 * from this wallet or another (801143).
 */
export const DECIDE_CODES = [
  Code.NotDaoMember,
  Code.Failed,
  Code.NotFound,
  Code.PermissionDenied,
  Code.AlreadyReviewed,
  Code.ReviewTokenAlreadyDecided,
  Code.ReviewSignatureInvalid,
  Code.ReviewSignatureUsed,
  Code.ReviewSignatureExpired,
  Code.ReviewReasonRequired,
];

const articleOrVideo = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
const wikiType = z.coerce.number().pipe(z.literal(3));

export const daoReview = {
  /** Articles and videos waiting in review (`article_type` 1 or 2; both when absent). */
  dao_article_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize, article_type: articleOrVideo.optional() }),
    output: returns<Paged<ReviewArticle>>(),
    codes: [Code.NotDaoMember],
  }),
  dao_article_detail: defineAction({
    auth: "required",
    input: z.object({ article_id: rowId }),
    output: returns<ReviewArticleDetail>(),
    codes: READ_CODES,
  }),
  dao_article_set_status: defineAction({
    auth: "required",
    input: z.object({ article_id: rowId, ...decisionFields }),
    output: returns<ReviewResult>(),
    codes: DECIDE_CODES,
  }),
  /** Wiki entries (`article_type` 3) waiting in review. */
  dao_wiki_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize, article_type: wikiType.optional() }),
    output: returns<Paged<ReviewArticle>>(),
    codes: [Code.NotDaoMember],
  }),
  dao_wiki_detail: defineAction({
    auth: "required",
    input: z.object({ article_id: rowId }),
    output: returns<ReviewArticleDetail>(),
    codes: READ_CODES,
  }),
  dao_wiki_set_status: defineAction({
    auth: "required",
    input: z.object({ article_id: rowId, ...decisionFields }),
    output: returns<ReviewResult>(),
    codes: DECIDE_CODES,
  }),
  /** Specials and channels waiting in review. */
  dao_special_list: defineAction({
    auth: "required",
    input: z.object({
      page,
      page_size: pageSize,
      special_type: z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(2)]))
        .optional(),
    }),
    output: returns<Paged<ReviewSpecial>>(),
    codes: [Code.NotDaoMember],
  }),
  dao_special_detail: defineAction({
    auth: "required",
    input: z.object({ special_id: rowId }),
    output: returns<ReviewSpecialDetail>(),
    codes: READ_CODES,
  }),
  dao_special_set_status: defineAction({
    auth: "required",
    input: z.object({ special_id: rowId, ...decisionFields }),
    output: returns<ReviewResult>(),
    codes: DECIDE_CODES,
  }),
  /** The rejection reasons a reviewer picks from. */
  dao_reason_list: defineAction({
    auth: "optional",
    input: z.object({}).default({}),
    output: returns<ReviewReason[]>(),
    codes: [],
  }),
};
