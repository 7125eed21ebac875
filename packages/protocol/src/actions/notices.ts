import { z } from "zod";
import { Code } from "../errors/codes.js";
import { emailProblem } from "../rules/profile.js";
import { type Paged, noInput, page, pageSize, rowId } from "./common.js";
import { defineAction, defineGroup, returns } from "./define.js";
import { ruled } from "./rule-schema.js";
import type { AuthorBrief } from "./user.js";

/**
 * What a notification is about. The area that owns the change writes it in the change's
 * transaction (the gateway's `notify` seam); the web app never writes one.
 */
export const NOTICE_KINDS = [
  "comment",
  "reply",
  "mention",
  "like",
  "collect",
  "follow",
  "review_passed",
  "review_refused",
  "review_waiting",
  "proposal_opened",
  "proposal_closing",
  "proposal_result",
  "course_sold",
  "course_paid",
  "course_refunded",
  "settlement_income",
  "withdrawal_ready",
  "withdrawal_paid",
  "multisend_failed",
  "planet_topic",
  "planet_joined",
  "kol_status",
  "project_status",
  "announcement",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The centre's tabs, each a set of kinds (`all` is every kind). */
export const NOTICE_TABS = {
  all: NOTICE_KINDS,
  replies: ["comment", "reply", "mention"],
  likes: ["like", "collect", "follow"],
  review: [
    "review_passed",
    "review_refused",
    "review_waiting",
    "proposal_opened",
    "proposal_closing",
    "proposal_result",
  ],
  money: [
    "course_sold",
    "course_paid",
    "course_refunded",
    "settlement_income",
    "withdrawal_ready",
    "withdrawal_paid",
    "multisend_failed",
  ],
  planets: ["planet_topic", "planet_joined"],
  system: ["kol_status", "project_status", "announcement"],
} as const satisfies Record<string, readonly NoticeKind[]>;
export type NoticeTab = keyof typeof NOTICE_TABS;
export const NOTICE_TAB_NAMES = Object.keys(NOTICE_TABS) as NoticeTab[];

/**
 * Kinds whose notifications on one target merge while unread ("alice and 12 others liked …"):
 * one row per recipient, kind and target, with a count and the latest actors.
 */
export const GROUPED_NOTICE_KINDS: readonly NoticeKind[] = ["like", "collect", "follow", "planet_joined"];

/** Where a notification may reach its recipient. */
export const NOTICE_CHANNELS = ["app", "email"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Whose actions may notify: everyone, only people the recipient follows, or nobody (off). */
export const NOTICE_AUDIENCES = ["everyone", "following", "nobody"] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** How e-mail for a kind is sent: in the daily digest, at once, or not at all. */
export const NOTICE_EMAIL_MODES = ["digest", "instant", "off"] as const;
export type NoticeEmailMode = (typeof NOTICE_EMAIL_MODES)[number];

/** What a thread or planet mute names. */
export const NOTICE_MUTE_TYPES = ["article", "video", "wiki", "topic", "planet", "course", "proposal"] as const;
export type NoticeMuteType = (typeof NOTICE_MUTE_TYPES)[number];

/** The thing a notification links to. `url` is the web app's path for it. */
export interface NoticeTarget {
  type: string;
  id: number;
  title: string;
  url: string;
  /** The target was deleted since: the item stays, says so, and links nowhere. */
  deleted: boolean;
}

/** One notification or one group of them. Dates are ISO 8601 strings. */
export interface NoticeItem {
  id: number;
  kind: NoticeKind;
  /** How many events the item stands for (1 unless grouped). */
  count: number;
  /** The latest actors, newest first (at most 3); empty for the platform's own notices. */
  actors: AuthorBrief[];
  target: NoticeTarget | null;
  /** The thread or planet it belongs to, which `notice_mute` silences (null when it has none). */
  thread: { type: NoticeMuteType; id: number } | null;
  /**
   * The kind's details: review reasons, an amount and its token, a proposal's result, a
   * failed multi-send target's address. Strings so every language formats them itself.
   */
  data: Record<string, string>;
  read: boolean;
  created_at: string;
  /** When the latest event of the item arrived. */
  updated_at: string;
}

/** The badge and the tabs' counts. `latest_id` moves whenever a notification arrives or changes. */
export interface NoticeCounts {
  unread: number;
  by_tab: Record<NoticeTab, number>;
  latest_id: number;
}

/** One row of the preference matrix. */
export interface NoticePreference {
  kind: NoticeKind;
  app: NoticeAudience;
  email: NoticeEmailMode;
}

/** The caller's e-mail for notifications: set, confirmed or not. */
export interface NoticeEmail {
  email: string | null;
  confirmed: boolean;
  /** When the digest goes out, as an hour of the day (UTC). */
  digest_hour: number;
}

export interface NoticeMute {
  type: NoticeMuteType;
  id: number;
  title: string;
  created_at: string;
}

const noticeKind = z.enum(NOTICE_KINDS);
/** A yes or no: JSON's true and false, or "true"/"false"/"1"/"0" (never "false" read as true). */
const wireBoolean = z.union([z.boolean(), z.stringbool()]);
const noticeTab = z.enum(NOTICE_TAB_NAMES as [NoticeTab, ...NoticeTab[]]);

/**
 * `notice_msrv`: the message centre (docs/notices.md). The live stream and the polling fallback
 * are HTTP routes beside these calls: `GET /gwapi/v1/notice_msrv/stream` (SSE, resumes from
 * `Last-Event-ID`) and `GET /gwapi/v1/notice_msrv/poll` (304 while `latest_id` is unchanged).
 */
export const notices = defineGroup("notice_msrv", {
  /** The caller's notifications, newest first, grouped, of one tab (all by default). */
  notice_list: defineAction({
    auth: "required",
    input: z.object({
      tab: noticeTab.default("all"),
      unread_only: wireBoolean.default(false),
      page,
      page_size: pageSize,
    }),
    output: returns<Paged<NoticeItem>>(),
    codes: [],
  }),
  /** The unread counts, for the badge and the tabs. */
  notice_counts: defineAction({
    auth: "required",
    input: noInput,
    output: returns<NoticeCounts>(),
    codes: [],
  }),
  /** Marks one notification (or group) read, or unread again with `read=false`. */
  notice_read: defineAction({
    auth: "required",
    input: z.object({ id: rowId, read: wireBoolean.default(true) }),
    output: returns<NoticeCounts>(),
    codes: [Code.NotFound],
  }),
  /**
   * Marks read everything of a tab up to `up_to_id` (the newest the caller has seen, so one
   * arriving meanwhile stays unread); the whole tab without it. `up_to_id` is a change number
   * (`NoticeCounts.latest_id`, or a stream event's id); the id of one of the caller's
   * notifications stands for that notification's change number.
   */
  notice_read_all: defineAction({
    auth: "required",
    input: z.object({ tab: noticeTab.default("all"), up_to_id: rowId.optional() }),
    output: returns<NoticeCounts>(),
    codes: [],
  }),
  /** The preference matrix: a row per kind, defaults filled in. */
  notice_prefs: defineAction({
    auth: "required",
    input: noInput,
    output: returns<NoticePreference[]>(),
    codes: [],
  }),
  /** Sets one kind's row. */
  notice_prefs_set: defineAction({
    auth: "required",
    input: z.object({ kind: noticeKind, app: z.enum(NOTICE_AUDIENCES), email: z.enum(NOTICE_EMAIL_MODES) }),
    output: returns<NoticePreference[]>(),
    codes: [],
  }),
  /** The threads and planets the caller muted. */
  notice_mutes: defineAction({
    auth: "required",
    input: noInput,
    output: returns<NoticeMute[]>(),
    codes: [],
  }),
  /** Mutes (or unmutes) one thread or planet: its notifications stop arriving. */
  notice_mute: defineAction({
    auth: "required",
    input: z.object({ type: z.enum(NOTICE_MUTE_TYPES), id: rowId, muted: wireBoolean.default(true) }),
    output: returns<NoticeMute[]>(),
    codes: [Code.NotFound],
  }),
  /** The caller's notification e-mail. */
  notice_email: defineAction({
    auth: "required",
    input: noInput,
    output: returns<NoticeEmail>(),
    codes: [],
  }),
  /**
   * Sets the address (unconfirmed until its link is followed; a confirmation mail is sent) or,
   * empty, removes it. `digest_hour` is the hour of the day (UTC) the digest goes out.
   */
  notice_email_set: defineAction({
    auth: "required",
    input: z.object({
      /** The profile's e-mail rule (`rules/profile.ts`): empty, or an address (801163 otherwise). */
      email: ruled(emailProblem, { format: Code.EmailIncorrect }, z.string().trim().toLowerCase()),
      digest_hour: z.coerce.number().int().min(0).max(23).default(8),
    }),
    output: returns<NoticeEmail>(),
    codes: [Code.EmailIncorrect, Code.RateLimited],
  }),
});

/** The stream's events: a notification arrived or changed, the counts, or the end of the session. */
export type NoticeStreamEvent =
  | { type: "notice"; item: NoticeItem; counts: NoticeCounts }
  | { type: "counts"; counts: NoticeCounts }
  | { type: "expired" };
