import type { Db } from "../../apps/gateway/src/db/db.ts";
import { epochAt, epochBounds } from "../../apps/gateway/src/services/income/schedule.ts";
import { openEpoch, settleEpoch } from "../../apps/gateway/src/services/income/settle.ts";

/** Contribution points of the browser tests' contributor, per day before today. */
const POINTS_BY_DAYS_AGO: Record<number, number> = { 1: 40, 2: 25, 3: 60 };

/**
 * Settles `epoch` as the daily job would. A settlement waits until the chain index has passed the
 * epoch's end (by block time); the local chain starts today, so that is as soon as the gateway's
 * indexer has read the time of its first block.
 */
async function settleOnceIndexed(db: Db, epoch: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await settleEpoch(db, epoch);
    const [row] = await db.query<{ status: string }>("SELECT status FROM income_epochs WHERE epoch = $1", [epoch]);
    if (row?.status === "settled") return;
    if (attempt >= 120) throw new Error(`epoch ${epoch} is not settled: the chain index has not passed its end`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Gives `wallet` contribution points on the last three days and settles those epochs as the
 * daily job would, so the wallet has a score, a rank, chart points and ICT to withdraw. The
 * points are ledger rows of their own source (`browser-test`), kept apart from the demo's.
 */
export async function seedSettledContribution(db: Db, wallet: string): Promise<void> {
  const today = epochAt(new Date());
  for (const [daysAgo, points] of Object.entries(POINTS_BY_DAYS_AGO)) {
    const epoch = today - Number(daysAgo);
    await openEpoch(db, epoch);
    await db.query(
      `INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at)
       VALUES ('browser-test', $1, $2, $3, $4, $5) ON CONFLICT (source_kind, source_id) DO NOTHING`,
      [`${wallet.toLowerCase()}:${epoch}`, wallet.toLowerCase(), epoch, points, epochBounds(epoch).starts],
    );
    await settleOnceIndexed(db, epoch);
  }
}
