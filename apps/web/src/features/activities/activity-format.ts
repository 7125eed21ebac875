import type { ActivitySummary } from "@icms/protocol";

/** The start and end of an activity in the reader's language and time zone. */
export function formatSpan(a: Pick<ActivitySummary, "starts_at" | "ends_at">, lang: string): string {
  const full = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const start = new Date(a.starts_at);
  const end = new Date(a.ends_at);
  const sameDay = start.toDateString() === end.toDateString();
  const endText = sameDay ? new Intl.DateTimeFormat(lang, { timeStyle: "short" }).format(end) : full.format(end);
  return `${full.format(start)} – ${endText}`;
}

export function formatMoment(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** `YYYY-MM` of a local date. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;

/** A query field holding a valid month or day, or null. */
export function monthParam(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
export function dayParam(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value) ? value : null;
}
