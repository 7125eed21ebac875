import { z } from "zod";
import { DATE_RANGE_SHORTCUTS_DAYS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { flag } from "./cms-fields.js";
import { type Paged, page, pageSize, rowId, uid } from "./common.js";
import { defineAction, defineGroup, returns, withCode } from "./define.js";
import type { IncomeCoin } from "./wallet-income.js";

/** The kinds of work the data centre counts (docs/datacentre.md). */
export const DATACENTRE_KINDS = ["article", "video", "wiki", "course", "topic"] as const;
export type DatacentreKind = (typeof DATACENTRE_KINDS)[number];

/**
 * Where a visit came from, decided once when the view arrives: a short link (`/s/<code>`), a
 * forward (`is_forward` with a forwarder), a planet page of this site, a search engine, another
 * site (its referrer host is kept), or nothing at all (direct: typed, bookmarked, an app).
 */
export const TRAFFIC_SOURCES = ["direct", "search", "shortlink", "forward", "planet", "site"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** Whose figures: the caller's own pieces, or the whole platform (operators, `view_datacentre`). */
export const DATACENTRE_SCOPES = ["me", "platform"] as const;
export type DatacentreScope = (typeof DATACENTRE_SCOPES)[number];

/** What the top pieces may be ordered by. */
export const TOP_PIECE_ORDERS = ["views", "reads", "likes", "comments", "shares", "contribution"] as const;
export type TopPieceOrder = (typeof TOP_PIECE_ORDERS)[number];

/** The longest custom range, in days (both ends included). */
export const DATACENTRE_MAX_RANGE_DAYS = 366;

/** The signals a creator level asks for (docs/datacentre.md, "Creator levels"). */
export const LEVEL_SIGNALS = ["approved_pieces", "reads", "followers", "reviews_passed", "contribution"] as const;
export type LevelSignal = (typeof LEVEL_SIGNALS)[number];

/** The range a figure covers, as the gateway resolved it. Dates are UTC days, YYYY-MM-DD, both ends included. */
export interface DatacentreRange {
  start: string;
  end: string;
  days: number;
  /** The period of the same length just before, which `previous` totals cover. */
  prev_start: string;
  prev_end: string;
}

/** A piece of work as the data centre names it. `url` is the web app's path to it. */
export interface PieceRef {
  kind: DatacentreKind;
  id: number;
  title: string;
  url: string;
  /** When it was published (or created, for a piece not online yet); ISO 8601. */
  created_at: string;
}

/**
 * The figures of a period, for one piece, the caller's pieces or the platform.
 * - `views`: one per viewer (signed-in user or anonymous visitor id) per piece per day, bots excluded.
 * - `loads`: page loads that passed the bot checks, before the once-per-viewer-per-day rule (a reload counts again).
 * - `reads`: viewers who scrolled past the end of the body, once per viewer per piece per day.
 * - `likes`, `comments`, `collects`, `shares`: made in the period on the pieces (shares: short links
 *   made and forwards recorded).
 * - `follows`: followers the author gained in the period (for one piece: those who followed within
 *   a day of viewing it; see docs/datacentre.md).
 * - `forward_visits`, `shortlink_visits`: views whose source was a forward or a short link.
 * - `contribution`: contribution points the pieces earned (likes received, approval...).
 * - `income`: tokens the pieces earned, per coin, in wei as decimal strings (every coin present).
 */
export interface DatacentreTotals {
  views: number;
  loads: number;
  reads: number;
  likes: number;
  comments: number;
  collects: number;
  follows: number;
  shares: number;
  forward_visits: number;
  shortlink_visits: number;
  contribution: number;
  income: Record<IncomeCoin, string>;
}

/** One UTC day of a series: the day's figures. Every day of the range is present, oldest first. */
export interface DatacentreDay extends DatacentreTotals {
  date: string;
}

/** Totals of a range against the period before it (the screen computes the change). */
export interface DatacentreOverview {
  scope: DatacentreScope;
  range: DatacentreRange;
  totals: DatacentreTotals;
  previous: DatacentreTotals;
  /** Followers now (the author's, or every follow on the platform). */
  followers: number;
  /** Pieces of the scope online now, by kind. */
  pieces: Record<DatacentreKind, number>;
  /**
   * The last day the rollup job has counted (it counts today too, every few minutes): views and
   * reads of later days are not in yet. Null before its first run.
   */
  rolled_up_to: string | null;
}

export interface DatacentreSeries {
  scope: DatacentreScope;
  range: DatacentreRange;
  days: DatacentreDay[];
}

/** One row of the top pieces: the piece and its totals in the range. */
export interface TopPiece {
  piece: PieceRef;
  totals: DatacentreTotals;
}

/** Visits of one source in a range. */
export interface SourceCount {
  source: TrafficSource;
  views: number;
  /** Views that became reads. */
  reads: number;
}

/** Visits from one other site. */
export interface SiteCount {
  host: string;
  views: number;
}

/** Visits brought by one forwarder or one short link. */
export interface ReferralCount {
  /** `forward`: the forwarder's uid as a string; `shortlink`: the link's code. */
  key: string;
  /** The forwarder's nickname, or the short link's target path. */
  label: string;
  views: number;
}

export interface TrafficSources {
  range: DatacentreRange;
  sources: SourceCount[];
  /** Other sites by referrer host, most views first (at most 20). */
  sites: SiteCount[];
  /** Forwarders whose forwards brought views, most first (at most 20). */
  forwarders: ReferralCount[];
  /** Short links that brought views, most first (at most 20). */
  short_links: ReferralCount[];
}

/** One piece's analytics: its figures, by day, and where its visits came from. */
export interface PieceAnalytics {
  piece: PieceRef;
  range: DatacentreRange;
  totals: DatacentreTotals;
  previous: DatacentreTotals;
  days: DatacentreDay[];
  sources: TrafficSources;
}

/** Followers on one day: the total at the day's end and those gained that day. */
export interface FollowerPoint {
  date: string;
  total: number;
  gained: number;
}

export interface FollowerSeries {
  range: DatacentreRange;
  points: FollowerPoint[];
}

/** The CSV export: a header row then one row per day or per piece, comma-separated, UTF-8. */
export interface DatacentreExport {
  filename: string;
  csv: string;
}

/** A right a level grants: a privilege of the existing privilege system and the value it sets. */
export interface LevelRight {
  privilege_code: string;
  /** For a yes/no privilege 1; for a quota, the quota. */
  val: number;
}

/** What one level asks for (every signal at least its figure) and grants. */
export interface LevelRule {
  level: number;
  /** A stable name for the screen to word (`newcomer`, `creator`...). */
  name: string;
  requires: Record<LevelSignal, number>;
  rights: LevelRight[];
}

/** One signal towards the next level: what the creator has and what the level asks. */
export interface LevelProgress {
  signal: LevelSignal;
  have: number;
  need: number;
}

/** The caller's creator level, its rights, and how far the next one is. */
export interface CreatorLevel {
  level: number;
  name: string;
  rights: LevelRight[];
  signals: Record<LevelSignal, number>;
  /** The next level and each of its requirements; null at the top. */
  next: { level: number; name: string; progress: LevelProgress[]; ratio: number } | null;
  /** Every level, lowest first, for the screen's table. */
  levels: LevelRule[];
  /** When the level was last computed (the job); null before its first run. */
  computed_at: string | null;
}

/** What anyone may see of a creator (the public profile). */
export interface PublicCreatorCounts {
  uid: number;
  level: number;
  level_name: string;
  /** Holds the verified badge its level grants. */
  verified: boolean;
  /** Pieces online, all kinds. */
  pieces: number;
  followers: number;
  /** Likes received on the creator's pieces, all time. */
  likes: number;
  /** Views of the creator's pieces, all time, as the rollups count them. */
  views: number;
}

/** What a beacon answers: whether the event was kept (false: a bot, too fast, or no such piece). */
export interface BeaconAck {
  accepted: boolean;
}

const param = withCode(Code.ParamInvalid);
const isoDay = z.string(param).regex(/^\d{4}-\d{2}-\d{2}$/, param);

/**
 * A range: one of the shortcuts (`days` 7, 14, 30, 60; 7 by default) or a custom one
 * (`start_date` and `end_date`, both given, start not after end, at most 366 days, from
 * 2020-01-01 on). A custom range
 * wins over `days`. The gateway also refuses an end after today (UTC) with 50500.
 */
const rangeInput = {
  days: z.coerce
    .number(param)
    .int(param)
    .refine((n) => (DATE_RANGE_SHORTCUTS_DAYS as readonly number[]).includes(n), param)
    .default(7),
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
};
/** The earliest day a range may start: the platform has no figures before it. */
export const DATACENTRE_FIRST_DAY = "2020-01-01";

/** The UTC day a `YYYY-MM-DD` string names, in ms since 1970; NaN for a day the calendar lacks or one before the first. */
const dayMs = (day: unknown): number => {
  if (typeof day !== "string" || day < DATACENTRE_FIRST_DAY) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms : Number.NaN;
};
const checkRange = (v: { start_date?: unknown; end_date?: unknown }, ctx: z.RefinementCtx) => {
  if (v.start_date === undefined && v.end_date === undefined) return;
  const start = dayMs(v.start_date);
  const end = dayMs(v.end_date);
  const ok = end >= start && (end - start) / 86_400_000 + 1 <= DATACENTRE_MAX_RANGE_DAYS;
  if (!ok) ctx.addIssue({ code: "custom", message: `catalogue:${Code.ParamInvalid}`, path: ["start_date"] });
};
const scope = z.enum(DATACENTRE_SCOPES, param).default("me");
const kind = z.enum(DATACENTRE_KINDS, param);
const ranged = <S extends z.ZodRawShape>(shape: S) => z.object({ ...rangeInput, ...shape }).superRefine(checkRange);

/** An anonymous visitor id the page keeps in local storage (letters, digits, `-` and `_`). */
const visitorId = z.string(param).regex(/^[A-Za-z0-9_-]{8,64}$/, param);
const beaconBase = {
  kind,
  id: rowId,
  /** Required without a session: the viewer is counted by it. Ignored with one (the uid counts). */
  visitor_id: visitorId.optional(),
};

/**
 * `datacentre_msrv`: the data centre and creator growth (docs/datacentre.md). Private figures
 * (reads, sources, contribution and income per piece) are answered only to the pieces' author
 * (for a wiki entry, an author of one of its accepted revisions) or to an operator holding
 * `view_datacentre`; `scope=platform` needs that privilege (1006). Views are counted from the
 * beacons `datacentre_view` and `datacentre_read` the piece pages send, rolled up daily.
 */
export const datacentre = defineGroup("datacentre_msrv", {
  /** Totals of the range and of the period before it, followers now, pieces online. */
  datacentre_overview: defineAction({
    auth: "required",
    input: ranged({ scope }),
    output: returns<DatacentreOverview>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /** The range's figures day by day (every day present, oldest first). */
  datacentre_series: defineAction({
    auth: "required",
    input: ranged({ scope }),
    output: returns<DatacentreSeries>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /** Pieces by one figure in the range, highest first, optionally of one kind. */
  datacentre_top_pieces: defineAction({
    auth: "required",
    input: ranged({
      scope,
      order: z.enum(TOP_PIECE_ORDERS, param).default("views"),
      kind: kind.optional(),
      page,
      page_size: pageSize,
    }),
    output: returns<Paged<TopPiece>>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /** One piece's figures, by day, and its traffic sources: its author or an operator only (1006). */
  datacentre_piece: defineAction({
    auth: "required",
    input: ranged({ kind, id: rowId }),
    output: returns<PieceAnalytics>(),
    codes: [Code.ParamInvalid, Code.NotFound, Code.PermissionDenied],
  }),
  /** Where the scope's views came from in the range. */
  datacentre_sources: defineAction({
    auth: "required",
    input: ranged({ scope }),
    output: returns<TrafficSources>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /** The caller's followers day by day (`platform`: every follow of a user). */
  datacentre_followers: defineAction({
    auth: "required",
    input: ranged({ scope }),
    output: returns<FollowerSeries>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /**
   * The same figures as CSV text: `days` one row per day (the series), `pieces` one row per piece
   * with its totals (the top pieces by views, at most 10,000).
   */
  datacentre_export: defineAction({
    auth: "required",
    input: ranged({ scope, table: z.enum(["days", "pieces"], param).default("days") }),
    output: returns<DatacentreExport>(),
    codes: [Code.ParamInvalid, Code.PermissionDenied],
  }),
  /** The caller's creator level, its rights, the signals behind it and the next level's progress. */
  datacentre_level: defineAction({
    auth: "required",
    input: z.object({}).default({}),
    output: returns<CreatorLevel>(),
    codes: [],
  }),
  /** A creator's public counts and level, for the profile page. */
  datacentre_public: defineAction({
    auth: "optional",
    input: z.object({ uid }),
    output: returns<PublicCreatorCounts>(),
    codes: [Code.NotFound],
  }),
  /**
   * The page was viewed. Sent once when a piece's page opens; the source comes from what the
   * page knows: `referrer_host` (document.referrer's host, empty for none; with the previous
   * page's path in `referrer_path` when it was one of this site's), `is_forward` 1 with
   * `forward_uid` (the forwarder in the URL), `short_code` (the short link it was reached by,
   * `sl` in the URL).
   * Kept cheaply and counted by the daily rollup; bots (by user agent) and viewers sending too
   * many views a minute are dropped.
   */
  datacentre_view: defineAction({
    auth: "optional",
    input: z.object({
      ...beaconBase,
      referrer_host: z
        .string(param)
        .trim()
        .toLowerCase()
        .max(253, param)
        .regex(/^[a-z0-9.-]*(:[0-9]{1,5})?$/, param)
        .default(""),
      /** The referrer's path when it is a page of this site (a planet's page makes the source `planet`). */
      referrer_path: z.string(param).max(300, param).optional(),
      is_forward: flag.default(0),
      forward_uid: rowId.optional(),
      short_code: z
        .string(param)
        .regex(/^[A-Za-z0-9]{1,16}$/, param)
        .optional(),
    }),
    output: returns<BeaconAck>(),
    codes: [Code.ParamInvalid],
  }),
  /** The reader scrolled past the end of the piece's body (sent once per page view). */
  datacentre_read: defineAction({
    auth: "optional",
    input: z.object(beaconBase),
    output: returns<BeaconAck>(),
    codes: [Code.ParamInvalid],
  }),
});
