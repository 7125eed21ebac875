import type {
  DatacentreKind,
  DatacentreTotals,
  IncomeCoin,
  LevelSignal,
  TopPieceOrder,
  TrafficSource,
} from "@icms/protocol";

/*
 * The data centre's lists, in screen order. The protocol's own lists are not shipped to the
 * browser (they sit beside the input schemas), so each is a record over the protocol's union:
 * a kind, source or signal the protocol adds fails the typecheck here until it has a place.
 */
const order = <K extends string>(places: Record<K, number>): K[] =>
  (Object.keys(places) as K[]).sort((a, b) => places[a] - places[b]);

export const KINDS = order<DatacentreKind>({ article: 0, video: 1, wiki: 2, course: 3, topic: 4 });
export const SOURCES = order<TrafficSource>({ direct: 0, search: 1, shortlink: 2, forward: 3, planet: 4, site: 5 });
export const TOP_ORDERS = order<TopPieceOrder>({
  views: 0,
  reads: 1,
  likes: 2,
  comments: 3,
  shares: 4,
  contribution: 5,
});
export const COINS = order<IncomeCoin>({ ICT: 0, ICMS: 1, USDT: 2 });
export const SIGNALS = order<LevelSignal>({
  approved_pieces: 0,
  reads: 1,
  followers: 2,
  reviews_passed: 3,
  contribution: 4,
});

/** The counted figures of a period (income is per coin, shown apart). */
export type CountFigure = Exclude<keyof DatacentreTotals, "income">;

/** The figures the totals show, in order, and the groups the daily chart switches between. */
export const TOTAL_FIGURES: CountFigure[] = [
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
];

export const CHART_GROUPS = {
  visits: ["views", "reads", "forward_visits", "shortlink_visits"],
  engagement: ["likes", "comments", "collects", "follows", "shares"],
  contribution: ["contribution"],
} as const satisfies Record<string, readonly CountFigure[]>;
export type ChartGroup = keyof typeof CHART_GROUPS;

/** Mantine colour of each figure in charts. */
export const FIGURE_COLORS: Record<CountFigure, string> = {
  views: "blue.6",
  reads: "teal.6",
  loads: "cyan.6",
  likes: "pink.6",
  comments: "orange.6",
  collects: "yellow.7",
  follows: "grape.6",
  shares: "indigo.6",
  forward_visits: "violet.6",
  shortlink_visits: "lime.7",
  contribution: "green.7",
};

export const COIN_COLORS: Record<IncomeCoin, string> = { ICT: "teal.6", ICMS: "blue.6", USDT: "gray.6" };

export type Change = { kind: "up" | "down"; percent: number } | { kind: "same" } | { kind: "new" };

/**
 * A figure against the period before: the change in percent (rounded to one decimal), "same", or
 * "new" when the period before had none (a percentage of nothing means nothing).
 */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  return { kind: current > previous ? "up" : "down", percent };
}

/** A change of an amount in wei, the same way. */
export function changeOfWei(current: string, previous: string): Change {
  const now = BigInt(current);
  const before = BigInt(previous);
  if (now === before) return { kind: "same" };
  if (before === 0n) return { kind: "new" };
  const diff = now > before ? now - before : before - now;
  // Tenths of a percent, in integers so large amounts keep their precision.
  const tenths = Number((diff * 1000n + before / 2n) / before);
  return { kind: now > before ? "up" : "down", percent: tenths / 10 };
}

const WEI_PER_TOKEN = 10n ** 18n;

/** An amount in wei as a number of tokens for a chart's scale (the labels show the exact figure). */
export function tokens(wei: string): number {
  return Number(BigInt(wei) / (WEI_PER_TOKEN / 10_000n)) / 10_000;
}
