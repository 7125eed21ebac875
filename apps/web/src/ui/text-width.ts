import { charWidth, textWidth } from "@icms/protocol";

/**
 * Cuts `text` to at most `maxWidth` columns, ending with `ellipsis` (counted too) when it was
 * cut. Width is the protocol's (`textWidth`: a wide character or an emoji counts 2, a combining
 * mark 0), so titles and abstracts truncate evenly across languages. Whole code points only: an
 * emoji or a surrogate pair is never split.
 */
export function truncateText(text: string, maxWidth: number, ellipsis = "..."): string {
  if (textWidth(text) <= maxWidth) return text;
  const budget = maxWidth - textWidth(ellipsis);
  if (budget <= 0) return ellipsis.slice(0, Math.max(0, maxWidth));
  let width = 0;
  let out = "";
  for (const char of text) {
    const next = width + charWidth(char);
    if (next > budget) break;
    out += char;
    width = next;
  }
  return `${out.trimEnd()}${ellipsis}`;
}
