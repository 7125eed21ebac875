/**
 * The mining schedule (docs/income.md): one epoch per UTC day from the genesis day, the ICT
 * contribution-mining share (95% of the supply) emitted in equal daily parts over ten years, the
 * last epoch taking what the division leaves.
 */
import { ICT_ALLOCATION_BPS, ICT_SUPPLY } from "@icms/protocol";

const DAY_MS = 86_400_000;

/** The first epoch's day (UTC). */
const GENESIS = Date.UTC(2026, 0, 1);
/** Epochs with an emission: ten years of days. */
export const EPOCHS_TOTAL = 3_650;
/** ICT for contribution mining, in wei. */
export const MINING_TOTAL = (ICT_SUPPLY * BigInt(ICT_ALLOCATION_BPS.contributionMining)) / 10_000n;
const PER_EPOCH = MINING_TOTAL / BigInt(EPOCHS_TOTAL);

/** ICT the schedule offers epoch `epoch`; the pool is emptied exactly by the last one. */
export function emissionOf(epoch: number): bigint {
  if (epoch < 0 || epoch >= EPOCHS_TOTAL) return 0n;
  if (epoch === EPOCHS_TOTAL - 1) return MINING_TOTAL - PER_EPOCH * BigInt(EPOCHS_TOTAL - 1);
  return PER_EPOCH;
}

export function perEpochEmission(): bigint {
  return PER_EPOCH;
}

/** The epoch whose day holds `at` (negative before the genesis). */
export function epochAt(at: Date): number {
  return Math.floor((at.getTime() - GENESIS) / DAY_MS);
}

/** The start and end (exclusive) of an epoch's day. */
export function epochBounds(epoch: number): { starts: Date; ends: Date } {
  const starts = GENESIS + epoch * DAY_MS;
  return { starts: new Date(starts), ends: new Date(starts + DAY_MS) };
}

/** The epoch's day as YYYY-MM-DD. */
export function epochDate(epoch: number): string {
  return epochBounds(epoch).starts.toISOString().slice(0, 10);
}
