/**
 * The terms of a course order (docs/courses.md, "Orders and payment"): the platform's share of a
 * sale, how long a quote may be paid, and how long the seller may refund a paid order.
 */

export const COURSE_ORDER_TERMS = {
  /** The platform's share of a course sale, in basis points of the amount (10%). */
  platformShareBps: 1_000,
  /** A quote is refused by the checkout this many seconds after it was signed. */
  quoteTtlSeconds: 30 * 60,
  /** The seller may refund a paid order for this many seconds (7 days). */
  refundWindowSeconds: 7 * 86_400,
  /** Most characters in a refund request's reason. */
  refundReasonMax: 500,
} as const;

/** The platform's part of `amount` (rounded down: the seller keeps the odd units). */
export function coursePlatformAmount(amount: bigint, bps: number = COURSE_ORDER_TERMS.platformShareBps): bigint {
  return (amount * BigInt(bps)) / 10_000n;
}
