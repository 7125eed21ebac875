import { z } from "zod";
import { LIMITS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { commentProblem } from "../rules/content.js";
import { gateAmountProblem, gateProblem, introProblem, planetNameProblem } from "../rules/planets.js";
import { type Paged, page, pageSize } from "./common.js";
import { coverUrl, id, richText, tags, title, videoUrl } from "./cms-fields.js";
import { defineAction, defineGroup, returns, withCode } from "./define.js";
import { ruled } from "./rule-schema.js";
import {
  CIRCLE_TYPE_IDS,
  type CircleType,
  type DeleteResult,
  GATE_KINDS,
  type JoinResult,
  PLANET_LIMITS,
  type Planet,
  type PlanetMember,
  type PlanetSummary,
  type Topic,
  type TopicComment,
  type TopicLikeResult,
} from "./social-types.js";

const paging = { page, page_size: pageSize };
const circleRef = z.object({ circle_id: id });
const topicRef = z.object({ topic_id: id });

const circleType = z.coerce
  .number()
  .int()
  .refine((value) => (CIRCLE_TYPE_IDS as number[]).includes(value))
  .transform((value) => value as CircleType);
const publicFlag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const intro = ruled(introProblem, { tooLong: null }).default("");
const gateAmount = ruled(gateAmountProblem, { required: null, format: null });
const anyUrl = z.string().trim().min(1).max(LIMITS.urlMaxChars);
/** The entry fee's payment on chain. */
const txHash = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((hash) => hash.toLowerCase());

/** The planet form: add and edit send all of it. `gate_amount` is sent exactly for the kinds that take one. */
const planetFields = {
  name: ruled(planetNameProblem, { required: null, tooLong: null }),
  icon_url: coverUrl,
  introduction: intro,
  tags,
  circle_type: circleType.default(6),
  is_public: publicFlag.default(1),
  gate_kind: z.enum(GATE_KINDS).default("none"),
  gate_amount: gateAmount.nullish(),
};
const gateIsWhole = {
  check: (form: { gate_kind: (typeof GATE_KINDS)[number]; gate_amount?: string | null }) =>
    gateProblem(form.gate_kind, form.gate_amount) === null,
  issue: {
    message: "gate_amount is needed exactly for ict_balance, icms_balance and entry_fee",
    path: ["gate_amount"],
  },
};

const attachment = z.object({
  name: z.string().trim().min(1).max(PLANET_LIMITS.attachmentNameMaxChars),
  url: anyUrl,
});
const commentText = ruled(
  commentProblem,
  { empty: Code.CommentEmpty, tooShort: Code.CommentTooShort, tooLong: null },
  z.string(withCode(Code.CommentEmpty)).trim(),
);

/** What a post meets besides its input: the planet or topic (802007), membership (802005), the gate, the limit (802009). */
const POST_CODES = [
  Code.SocialNotExists,
  Code.NotJoined,
  Code.PlanetGateNotMet,
  Code.PlanetGateUnavailable,
  Code.TooFrequent,
];

/**
 * `appsocial_msrv`: planets (circles), their members, topics, comments and likes
 * (docs/planets.md). Reading is open to everyone; posting needs membership and, in a private
 * planet, ownership.
 */
export const social = defineGroup("appsocial_msrv", {
  /** Planets, most members first (or newest), by type and name. */
  circle_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      circle_type: circleType.optional(),
      keyword: z.string().trim().min(1).max(PLANET_LIMITS.nameMaxChars).optional(),
      order: z.enum(["popular", "recent"]).default("popular"),
    }),
    output: returns<Paged<PlanetSummary>>(),
    codes: [],
  }),
  /** The members of a planet, the owner first, then newest first. */
  circle_userlist: defineAction({
    auth: "optional",
    input: circleRef.extend(paging),
    output: returns<Paged<PlanetMember>>(),
    codes: [Code.SocialNotExists],
  }),
  circle_detail: defineAction({
    auth: "optional",
    input: circleRef,
    output: returns<Planet>(),
    codes: [Code.SocialNotExists],
  }),
  /** The planets the caller owns, newest first. */
  my_circle_list: defineAction({
    auth: "required",
    input: z.object(paging),
    output: returns<Paged<PlanetSummary>>(),
    codes: [],
  }),
  /** The planets the caller joined (owned ones included), last joined first. */
  circle_join_list: defineAction({
    auth: "required",
    input: z.object(paging),
    output: returns<Paged<PlanetSummary>>(),
    codes: [],
  }),
  /** Joins a planet; a gated one checks the rule first (an entry fee names its payment). */
  circle_join_in: defineAction({
    auth: "required",
    input: circleRef.extend({ tx_hash: txHash.optional() }),
    output: returns<JoinResult>(),
    codes: [
      Code.SocialNotExists,
      Code.AlreadyJoined,
      Code.PlanetGateNotMet,
      Code.PlanetGateUnavailable,
      Code.EntryFeeRequired,
      Code.EntryFeeNotConfirmed,
      Code.EntryFeeTxFailed,
      Code.EntryFeeNotAPayment,
      Code.EntryFeeUnderpaid,
      Code.EntryFeeAlreadyUsed,
    ],
  }),
  /** Leaves a planet; its owner cannot (802010). */
  circle_join_out: defineAction({
    auth: "required",
    input: circleRef,
    output: returns<JoinResult>(),
    codes: [Code.SocialNotExists, Code.NotJoined, Code.OwnerCannotLeave],
  }),
  /** A new planet, owned and joined by the caller; names are unique (802006). */
  circle_add: defineAction({
    auth: "required",
    input: z.object(planetFields).refine(gateIsWhole.check, gateIsWhole.issue),
    output: returns<Planet>(),
    codes: [Code.SocialAlreadyExists],
  }),
  circle_edit: defineAction({
    auth: "required",
    input: circleRef.extend(planetFields).refine(gateIsWhole.check, gateIsWhole.issue),
    output: returns<Planet>(),
    codes: [Code.SocialNotExists, Code.NotPlanetOwner, Code.SocialAlreadyExists],
  }),
  /** Deletes a planet with its memberships, topics, comments and likes (nothing of it stays reachable). */
  circle_delete: defineAction({
    auth: "required",
    input: circleRef,
    output: returns<DeleteResult>(),
    codes: [Code.SocialNotExists, Code.NotPlanetOwner],
  }),
  /**
   * Topics, newest first: of one planet, or (`scope: joined`, the default with a session) of
   * every planet the caller joined, or (`scope: all`) of every planet. An infinite feed sends
   * `before_id`, the last topic it shows, so topics posted meanwhile do not shift its pages.
   */
  topics_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      circle_id: id.optional(),
      scope: z.enum(["joined", "all"]).optional(),
      before_id: id.optional(),
    }),
    output: returns<Paged<Topic>>(),
    codes: [Code.SocialNotExists, Code.NotLoggedIn],
  }),
  topics_detail: defineAction({
    auth: "optional",
    input: topicRef,
    output: returns<Topic>(),
    codes: [Code.SocialNotExists],
  }),
  /** A topic: by the owner of a private planet, by any member of a public one (802004 otherwise). */
  topics_add: defineAction({
    auth: "required",
    input: circleRef.extend({
      name: title,
      icon_url: coverUrl.optional(),
      intro,
      content: richText.default(""),
      image_urls: z.array(coverUrl).max(PLANET_LIMITS.imagesMax).default([]),
      video_url: videoUrl.optional(),
      attachments: z.array(attachment).max(PLANET_LIMITS.attachmentsMax).default([]),
    }),
    output: returns<Topic>(),
    codes: [...POST_CODES, Code.NotPlanetOwner],
  }),
  /** Deletes a topic with its comments and likes: its author or the planet's owner (802004). */
  topics_delete: defineAction({
    auth: "required",
    input: topicRef,
    output: returns<DeleteResult>(),
    codes: [Code.SocialNotExists, Code.NotPlanetOwner],
  }),
  /** A topic's comments, oldest first. */
  comment_list: defineAction({
    auth: "optional",
    input: topicRef.extend(paging),
    output: returns<Paged<TopicComment>>(),
    codes: [Code.SocialNotExists],
  }),
  /** A comment by a member (in either kind of planet). */
  comment_add: defineAction({
    auth: "required",
    input: topicRef.extend({ content: commentText }),
    output: returns<TopicComment>(),
    codes: POST_CODES,
  }),
  /** Deletes a comment: its author or the planet's owner (802004). */
  comment_delete: defineAction({
    auth: "required",
    input: z.object({ comment_id: id }),
    output: returns<DeleteResult>(),
    codes: [Code.SocialNotExists, Code.NotPlanetOwner],
  }),
  /** Likes a topic once (802001 again); not one's own (802002); members only (802005). */
  click_like: defineAction({
    auth: "required",
    input: topicRef,
    output: returns<TopicLikeResult>(),
    codes: [Code.SocialNotExists, Code.NotJoined, Code.TopicAlreadyLiked, Code.TopicCannotLikeOwn],
  }),
});
