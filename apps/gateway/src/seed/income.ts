/**
 * Demo income (docs/income.md): the platform income of the last days (course-order shares and
 * transaction fees, in ICMS and USDT) and the last two weeks' epochs settled from the demo
 * content's own events (articles that went online, review decisions, likes), so the charts, the
 * earnings rows and the rank list have data on a fresh start and the demo wallets have ICT to
 * withdraw. Yesterday's epoch is left to the first settlement after start. X-Man dividends go by
 * the time staked in each epoch (block time): `npm start`'s local chain makes its demo state two
 * weeks in the past, so the demo X-Men have been staked through the demo days. A demo epoch the
 * chain index has not passed yet (the indexer's first pass still running) is left to the
 * settlement job, which settles it within a minute of start.
 */
import type { Queryable } from "../db/db.js";
import { epochAt, epochBounds } from "../services/income/schedule.js";
import { openEpoch, settleEpochIn } from "../services/income/settle.js";

const ether = 10n ** 18n;
/** Settled demo epochs, ending the day before yesterday. */
const DEMO_EPOCHS = 13;

/** Platform income of the demo days: [days ago, kind, coin, amount in whole tokens]. */
const DEMO_INCOME: [number, string, "ICMS" | "USDT", bigint][] = [
  [6, "demo_course_order", "USDT", 120n],
  [5, "transaction_fee", "ICMS", 800n],
  [4, "demo_course_order", "ICMS", 450n],
  [3, "demo_course_order", "USDT", 60n],
  [2, "transaction_fee", "ICMS", 1_200n],
  [1, "demo_course_order", "ICMS", 900n],
  [1, "transaction_fee", "ICMS", 300n],
];

/**
 * `requireIndex`: a chain is configured, so a demo day is settled only once the chain index has
 * passed its end (its X-Man dividend follows the time staked); the others wait for the job.
 */
export async function seedIncome(q: Queryable, now: Date, options: { requireIndex?: boolean } = {}): Promise<number> {
  const today = epochAt(now);
  if (today < DEMO_EPOCHS + 2) return 0;
  for (const [i, [daysAgo, kind, coin, amount]] of DEMO_INCOME.entries()) {
    const { starts } = epochBounds(today - daysAgo);
    await q.kysely
      .insertInto("platform_income")
      .values({
        source_kind: kind,
        source_id: `demo-${i + 1}`,
        coin,
        amount: (amount * ether).toString(),
        at: new Date(starts.getTime() + 12 * 3_600_000),
      })
      .onConflict((oc) => oc.columns(["source_kind", "source_id"]).doNothing())
      .execute();
  }
  let settled = 0;
  for (let epoch = today - DEMO_EPOCHS - 1; epoch <= today - 2; epoch++) {
    if (await settleEpochIn(q, epoch, now, options)) settled += 1;
  }
  await openEpoch(q, today - 1);
  await openEpoch(q, today);
  return settled;
}
