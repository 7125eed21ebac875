import type { ReviewKind, ReviewResult, ReviewTally, ReviewVote } from "@icms/protocol";
import type { TranslationKey } from "../i18n";
import type { SignedReviewDecision } from "./ReviewDecisionForm";

/** A waiting item as the DAO's review queues list it, whatever its kind. */
export interface ReviewListItem {
  id: number;
  title: string;
  abstract: string;
  author: { nickname: string; wallet_addr: string };
  created_at: string;
  /** The item's own type within its kind (article or video, special or channel), 0 if none. */
  badge: number;
  review: ReviewTally;
}

/** A picked item's body in the DAO's review screens. */
export interface ReviewDetail {
  title: string;
  abstract: string;
  /** Cleaned HTML from the gateway; empty when the kind has no text. */
  content: string;
  cover_url: string;
  review: ReviewTally;
  votes: ReviewVote[];
}

/** One card of the review home: how much waits in a queue, and the way to it. */
export interface ReviewQueueCard {
  /** The kind's own type the card counts (`article_type`, `special_type`); every type when undefined. */
  type: number | undefined;
  label: TranslationKey;
  /** The queue's screen, under /icmsdao/icms_dao_autonomy/. */
  to: string;
}

/**
 * A kind of item in the members' review, as the feature that owns it registers it
 * (`app/review-kinds.ts` lists them): its cards on the review home, the calls that list it, and,
 * for kinds reviewed in the DAO's own content screens, the calls that show and decide one item.
 * Kinds with their own screens (courses, projects) give the list only, for the home's counts.
 */
export interface WebReviewKind {
  kind: ReviewKind;
  cards: readonly ReviewQueueCard[];
  list(page: number, pageSize: number, type: number | undefined): Promise<{ total: number; list: ReviewListItem[] }>;
  /** What one item of the list is called, by its badge. */
  itemLabel?(badge: number): TranslationKey;
  detail?(id: number): Promise<ReviewDetail>;
  decide?(id: number, signed: SignedReviewDecision): Promise<ReviewResult>;
}
