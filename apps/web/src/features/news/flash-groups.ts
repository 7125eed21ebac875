import type { NewsSummary } from "@icms/protocol";

export interface FlashGroup {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  items: NewsSummary[];
}

const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Flash news (newest first) grouped by the reader's calendar day, keeping the order. */
export function groupByDay(items: NewsSummary[]): FlashGroup[] {
  const groups: FlashGroup[] = [];
  for (const item of items) {
    const day = dayOf(item.published_at);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export const isToday = (day: string, now = new Date()) => day === dayOf(now.toISOString());
