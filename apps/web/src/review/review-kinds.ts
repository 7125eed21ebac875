import type { ReviewDecision, ReviewKind, ReviewResult, ReviewTally, ReviewVote } from "@icms/protocol";
import type { ComponentType } from "react";
import type { TranslationKey } from "../i18n";

/** A decision as signed by the member's wallet, ready for the kind's `*_set_status` call. */
export interface SignedReviewDecision {
  decision: ReviewDecision;
  reason_id: number;
  reason: string;
  nonce: string;
  deadline: number;
  signature: `0x${string}`;
}

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
 * A kind of item in the members' review as its area declares it (`reviewKinds` of its
 * `defineWebArea`): the kind, its place among the review home's cards, and the loader of the rest
 * (`lazyReviewKind`), so neither the shell nor another area downloads its calls or the DAO's labels.
 */
export interface ReviewKindEntry {
  kind: ReviewKind;
  /** Orders the kinds' cards on the review home, across areas. */
  at: number;
  load: () => Promise<WebReviewKind>;
}

/**
 * What a kind's loader answers: its cards on the review home, the calls that list it, and, for
 * kinds reviewed in the DAO's own content screens, the calls that show and decide one item and the
 * item's body in its card. Kinds with their own screens (courses, projects) give the list only,
 * for the home's counts.
 */
export interface WebReviewKind {
  cards: readonly ReviewQueueCard[];
  list(page: number, pageSize: number, type: number | undefined): Promise<{ total: number; list: ReviewListItem[] }>;
  /** What one item of the list is called, by its badge. */
  itemLabel?(badge: number): TranslationKey;
  detail?(id: number): Promise<ReviewDetail>;
  decide?(id: number, signed: SignedReviewDecision): Promise<ReviewResult>;
  /** The picked item's own content, between its tally and the decisions. */
  Body?: ComponentType<{ item: ReviewDetail }>;
}
