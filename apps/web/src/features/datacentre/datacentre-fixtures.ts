import type {
  CreatorLevel,
  DatacentreDay,
  DatacentreOverview,
  DatacentreRange,
  DatacentreSeries,
  DatacentreTotals,
  FollowerSeries,
  PieceAnalytics,
  PieceRef,
  TopPiece,
  TrafficSources,
} from "@icms/protocol";

/** Answers shared by the data centre's tests. */
const ether = 10n ** 18n;

function totals(changes: Partial<DatacentreTotals> = {}): DatacentreTotals {
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
    income: { ICT: "0", ICMS: "0", USDT: "0" },
    ...changes,
  };
}

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range the gateway resolves for `days` ending on `end`, or a custom one. */
export function range(
  input: { days?: unknown; start_date?: string; end_date?: string },
  end = "2026-11-28",
): DatacentreRange {
  const last = Date.parse(`${input.end_date ?? end}T00:00:00Z`);
  const first = input.start_date
    ? Date.parse(`${input.start_date}T00:00:00Z`)
    : last - (Number(input.days ?? 7) - 1) * DAY;
  const days = Math.round((last - first) / DAY) + 1;
  return {
    start: iso(first),
    end: iso(last),
    days,
    prev_start: iso(first - days * DAY),
    prev_end: iso(first - DAY),
  };
}

/** Every day of a range, with `each` giving a day's figures. */
export function days(
  r: DatacentreRange,
  each: (index: number) => Partial<DatacentreTotals> = () => ({}),
): DatacentreDay[] {
  const first = Date.parse(`${r.start}T00:00:00Z`);
  return Array.from({ length: r.days }, (_, index) => ({ date: iso(first + index * DAY), ...totals(each(index)) }));
}

export function overview(
  r: DatacentreRange,
  now: Partial<DatacentreTotals>,
  before: Partial<DatacentreTotals>,
): DatacentreOverview {
  return {
    scope: "me",
    range: r,
    totals: totals(now),
    previous: totals(before),
    followers: 42,
    pieces: { article: 3, video: 1, wiki: 2, course: 0, topic: 5 },
    rolled_up_to: r.end,
  };
}

export function series(r: DatacentreRange, each?: (index: number) => Partial<DatacentreTotals>): DatacentreSeries {
  return { scope: "me", range: r, days: days(r, each) };
}

export const ARTICLE: PieceRef = {
  kind: "article",
  id: 7,
  title: "Staking explained",
  url: "/appcms/spacex_article_detail?article_id=7",
  created_at: "2026-10-01T00:00:00.000Z",
};

export function topPiece(piece: PieceRef, figures: Partial<DatacentreTotals>): TopPiece {
  return { piece, totals: totals(figures) };
}

export function sources(r: DatacentreRange, changes: Partial<TrafficSources> = {}): TrafficSources {
  return {
    range: r,
    sources: [
      { source: "direct", views: 30, reads: 10 },
      { source: "forward", views: 12, reads: 6 },
      { source: "site", views: 8, reads: 1 },
    ],
    sites: [{ host: "news.example.org", views: 8 }],
    forwarders: [{ key: "5", label: "Bob", views: 12 }],
    short_links: [],
    ...changes,
  };
}

export function followers(r: DatacentreRange): FollowerSeries {
  const first = Date.parse(`${r.start}T00:00:00Z`);
  return {
    range: r,
    points: Array.from({ length: r.days }, (_, index) => ({
      date: iso(first + index * DAY),
      total: 40 + index,
      gained: 1,
    })),
  };
}

export function pieceAnalytics(r: DatacentreRange): PieceAnalytics {
  return {
    piece: ARTICLE,
    range: r,
    totals: totals({
      views: 50,
      reads: 17,
      forward_visits: 12,
      income: { ICT: (3n * ether).toString(), ICMS: "0", USDT: "0" },
    }),
    previous: totals({
      views: 25,
      reads: 17,
      forward_visits: 0,
      income: { ICT: (2n * ether).toString(), ICMS: "0", USDT: "0" },
    }),
    days: days(r, (index) => ({
      views: index + 1,
      forward_visits: index === r.days - 1 ? 12 : 0,
      income: { ICT: index === r.days - 1 ? (3n * ether).toString() : "0", ICMS: "0", USDT: "0" },
    })),
    sources: sources(r),
  };
}

export function creatorLevel(changes: Partial<CreatorLevel> = {}): CreatorLevel {
  const zero = { approved_pieces: 0, reads: 0, followers: 0, reviews_passed: 0, contribution: 0 };
  return {
    level: 1,
    name: "creator",
    rights: [{ privilege_code: "upload_limit_mb", val: 200 }],
    signals: { approved_pieces: 3, reads: 40, followers: 4, reviews_passed: 3, contribution: 60 },
    next: {
      level: 2,
      name: "rising",
      progress: [
        { signal: "approved_pieces", have: 3, need: 5 },
        { signal: "reads", have: 40, need: 100 },
        { signal: "followers", have: 4, need: 0 },
        { signal: "reviews_passed", have: 3, need: 5 },
        { signal: "contribution", have: 60, need: 100 },
      ],
      ratio: 0.5,
    },
    levels: [
      { level: 0, name: "newcomer", requires: zero, rights: [] },
      {
        level: 1,
        name: "creator",
        requires: { ...zero, approved_pieces: 1, reviews_passed: 1, contribution: 10 },
        rights: [{ privilege_code: "upload_limit_mb", val: 200 }],
      },
      {
        level: 2,
        name: "rising",
        requires: { approved_pieces: 5, reads: 100, followers: 10, reviews_passed: 5, contribution: 100 },
        rights: [
          { privilege_code: "upload_limit_mb", val: 500 },
          { privilege_code: "schedule_post", val: 1 },
        ],
      },
    ],
    computed_at: "2026-11-28T00:10:00.000Z",
    ...changes,
  };
}
