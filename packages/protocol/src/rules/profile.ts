/** The rules of the profile form, run by the web form and by `set_profile` and its kin. */
import { LIMITS } from "../constants.js";
import { charCount, type TextProblem, textProblem } from "./text.js";

export function nicknameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: LIMITS.nicknameMaxChars });
}

export function bioProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > LIMITS.bioMaxChars ? "tooLong" : null;
}

/**
 * An e-mail address: a local part, `@`, and a domain of dotted labels ending in a letter-only
 * top-level label (zod's practical e-mail pattern), ASCII only.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address, trimmed; empty means none. */
export function emailProblem(value: string): "format" | null {
  const email = value.trim();
  if (email === "") return null;
  return email.length <= LIMITS.emailMaxChars && EMAIL_PATTERN.test(email) ? null : "format";
}

/** An avatar, trimmed: none, a web address, or one of the platform's own uploads. */
export function avatarUrlProblem(value: string): "format" | null {
  const url = value.trim();
  if (url === "") return null;
  if (url.length > LIMITS.urlMaxChars) return "format";
  return /^https?:\/\/\S+$/.test(url) || url.startsWith("/uploads/") ? null : "format";
}
