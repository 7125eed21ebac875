/**
 * The data centre's reads: a range's figures day by day, per piece, by source, and the
 * followers, from the rollup tables (and `user_follows` for an author's followers). Every read
 * is a handful of grouped statements over the rollups' primary keys, joined to the scope's
 * pieces; nothing reads the raw events.
 */
import {
  Code,
  DATACENTRE_KINDS,
  type DatacentreDay,
  type DatacentreRange,
  type DatacentreTotals,
  type FollowerPoint,
  GatewayError,
  INCOME_COINS,
  type IncomeCoin,
  type ReferralCount,
  type SiteCount,
  type SourceCount,
  TRAFFIC_SOURCES,
  type TopPieceOrder,
} from "@icms/protocol";
import { type RawBuilder, sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { SOURCE_CODE } from "./kinds.js";
import type { PieceSet } from "./pieces.js";
import { addDays, dayOf } from "./rollup.js";

/** Whose figures: some pieces (an author's, or one), or every piece of the platform (`pieces` undefined). */
export interface Scope {
  pieces?: PieceSet;
  /**
   * Where the `follows` figure comes from: an author's followers gained (`uid`), every follow on
   * the platform (`all`), or the pieces' own attributed follows (undefined).
   */
  followers?: number | "all";
}

const DAY_MS = 86_400_000;

/** The range a call asks for, resolved against today (UTC): a custom one wins over `days`. */
export function resolveRange(
  params: { days: number; start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
): DatacentreRange {
  const today = dayOf(now);
  let start: string;
  let end: string;
  if (params.start_date !== undefined && params.end_date !== undefined) {
    start = params.start_date;
    end = params.end_date;
    if (end > today) throw new GatewayError(Code.ParamInvalid);
  } else {
    end = today;
    start = addDays(today, -(params.days - 1));
  }
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  return { start, end, days, prev_start: addDays(start, -days), prev_end: addDays(start, -1) };
}

const zeroIncome = (): Record<IncomeCoin, string> =>
  Object.fromEntries(INCOME_COINS.map((coin) => [coin, "0"])) as Record<IncomeCoin, string>;

function zeroTotals(): DatacentreTotals {
  return {
    views: 0,
    loads: 0,
    reads: 0,
    likes: 0,
    comments: 0,
    collects: 0,
    follows: 0,
    shares: 0,
    forward_visits: 0,
    shortlink_visits: 0,
    contribution: 0,
    income: zeroIncome(),
  };
}

const NUMBER_FIELDS = [
  "views",
  "loads",
  "reads",
  "likes",
  "comments",
  "collects",
  "follows",
  "shares",
  "forward_visits",
  "shortlink_visits",
  "contribution",
] as const;

/** Adds `b` into `a` (income in wei, added as whole numbers). */
function addTotals(a: DatacentreTotals, b: DatacentreTotals): DatacentreTotals {
  for (const field of NUMBER_FIELDS) a[field] += b[field];
  for (const coin of INCOME_COINS) a.income[coin] = (BigInt(a.income[coin]) + BigInt(b.income[coin])).toString();
  return a;
}

/** The scope's pieces as a relation `mine(kind, piece_id)` joined to a rollup aliased `d`, or nothing for the platform. */
function joinScope(scope: Scope): RawBuilder<unknown> {
  if (!scope.pieces) return sql``;
  return sql`JOIN unnest(${scope.pieces.kinds}::smallint[], ${scope.pieces.ids}::int[]) AS mine(kind, piece_id)
    ON mine.kind = d.kind AND mine.piece_id = d.piece_id`;
}

interface ViewRow {
  key: string;
  views: number;
  loads: number;
  reads: number;
  fwd: number;
  sl: number;
}
interface StatRow {
  key: string;
  likes: number;
  comments: number;
  collects: number;
  follows: number;
  shares: number;
  contribution: number;
  ict: string;
  icms: string;
  usdt: string;
}

const viewColumns = sql`sum(d.views)::int AS views, sum(d.loads)::int AS loads, sum(d.reads)::int AS reads,
  coalesce(sum(d.views) FILTER (WHERE d.source = ${SOURCE_CODE.forward}), 0)::int AS fwd,
  coalesce(sum(d.views) FILTER (WHERE d.source = ${SOURCE_CODE.shortlink}), 0)::int AS sl`;
const statColumns = sql`sum(d.likes)::int AS likes, sum(d.comments)::int AS comments, sum(d.collects)::int AS collects,
  sum(d.follows)::int AS follows, sum(d.shares)::int AS shares, sum(d.contribution)::int AS contribution,
  sum(d.ict)::text AS ict, sum(d.icms)::text AS icms, sum(d.usdt)::text AS usdt`;

function applyRows(into: Map<string, DatacentreTotals>, views: ViewRow[], stats: StatRow[]) {
  const at = (key: string) => {
    let totals = into.get(key);
    if (!totals) {
      totals = zeroTotals();
      into.set(key, totals);
    }
    return totals;
  };
  for (const r of views) {
    const t = at(r.key);
    t.views += r.views;
    t.loads += r.loads;
    t.reads += r.reads;
    t.forward_visits += r.fwd;
    t.shortlink_visits += r.sl;
  }
  for (const r of stats) {
    const t = at(r.key);
    t.likes += r.likes;
    t.comments += r.comments;
    t.collects += r.collects;
    t.follows += r.follows;
    t.shares += r.shares;
    t.contribution += r.contribution;
    t.income.ICT = (BigInt(t.income.ICT) + BigInt(r.ict)).toString();
    t.income.ICMS = (BigInt(t.income.ICMS) + BigInt(r.icms)).toString();
    t.income.USDT = (BigInt(t.income.USDT) + BigInt(r.usdt)).toString();
  }
}

/** Every day of [start, end], oldest first. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The scope's figures for each day of [start, end] (every day present, oldest first). */
export async function dailyFigures(q: Queryable, scope: Scope, start: string, end: string): Promise<DatacentreDay[]> {
  const byDay = new Map<string, DatacentreTotals>();
  if (!scope.pieces) {
    // The platform: one row a day, summed by the rollup.
    const { rows } = await sql<ViewRow & StatRow>`SELECT d.day::text AS key, d.views, d.loads, d.reads,
        d.forward_visits AS fwd, d.shortlink_visits AS sl, d.likes, d.comments, d.collects, d.follows, d.shares,
        d.contribution, d.ict::text AS ict, d.icms::text AS icms, d.usdt::text AS usdt
      FROM datacentre_platform_days d WHERE d.day BETWEEN ${start}::date AND ${end}::date`.execute(q.kysely);
    applyRows(byDay, rows, rows);
  } else if (scope.pieces.ids.length > 0) {
    const views = await sql<ViewRow>`SELECT d.day::text AS key, ${viewColumns}
      FROM datacentre_piece_days d ${joinScope(scope)}
      WHERE d.day BETWEEN ${start}::date AND ${end}::date GROUP BY d.day`.execute(q.kysely);
    const stats = await sql<StatRow>`SELECT d.day::text AS key, ${statColumns}
      FROM datacentre_piece_stats d ${joinScope(scope)}
      WHERE d.day BETWEEN ${start}::date AND ${end}::date GROUP BY d.day`.execute(q.kysely);
    applyRows(byDay, views.rows, stats.rows);
  }
  if (scope.followers !== undefined) {
    const gained = await followsByDay(q, scope.followers, start, end);
    for (const day of daysOf(start, end)) {
      const t = byDay.get(day) ?? zeroTotals();
      t.follows = gained.get(day) ?? 0;
      byDay.set(day, t);
    }
  }
  return daysOf(start, end).map((date) => ({ date, ...(byDay.get(date) ?? zeroTotals()) }));
}

/** The sum of a series. */
export const totalsOf = (days: DatacentreDay[]): DatacentreTotals =>
  days.reduce((acc, { date: _date, ...day }) => addTotals(acc, day), zeroTotals());

const utcDay = (column: RawBuilder<unknown>) => sql`(${column} AT TIME ZONE 'UTC')::date`;

/** Follows made each day of [start, end]: of one author, or of anyone (`all`). */
async function followsByDay(
  q: Queryable,
  who: number | "all",
  start: string,
  end: string,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; n: number }>`
    SELECT ${utcDay(sql`f.created_at`)}::text AS day, count(*)::int AS n FROM user_follows f
     WHERE f.created_at >= (${start}::timestamp AT TIME ZONE 'UTC')
       AND f.created_at < (${addDays(end, 1)}::timestamp AT TIME ZONE 'UTC')
       ${who === "all" ? sql`` : sql`AND f.followee_uid = ${who}`}
     GROUP BY 1`.execute(q.kysely);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Followers at the end of each day of the range, and those gained that day (follows taken back are not kept, so totals count today's followers). */
export async function followerPoints(
  q: Queryable,
  who: number | "all",
  start: string,
  end: string,
): Promise<FollowerPoint[]> {
  const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM user_follows f
    WHERE f.created_at < (${start}::timestamp AT TIME ZONE 'UTC')
      ${who === "all" ? sql`` : sql`AND f.followee_uid = ${who}`}`.execute(q.kysely);
  const gained = await followsByDay(q, who, start, end);
  let total = before.rows[0]?.n ?? 0;
  return daysOf(start, end).map((date) => {
    const n = gained.get(date) ?? 0;
    total += n;
    return { date, total, gained: n };
  });
}

/** Followers now: of one author, or every follow of a user. */
export async function followersNow(q: Queryable, who: number | "all"): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM user_follows
    ${who === "all" ? sql`` : sql`WHERE followee_uid = ${who}`}`.execute(q.kysely);
  return rows[0]?.n ?? 0;
}

/** Each piece's totals in [start, end], as `kind:id` keys. */
interface PieceTotalsRow extends ViewRow, StatRow {
  kind: number;
  piece_id: number;
  total: number;
}

const ORDER_COLUMN: Record<TopPieceOrder, string> = {
  views: "views",
  reads: "reads",
  likes: "likes",
  comments: "comments",
  shares: "shares",
  contribution: "contribution",
};

/** A page of the scope's pieces by one figure over [start, end], highest first; ties by kind and id. */
export async function topPieces(
  q: Queryable,
  scope: Scope,
  start: string,
  end: string,
  opts: { order: TopPieceOrder; kind?: number; limit: number; offset: number },
): Promise<{ rows: { kind: number; piece_id: number; totals: DatacentreTotals }[]; total: number }> {
  if (scope.pieces && scope.pieces.ids.length === 0) return { rows: [], total: 0 };
  const order = sql.ref(ORDER_COLUMN[opts.order]);
  const kindFilter = opts.kind === undefined ? sql`` : sql`AND d.kind = ${opts.kind}`;
  const { rows } = await sql<PieceTotalsRow>`
    WITH v AS (
      SELECT d.kind, d.piece_id, ${viewColumns} FROM datacentre_piece_days d ${joinScope(scope)}
       WHERE d.day BETWEEN ${start}::date AND ${end}::date ${kindFilter} GROUP BY d.kind, d.piece_id
    ), s AS (
      SELECT d.kind, d.piece_id, ${statColumns} FROM datacentre_piece_stats d ${joinScope(scope)}
       WHERE d.day BETWEEN ${start}::date AND ${end}::date ${kindFilter} GROUP BY d.kind, d.piece_id
    ), t AS (
      SELECT kind, piece_id,
             coalesce(v.views, 0) AS views, coalesce(v.loads, 0) AS loads, coalesce(v.reads, 0) AS reads,
             coalesce(v.fwd, 0) AS fwd, coalesce(v.sl, 0) AS sl,
             coalesce(s.likes, 0) AS likes, coalesce(s.comments, 0) AS comments, coalesce(s.collects, 0) AS collects,
             coalesce(s.follows, 0) AS follows, coalesce(s.shares, 0) AS shares,
             coalesce(s.contribution, 0) AS contribution,
             coalesce(s.ict, '0') AS ict, coalesce(s.icms, '0') AS icms, coalesce(s.usdt, '0') AS usdt
        FROM v FULL JOIN s USING (kind, piece_id)
    )
    SELECT t.*, count(*) OVER ()::int AS total FROM t
     ORDER BY ${order} DESC, kind, piece_id
     LIMIT ${opts.limit} OFFSET ${opts.offset}`.execute(q.kysely);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => {
      const totals = new Map<string, DatacentreTotals>();
      applyRows(totals, [{ ...r, key: "t" }], [{ ...r, key: "t" }]);
      return { kind: r.kind, piece_id: r.piece_id, totals: totals.get("t") ?? zeroTotals() };
    }),
  };
}

/** Where the scope's views came from in [start, end]: per source, other sites, forwarders, short links. */
export async function sourcesOf(
  q: Queryable,
  scope: Scope,
  start: string,
  end: string,
): Promise<{ sources: SourceCount[]; sites: SiteCount[]; forwarders: ReferralCount[]; short_links: ReferralCount[] }> {
  const counts = new Map<number, { views: number; reads: number }>();
  let sites: SiteCount[] = [];
  let forwarders: ReferralCount[] = [];
  let shortLinks: ReferralCount[] = [];
  if (!scope.pieces || scope.pieces.ids.length > 0) {
    const bySource = await sql<{ source: number; views: number; reads: number }>`
      SELECT d.source, sum(d.views)::int AS views, sum(d.reads)::int AS reads
        FROM datacentre_piece_days d ${joinScope(scope)}
       WHERE d.day BETWEEN ${start}::date AND ${end}::date GROUP BY d.source`.execute(q.kysely);
    for (const r of bySource.rows) counts.set(r.source, { views: r.views, reads: r.reads });
    const refs = (source: number) =>
      sql<{ ref: string; views: number }>`SELECT d.ref, sum(d.views)::int AS views
        FROM datacentre_referral_days d ${joinScope(scope)}
       WHERE d.day BETWEEN ${start}::date AND ${end}::date AND d.source = ${source}
       GROUP BY d.ref ORDER BY views DESC, d.ref LIMIT 20`.execute(q.kysely);
    sites = (await refs(SOURCE_CODE.site)).rows.map((r) => ({ host: r.ref, views: r.views }));
    const fwd = (await refs(SOURCE_CODE.forward)).rows;
    const uids = fwd.map((r) => Number(r.ref)).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
    const names = uids.length
      ? await q.kysely.selectFrom("users").select(["uid", "nickname"]).where("uid", "in", uids).execute()
      : [];
    const nameOf = new Map(names.map((u) => [String(u.uid), u.nickname]));
    forwarders = fwd.map((r) => ({ key: r.ref, label: nameOf.get(r.ref) ?? "", views: r.views }));
    const sl = (await refs(SOURCE_CODE.shortlink)).rows;
    const links = sl.length
      ? await q.kysely
          .selectFrom("short_links")
          .select(["code", "url"])
          .where(
            "code",
            "in",
            sl.map((r) => r.ref),
          )
          .execute()
      : [];
    const urlOf = new Map(links.map((l) => [l.code, l.url]));
    shortLinks = sl.map((r) => ({ key: r.ref, label: urlOf.get(r.ref) ?? "", views: r.views }));
  }
  const sources = TRAFFIC_SOURCES.map((source) => ({
    source,
    views: counts.get(SOURCE_CODE[source])?.views ?? 0,
    reads: counts.get(SOURCE_CODE[source])?.reads ?? 0,
  }));
  return { sources, sites, forwarders, short_links: shortLinks };
}

/** Pieces online now, by kind: of an author (their set), or of the platform. */
export async function piecesOnline(
  q: Queryable,
  uid: number | "all",
): Promise<Record<(typeof DATACENTRE_KINDS)[number], number>> {
  const by = (column: string) => (uid === "all" ? sql`` : sql`AND ${sql.ref(column)} = ${uid}`);
  const { rows } = await sql<{ kind: number; n: number }>`
    SELECT article_type AS kind, count(*)::int AS n FROM articles WHERE status = 'online' ${by("author_uid")} GROUP BY article_type
    UNION ALL SELECT 4, count(*)::int FROM courses WHERE status = 'online' ${by("author_uid")}
    UNION ALL SELECT 5, count(*)::int FROM planet_topics WHERE true ${by("author_uid")}`.execute(q.kysely);
  const out = { article: 0, video: 0, wiki: 0, course: 0, topic: 0 };
  for (const r of rows) {
    const kind = DATACENTRE_KINDS[r.kind - 1];
    if (kind) out[kind] += r.n;
  }
  return out;
}

/** The last day the rollup has counted, or null before its first run. */
export async function rolledUpTo(q: Queryable): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`SELECT max(day)::text AS day FROM datacentre_rollups`.execute(
    q.kysely,
  );
  return rows[0]?.day ?? null;
}
