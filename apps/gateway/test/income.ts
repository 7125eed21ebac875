/** Income fixtures for the gateway tests: epochs with ledger points and credits written as a settlement would. */
import type { Db } from "../src/db/db.js";
import { epochAt, epochBounds } from "../src/services/income/schedule.js";
import { openEpoch, settleEpoch } from "../src/services/income/settle.js";

/** The epoch `daysAgo` days before today's. */
export const epochDaysAgo = (daysAgo: number) => epochAt(new Date()) - daysAgo;

let sourceIds = 0;

/** Scores `points` for each wallet in the epoch `daysAgo` days ago and settles it. */
export async function settleWithPoints(db: Db, daysAgo: number, points: Record<string, number>): Promise<number> {
  const epoch = epochDaysAgo(daysAgo);
  await openEpoch(db, epoch);
  const { starts } = epochBounds(epoch);
  for (const [wallet, p] of Object.entries(points)) {
    await db.query(
      "INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at) VALUES ('fixture', $1, $2, $3, $4, $5)",
      [String(++sourceIds), wallet.toLowerCase(), epoch, p, starts],
    );
  }
  await settleEpoch(db, epoch);
  return epoch;
}

/** Credits `amount` wei of `coin` to `wallet` as an X-Man dividend of the epoch `daysAgo` days ago. */
export async function creditDividend(db: Db, wallet: string, coin: string, amount: bigint, daysAgo = 1): Promise<void> {
  const epoch = epochDaysAgo(daysAgo);
  await openEpoch(db, epoch);
  await db.query(
    `INSERT INTO income_credits (epoch, wallet, coin, kind, amount, remark) VALUES ($1, $2, $3, 'dividend', $4, 'nfts=1')
     ON CONFLICT (epoch, wallet, coin, kind) DO UPDATE SET amount = income_credits.amount + EXCLUDED.amount`,
    [epoch, wallet.toLowerCase(), coin, amount.toString()],
  );
}
