import dayjs from "dayjs";

/** The date ranges of product-spec section 9 for contribution and income: the last 7, 14, 30 or 60 days. */
export const RANGE_PRESETS = [7, 14, 30, 60] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number];

/** An inclusive range of days, `YYYY-MM-DD` each. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = "YYYY-MM-DD";

/** The last `days` days ending today (today included). */
export function lastDays(days: number, today: Date = new Date()): DayRange {
  const end = dayjs(today);
  return { from: end.subtract(days - 1, "day").format(DAY), to: end.format(DAY) };
}

/** The preset a range is, when it ends today and spans one of the preset lengths. */
export function presetOf(range: DayRange, today: Date = new Date()): RangePreset | null {
  return RANGE_PRESETS.find((days) => {
    const preset = lastDays(days, today);
    return preset.from === range.from && preset.to === range.to;
  }) ?? null;
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  const end = dayjs(range.to);
  for (let day = dayjs(range.from); !day.isAfter(end, "day"); day = day.add(1, "day")) days.push(day.format(DAY));
  return days;
}
