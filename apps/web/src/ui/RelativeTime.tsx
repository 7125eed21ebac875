import type { UiLang } from "@icms/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { absoluteTime, relativeTime, toDate } from "./relative-time";

/** Re-renders once a minute so "just now" ages while the page is open. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A `<time>` element reading "3 hours ago" in the interface language, with the full date in its tooltip. */
export function RelativeTime({ value }: { value: string | number | Date }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language || "en") as UiLang;
  const now = useNow();
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={absoluteTime(date, lang)}>
      {relativeTime(date, lang, now)}
    </time>
  );
}
