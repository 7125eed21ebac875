/**
 * The rules of the investment forms (the cooperation form and the guestbook), run by the web
 * forms before sending and by the gateway's input schemas (`actions/cms-invest.ts`) on arrival.
 */
import { INVEST_LIMITS } from "../invest.js";
import { emailProblem } from "./profile.js";
import { charCount, type TextProblem, textProblem } from "./text.js";

export function institutionNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: INVEST_LIMITS.institutionMaxChars });
}

export function institutionDescriptionProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: INVEST_LIMITS.descriptionMaxChars });
}

/** An official site: required, an http(s) address with a host. */
export function officialSiteProblem(value: string): "required" | "format" | null {
  const site = value.trim();
  if (site === "") return "required";
  if (site.length > INVEST_LIMITS.siteMaxChars || !/^https?:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i.test(site)) return "format";
  return null;
}

/** A required e-mail address ("E-mail format is incorrect" when malformed). */
export function contactEmailProblem(value: string): "required" | "format" | null {
  if (value.trim() === "") return "required";
  return emailProblem(value);
}

export function contactNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: INVEST_LIMITS.contactNameMaxChars });
}

/**
 * A phone number, checked loosely: an optional leading `+`, then digits with spaces, dots,
 * dashes or brackets between them, 5 to 20 digits in all.
 */
export function contactPhoneProblem(value: string): "required" | "format" | null {
  const phone = value.trim();
  if (phone === "") return "required";
  if (!/^\+?[0-9][0-9 ().-]*[0-9]$/.test(phone)) return "format";
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 5 && digits <= 20 ? null : "format";
}

export function remarkProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > INVEST_LIMITS.remarkMaxChars ? "tooLong" : null;
}

export function investReplyProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: INVEST_LIMITS.replyMaxChars });
}
