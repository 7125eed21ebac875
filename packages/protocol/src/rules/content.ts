/**
 * The rules of the content forms (articles, videos, specials, comments), run by the web forms
 * before sending and by the gateway's input schemas (`actions/cms-fields.ts`) on arrival.
 */
import { LIMITS } from "../constants.js";
import { CONTENT_LIMITS } from "../content.js";
import { charCount, type TextProblem, textProblem, textWidth } from "./text.js";

export function titleProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: LIMITS.titleMaxChars });
}

export function abstractProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > LIMITS.abstractMaxChars ? "tooLong" : null;
}

export function specialNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: LIMITS.specialNameMaxChars });
}

/** Rich text as HTML, before cleaning: at most `contentMaxChars` UTF-16 units (not trimmed). */
export function richTextProblem(value: string): "tooLong" | null {
  return value.length > CONTENT_LIMITS.contentMaxChars ? "tooLong" : null;
}

export type CommentProblem = "empty" | "tooShort" | "tooLong";

/**
 * A comment, trimmed: some text (802000 when none), at least `commentMinWidth` wide, a wide
 * character or an emoji counting 2 ("Too little content...", 801132), at most
 * `commentMaxChars` characters.
 */
export function commentProblem(value: string): CommentProblem | null {
  const text = value.trim();
  if (text === "") return "empty";
  if (textWidth(text) < CONTENT_LIMITS.commentMinWidth) return "tooShort";
  return charCount(text) > CONTENT_LIMITS.commentMaxChars ? "tooLong" : null;
}
