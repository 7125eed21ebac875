/**
 * How text is measured, for the limits of every form and every action (one rule for the web
 * app and the gateway). No schemas here: the browser bundle imports this file.
 */

/** Wide in East Asian Width (W and F: CJK, kana, Hangul, full-width forms) or shown as emoji. */
const WIDE =
  /[\u1100-\u115F\u2329\u232A\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{16FE0}-\u{16FE4}\u{17000}-\u{18CFF}\u{1B000}-\u{1B2FF}\u{1F200}-\u{1F2FF}\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}]|\p{Emoji_Presentation}/u;

/** Takes no room of its own: combining marks, format characters (joiners, selectors), controls. */
const ZERO = /[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u;

/** Characters as people count them for a length limit: code points, not UTF-16 units. */
export function charCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/**
 * The width of one code point as the product counts it: 2 for a wide character (CJK, kana,
 * Hangul, full-width forms) and for an emoji, 0 for a combining mark, a joiner, a variation
 * selector or a control character, 1 for anything else.
 */
export function charWidth(char: string): 0 | 1 | 2 {
  if (WIDE.test(char)) return 2;
  return ZERO.test(char) ? 0 : 1;
}

/** The width of a text: the sum of its code points' widths ("Too little content..." counts it). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** What a length check finds wrong with a text: nothing (null), missing, or too long. */
export type TextProblem = "required" | "tooLong";

/** A text field's rule: trimmed, then required or not, and at most `maxChars` characters. */
export function textProblem(value: string, rule: { required: boolean; maxChars: number }): TextProblem | null {
  const text = value.trim();
  if (rule.required && text === "") return "required";
  return charCount(text) > rule.maxChars ? "tooLong" : null;
}
