import { Fragment, type ReactNode } from "react";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Turns HTML character references back into text (`&lt;` → `<`, `&#39;` → `'`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a search highlight (HTML-escaped text whose only tags are `<mark>` and `</mark>`) into
 * plain and marked runs. Anything else stays text, so nothing in it can become markup.
 */
export function highlightRuns(escaped: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const part of escaped.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === "<mark>") marked = true;
    else if (tag === "</mark>") marked = false;
    else if (part) runs.push({ text: decodeEntities(part), marked });
  }
  return runs;
}

/** A highlight rendered as React text with `<mark>` around the matches; no HTML is injected. */
export function HighlightedText({ value }: { value: string }): ReactNode {
  return highlightRuns(value).map((run, index) =>
    run.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one string never reorder.
      <mark key={index}>{run.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
