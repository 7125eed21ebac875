import type { UiLang } from "@icms/protocol";

/** From years down to seconds, with the number of seconds in one of each. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

const LOCALES: Record<UiLang, string> = { zh: "zh-CN", en: "en", ru: "ru" };

const formatters = new Map<UiLang, Intl.RelativeTimeFormat>();
function formatter(lang: UiLang): Intl.RelativeTimeFormat {
  let found = formatters.get(lang);
  if (!found) {
    found = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" });
    formatters.set(lang, found);
  }
  return found;
}

/** A timestamp as the gateway sends it (ISO text, or Unix seconds or milliseconds) to a Date. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value < 1e12 ? value * 1000 : value);
  const numeric = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isNaN(numeric) ? new Date(value) : toDate(numeric);
}

/**
 * "3 hours ago", "3 小时前", "3 часа назад": the largest unit that fits, from years down to
 * seconds, in the interface language. Future times read "in 3 hours".
 */
export function relativeTime(value: string | number | Date, lang: UiLang, now: number = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const seconds = Math.round((date.getTime() - now) / 1000);
  const size = Math.abs(seconds);
  for (const [unit, unitSeconds] of UNITS) {
    if (size >= unitSeconds || unit === "second") {
      return formatter(lang).format(Math.trunc(seconds / unitSeconds), unit);
    }
  }
  return "";
}

/** The full date and time in the interface language, for a tooltip. */
export function absoluteTime(value: string | number | Date, lang: UiLang): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeStyle: "short" }).format(date);
}
