/**
 * The rules of the investment forms (the cooperation form and the guestbook), run by the web
 * forms before sending and by the gateway's input schemas (`actions/cms-invest.ts`) on arrival.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
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

/** Characters a phone number may take as typed, with spaces, brackets and dashes. */
const PHONE_MAX_CHARS = 30;

/**
 * A phone number in international form (`+` and the country's calling code first, as the form
 * asks: the guestbook has no country picker, and writers come from every country), valid for
 * that country by libphonenumber's metadata. Spaces, dots, dashes and brackets may separate digits.
 */
export function contactPhoneProblem(value: string): "required" | "format" | null {
  const phone = value.trim();
  if (phone === "") return "required";
  if (phone.length > PHONE_MAX_CHARS || !/^\+[0-9][0-9 ().-]*[0-9]$/.test(phone)) return "format";
  return parsePhoneNumberFromString(phone)?.isValid() ? null : "format";
}

export function remarkProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > INVEST_LIMITS.remarkMaxChars ? "tooLong" : null;
}

export function investReplyProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: INVEST_LIMITS.replyMaxChars });
}
