/**
 * The rules of the course forms, run by the web forms before sending and by the gateway's input
 * schemas (`actions/edu.ts`) on arrival.
 */
import { LIMITS } from "../constants.js";
import { amountProblem } from "./amount.js";
import { type TextProblem, textProblem } from "./text.js";

export const COURSE_LIMITS = {
  /** A chapter's or lesson's name. */
  partNameMaxChars: 100,
  faqQuestionMaxChars: 200,
  faqAnswerMaxChars: 2_000,
  attachmentNameMaxChars: 100,
  /** A lesson lasts at most 24 hours. */
  lessonMaxSeconds: 86_400,
  /** Sort weights run from 0 to this. */
  weightMax: 1_000_000,
  /** A price has at most this many digits before the point. */
  priceMaxIntegerDigits: 12,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export type PriceProblem = "required" | "format" | "tooManyDecimals" | "tooLarge";

/** A price as typed: a plain decimal with at most 8 decimals and 12 integer digits. */
export function priceProblem(value: string): PriceProblem | null {
  const problem = amountProblem(value, LIMITS.numberMaxDecimals);
  if (problem) return problem;
  const integer = value.trim().split(".")[0] ?? "";
  return integer.replace(/^0+/, "").length > COURSE_LIMITS.priceMaxIntegerDigits ? "tooLarge" : null;
}

/** Whether a valid price is above zero. */
export const isPositivePrice = (value: string) => /[1-9]/.test(value);

export function partNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: COURSE_LIMITS.partNameMaxChars });
}

export function faqQuestionProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: COURSE_LIMITS.faqQuestionMaxChars });
}

export function faqAnswerProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: COURSE_LIMITS.faqAnswerMaxChars });
}

/** A file name as downloads show it: no path separators or control characters. */
export function attachmentNameProblem(value: string): TextProblem | "format" | null {
  const problem = textProblem(value, { required: true, maxChars: COURSE_LIMITS.attachmentNameMaxChars });
  if (problem) return problem;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return /[\\/\u0000-\u001f]/.test(value) ? "format" : null;
}
