import { CONTENT_LIMITS, Code, type CommentProblem, commentProblem, type PostingLimited } from "@icms/protocol";
import type { TranslationKey } from "../../i18n";
import { i18next } from "../../i18n";
import { toast } from "../../ui/notify";
import { showGateError } from "./gate-errors";

/** When a refusal for posting too often (802009) says the caller may post again, or null. */
function retryAt(error: unknown): Date | null {
  const { code, data } = (error ?? {}) as { code?: number; data?: Partial<PostingLimited> | null };
  if (code !== Code.TooFrequent || !data || typeof data.retry_at !== "string") return null;
  const at = new Date(data.retry_at);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Shows why a post was refused, in the user's language: the gateway's message, for "too
 * frequent" also the time from which the next post is accepted, and for the planet's entry rule
 * what it asks and what the wallet holds.
 */
export function showPostError(error: unknown): void {
  const at = retryAt(error);
  if (!at) {
    showGateError(error);
    return;
  }
  const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
  const time = at.toLocaleTimeString(i18next.language, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  toast({ message: i18next.t("planets.errors.tooFrequent", { time, count: seconds }), type: "danger" });
}

const COMMENT_KEYS: Record<CommentProblem, TranslationKey> = {
  empty: "planets.comments.emptyText",
  tooShort: "planets.comments.tooShort",
  tooLong: "planets.comments.tooLong",
};

/** What the comment form says before sending, by the protocol's comment rule (the gateway's). */
export function commentError(text: string): { key: TranslationKey; values: { max: number } } | null {
  const problem = commentProblem(text);
  return problem ? { key: COMMENT_KEYS[problem], values: { max: CONTENT_LIMITS.commentMaxChars } } : null;
}
