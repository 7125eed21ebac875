import { LIMITS } from "../constants.js";

/** A plain decimal: digits, optionally a point and more digits (no sign, exponent or separators). */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export type AmountProblem = "required" | "format" | "tooManyDecimals";

/**
 * A token amount as typed, trimmed: a plain decimal number with at most `maxDecimals` digits
 * after the point (8 by default, as amounts are shown).
 */
export function amountProblem(value: string, maxDecimals: number = LIMITS.numberMaxDecimals): AmountProblem | null {
  const text = value.trim();
  if (text === "") return "required";
  const match = DECIMAL.exec(text);
  if (!match) return "format";
  return (match[2]?.length ?? 0) > maxDecimals ? "tooManyDecimals" : null;
}
