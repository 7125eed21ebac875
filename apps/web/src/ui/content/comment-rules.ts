import type { TranslationKey } from "../../i18n";
import { CONTENT_LIMITS, type CommentProblem, commentProblem } from "@icms/protocol";

const KEYS: Record<CommentProblem, TranslationKey> = {
  empty: "cms.comments.emptyText",
  tooShort: "cms.comments.tooShort",
  tooLong: "cms.comments.tooLong",
};

/**
 * What the comment form says before sending, by the protocol's comment rule (the one the gateway
 * runs): empty (802000), too little text with a wide character or an emoji counting 2 ("Too
 * little content...", 801132), or too long. Null when the comment can be sent.
 */
export function commentError(text: string): { key: TranslationKey; values: { max: number } } | null {
  const problem = commentProblem(text);
  return problem ? { key: KEYS[problem], values: { max: CONTENT_LIMITS.commentMaxChars } } : null;
}
