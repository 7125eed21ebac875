import { DATE_RANGE_SHORTCUTS_DAYS } from "@icms/protocol";

/** One of the range shortcuts of product-spec section 2: the last 7, 14, 30 or 60 days. */
export type RangeDays = (typeof DATE_RANGE_SHORTCUTS_DAYS)[number];

/** A range the user chose by its first and last UTC day, `YYYY-MM-DD`, both included. */
export interface CustomRange {
  start: string;
  end: string;
}

/** What a range picker that also offers a custom range holds. */
export type PickedRange = RangeDays | CustomRange;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isRangeDays = (value: unknown): value is RangeDays =>
  (DATE_RANGE_SHORTCUTS_DAYS as readonly unknown[]).includes(value);

/** The UTC day `daysAgo` days before now, `YYYY-MM-DD`. */
export function utcDay(daysAgo: number, now = Date.now()): string {
  return new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last UTC day a range covers (a shortcut ends today). */
export function rangeBounds(range: PickedRange, now = Date.now()): CustomRange {
  if (typeof range === "number") return { start: utcDay(range - 1, now), end: utcDay(0, now) };
  return range;
}

/** The days a range covers, both ends included (0 for days that do not parse). */
export function rangeLength(range: PickedRange): number {
  if (typeof range === "number") return range;
  const start = dayTime(range.start);
  const end = dayTime(range.end);
  return start === null || end === null ? 0 : Math.round((end - start) / DAY_MS) + 1;
}

function dayTime(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  // `2026-02-30` parses to March: a day that does not round-trip is not a day.
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) ? time : null;
}

/** Why a custom range cannot be used, or null when it can: both days given, in order, not after today, not too long. */
export type CustomRangeProblem = "missing" | "order" | "future" | "tooLong";

export function customRangeProblem(range: CustomRange, maxDays: number, now = Date.now()): CustomRangeProblem | null {
  const start = dayTime(range.start);
  const end = dayTime(range.end);
  if (start === null || end === null) return "missing";
  if (end < start) return "order";
  if (range.end > utcDay(0, now)) return "future";
  if (rangeLength(range) > maxDays) return "tooLong";
  return null;
}
