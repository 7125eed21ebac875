import { approvedContent } from "./approved-content.js";
import { courseSales, courseSalesIncome } from "./course-sales.js";
import { invitePurchases } from "./invite-purchases.js";
import { likesReceived } from "./likes-received.js";
import { planetCommentsReceived, planetLikesReceived } from "./planet-activity.js";
import { reviewsMade } from "./reviews-made.js";
import { sharesForwarded } from "./shares-forwarded.js";
import type { ContributionSource, PlatformIncomeSource } from "./source.js";

/**
 * Every kind of contribution the settlement scores. Adding one is a file beside these and a line
 * here; its weight is published with the next epoch.
 */
export const contributionSources: readonly ContributionSource[] = [
  approvedContent,
  reviewsMade,
  likesReceived,
  invitePurchases,
  courseSales,
  planetLikesReceived,
  planetCommentsReceived,
  sharesForwarded,
];

/** Every kind of platform income the settlement shares (a new one: a file and a line here). */
export const platformIncomeSources: readonly PlatformIncomeSource[] = [courseSalesIncome];

/** The weights a new epoch publishes: points per unit of each kind. */
export function currentWeights(): Record<string, number> {
  return Object.fromEntries(contributionSources.map((s) => [s.kind, s.weight]));
}
