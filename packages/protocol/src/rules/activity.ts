/**
 * The rules of the activity signup form, run by the web form before sending and by the
 * gateway's input schema (`actions/activities.ts`) on arrival.
 */
import { ACTIVITY_LIMITS } from "../activity.js";
import { emailProblem } from "./profile.js";
import { charCount, type TextProblem, textProblem } from "./text.js";

export function signupNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: ACTIVITY_LIMITS.signupNameMaxChars });
}

/** A phone number, a messenger handle or any other way to reach the person. */
export function signupContactProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: ACTIVITY_LIMITS.signupContactMaxChars });
}

/** A required e-mail address ("E-mail format is incorrect" when malformed). */
export function signupEmailProblem(value: string): "required" | "format" | null {
  if (value.trim() === "") return "required";
  return emailProblem(value);
}

export function signupNoteProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > ACTIVITY_LIMITS.signupNoteMaxChars ? "tooLong" : null;
}
