/**
 * Sharing an amount in wei without losing any: pro rata by weight, floors first, then the wei the
 * floors left over one each to the largest remainders (ties: the smaller key first), so the
 * parts always add up to the whole and the same inputs always give the same parts.
 */
import { PLATFORM_INCOME_SPLIT_BPS, XMAN_SHARES_BPS } from "@icms/protocol";

export interface Share {
  key: string;
  weight: bigint;
}

/** `total` shared over `shares` in proportion to their weights; keys with weight 0 get nothing. */
export function proRata(total: bigint, shares: readonly Share[]): Map<string, bigint> {
  const parts = new Map<string, bigint>();
  const positive = shares.filter((s) => s.weight > 0n);
  const sum = positive.reduce((acc, s) => acc + s.weight, 0n);
  if (sum === 0n || total <= 0n) return parts;
  let given = 0n;
  const rests: { key: string; rest: bigint }[] = [];
  for (const s of positive) {
    const part = (total * s.weight) / sum;
    parts.set(s.key, part);
    given += part;
    rests.push({ key: s.key, rest: (total * s.weight) % sum });
  }
  rests.sort((a, b) => (a.rest === b.rest ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.rest > b.rest ? -1 : 1));
  for (let i = 0n; i < total - given; i++) {
    const { key } = rests[Number(i)] as { key: string };
    parts.set(key, (parts.get(key) ?? 0n) + 1n);
  }
  return parts;
}

const bps = (amount: bigint, share: number) => (amount * BigInt(share)) / 10_000n;

export interface IncomeAllocation {
  platform: bigint;
  governance_buyback: bigint;
  utility_buyback: bigint;
  xman_dividend: bigint;
  fee_other: bigint;
}

/**
 * How one epoch's income of a coin is shared. Platform income (course orders and the like) is
 * split 30% platform, 20% governance-token buyback, 50% utility-token buyback; the X-Man 10% of
 * platform income comes out of the platform's 30%. Of transaction fees, 20% is the X-Man share
 * and the rest the token's other fee shares. Without staked NFTs the X-Man share stays with the
 * platform. The platform takes every wei the floors leave, so the buckets add up to the income.
 */
export function allocateIncome(platformIncome: bigint, feeIncome: bigint, hasStakers: boolean): IncomeAllocation {
  const governance = bps(platformIncome, PLATFORM_INCOME_SPLIT_BPS.governanceBuyback);
  const utility = bps(platformIncome, PLATFORM_INCOME_SPLIT_BPS.utilityBuyback);
  const feeShare = bps(feeIncome, XMAN_SHARES_BPS.transactionFee);
  const incomeShare = bps(platformIncome, XMAN_SHARES_BPS.platformIncome);
  const xman = hasStakers ? feeShare + incomeShare : 0n;
  const platform =
    platformIncome - governance - utility - (hasStakers ? incomeShare : 0n) + (hasStakers ? 0n : feeShare);
  return {
    platform,
    governance_buyback: governance,
    utility_buyback: utility,
    xman_dividend: xman,
    fee_other: feeIncome - feeShare,
  };
}
