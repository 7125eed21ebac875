import { approvedContent } from "./approved-content.js";
import { invitePurchases } from "./invite-purchases.js";
import { likesReceived } from "./likes-received.js";
import { reviewsMade } from "./reviews-made.js";
import type { ContributionSource } from "./source.js";

/**
 * Every kind of contribution the settlement scores. Adding one (course sales, planet activity)
 * is a file beside these and a line here; its weight is published with the next epoch.
 */
export const contributionSources: readonly ContributionSource[] = [
  approvedContent,
  reviewsMade,
  likesReceived,
  invitePurchases,
];

/** The weights a new epoch publishes: points per unit of each kind. */
export function currentWeights(): Record<string, number> {
  return Object.fromEntries(contributionSources.map((s) => [s.kind, s.weight]));
}
