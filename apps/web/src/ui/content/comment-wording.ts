import type { AuthorBrief } from "@icms/protocol";
import type { TranslationKey } from "../../i18n";

/** What a comment thread shows of each comment (articles', news items', courses' and topics' alike). */
export interface ThreadComment {
  comment_id: number;
  content: string;
  author: AuthorBrief;
  created_at: string;
  /** Set where the reader may delete the comment (topics: its author and the planet's owner). */
  can_delete?: boolean;
}

/**
 * The keys a thread's words come from. They are the feature's own, not the thread's: a route loads
 * only its feature's bundle, so the shared thread names no key itself.
 */
export interface CommentWording {
  /** The heading, with the count; no heading without it. */
  title?: TranslationKey;
  label: TranslationKey;
  placeholder?: TranslationKey;
  submit: TranslationKey;
  posted: TranslationKey;
  empty: TranslationKey;
  /** Said instead of the form when the thread is not open. */
  closed: TranslationKey;
  /** Signed-out readers see this hint and a login button; without it the thread does not ask. */
  login?: { hint: TranslationKey; action: TranslationKey };
  /** Delete's button, confirmation and toast, for threads that offer delete. */
  remove?: { action: TranslationKey; title: TranslationKey; body: TranslationKey; done: TranslationKey };
  /** What the form says before sending, by the protocol's comment rule; null when it can be sent. */
  problem: (text: string) => { key: TranslationKey; values: { max: number } } | null;
}
