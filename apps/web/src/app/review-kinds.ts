import type { ReviewKind } from "@icms/protocol";
import { articleReviewKind, specialReviewKind } from "../features/cms/review-kinds";
import { courseReviewKind } from "../features/edu/review/review-kind";
import { projectReviewKind } from "../features/projects/review/review-kind";
import { wikiReviewKind } from "../features/wiki/review-kind";
import type { WebReviewKind } from "../review/review-kinds";

/**
 * The kinds of item in the members' review, each registered by the feature that owns it, in the
 * order of the review home's cards. The DAO's review screens read them here and name no kind.
 */
export const reviewKinds: readonly WebReviewKind[] = [
  articleReviewKind,
  wikiReviewKind,
  specialReviewKind,
  courseReviewKind,
  projectReviewKind,
];

const byKind = new Map(reviewKinds.map((entry) => [entry.kind, entry]));

/** The registered kind of `kind`; a kind no feature registered is a programming error. */
export function reviewKindOf(kind: ReviewKind): WebReviewKind {
  const found = byKind.get(kind);
  if (!found) throw new Error(`no feature registers the review kind "${kind}"`);
  return found;
}
