/**
 * The rules of the planet and topic forms, run by the web forms before sending and by the
 * gateway's input schemas (`actions/social.ts`) on arrival.
 */
import { GATE_KINDS_WITH_AMOUNT, type GateKind, PLANET_LIMITS } from "../actions/social-types.js";
import { charCount, type TextProblem, textProblem } from "./text.js";

/** A planet's name: required, at most 30 characters (as a special's). */
export function planetNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: PLANET_LIMITS.nameMaxChars });
}

/** A planet's introduction or a topic's intro: at most 200 characters. */
export function introProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > PLANET_LIMITS.introMaxChars ? "tooLong" : null;
}

/** A gate amount in wei: whole digits, above zero, at most 40 of them. */
export function gateAmountProblem(value: string): "required" | "format" | null {
  const text = value.trim();
  if (text === "") return "required";
  if (!/^\d+$/.test(text) || text.length > PLANET_LIMITS.gateAmountMaxDigits) return "format";
  return /^0+$/.test(text) ? "format" : null;
}

/** A gate as a whole: an amount exactly for the kinds that take one. */
export function gateProblem(
  kind: GateKind,
  amount: string | null | undefined,
): "amountRequired" | "amountUnexpected" | null {
  const needs = GATE_KINDS_WITH_AMOUNT.includes(kind);
  const has = amount !== null && amount !== undefined && amount.trim() !== "";
  if (needs && !has) return "amountRequired";
  return !needs && has ? "amountUnexpected" : null;
}
