/**
 * Text width as the spec counts it: a wide character (CJK ideographs, kana, Hangul, full-width
 * forms) counts as 2, anything else as 1. Used to truncate titles and abstracts evenly across
 * languages.
 */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

export function charWidth(char: string): 1 | 2 {
  return WIDE.test(char) ? 2 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Cuts `text` to at most `maxWidth` columns, ending with `ellipsis` (counted too) when it was
 * cut. Whole code points only: an emoji or a surrogate pair is never split.
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
