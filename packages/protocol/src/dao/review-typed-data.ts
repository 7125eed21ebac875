/**
 * The EIP-712 message an X-Man signs for one review decision. The web app signs exactly this
 * and the gateway recovers the signer from exactly this, so the two cannot drift. Plain data:
 * the browser bundle imports it, and viem's `signTypedData` / `recoverTypedDataAddress` take it.
 */

/** What is reviewed: an article or video, a wiki entry, a special or channel, a course, or a project. */
export const REVIEW_KINDS = ["article", "wiki", "special", "course", "project"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_DECISIONS = ["pass", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_DOMAIN_NAME = "ICMS DAO Review";
export const REVIEW_DOMAIN_VERSION = "1";

/** How far ahead a signature's deadline may lie, in seconds. */
export const REVIEW_DEADLINE_MAX_SECONDS = 3_600;

export const REVIEW_TYPES = {
  Review: [
    { name: "kind", type: "string" },
    { name: "itemId", type: "uint256" },
    { name: "decision", type: "string" },
    { name: "reasonId", type: "uint256" },
    { name: "reason", type: "string" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
} as const;

/** The fields of one decision as the call carries them (`reason_id` 0: none from the list). */
export interface ReviewFields {
  kind: ReviewKind;
  item_id: number;
  decision: ReviewDecision;
  reason_id: number;
  reason: string;
  /** A decimal uint256, unique per wallet: a second use is a replay. */
  nonce: string;
  /** Unix seconds after which the signature is refused. */
  deadline: number;
}

/**
 * The typed data of a decision: the platform's chain and its staking contract in the domain, so
 * a signature made for another chain or deployment recovers to another address.
 */
export function reviewTypedData(chainId: number, verifyingContract: `0x${string}`, fields: ReviewFields) {
  return {
    domain: { name: REVIEW_DOMAIN_NAME, version: REVIEW_DOMAIN_VERSION, chainId, verifyingContract },
    types: REVIEW_TYPES,
    primaryType: "Review" as const,
    message: {
      kind: fields.kind,
      itemId: BigInt(fields.item_id),
      decision: fields.decision,
      reasonId: BigInt(fields.reason_id),
      reason: fields.reason,
      nonce: BigInt(fields.nonce),
      deadline: BigInt(fields.deadline),
    },
  };
}
