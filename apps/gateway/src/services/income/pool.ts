/** The mining pool, the schedule and the platform income shares (`pool_info`). */
import { api, INCOME_COINS, type IncomeCoin, type PoolIncome } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { EPOCHS_TOTAL, epochAt, epochBounds, epochDate, MINING_TOTAL, perEpochEmission } from "./schedule.js";
import { currentWeights } from "./sources/index.js";

const BUCKETS = ["platform", "governance_buyback", "utility_buyback", "xman_dividend", "fee_other"] as const;

export const poolHandlers = {
  pool_info: handle(api.wallet_msrv.pool_info, async (_params, ctx) => {
    const epoch = epochAt(new Date());
    const { starts, ends } = epochBounds(epoch);
    const open = await ctx.db.kysely
      .selectFrom("income_epochs")
      .select("weights")
      .where("epoch", "=", epoch)
      .executeTakeFirst();
    const mined = await sql<{ mined: string }>`
      SELECT coalesce(sum(emitted), 0)::text AS mined FROM income_epochs WHERE status = 'settled'`.execute(
      ctx.db.kysely,
    );
    const last = await ctx.db.kysely
      .selectFrom("income_epochs")
      .select(["epoch", "total_score", "emitted", "contributors"])
      .where("status", "=", "settled")
      .orderBy("epoch", "desc")
      .limit(1)
      .executeTakeFirst();
    const staked = await sql<{ n: number }>`
      SELECT coalesce(sum(staked_count), 0)::bigint AS n FROM chain_stakers`.execute(ctx.db.kysely);
    const shares = await sql<{ coin: IncomeCoin; bucket: string; amount: string }>`
      SELECT coin, bucket, sum(amount)::text AS amount FROM income_allocations GROUP BY coin, bucket`.execute(
      ctx.db.kysely,
    );
    const income: PoolIncome[] = INCOME_COINS.map((coin) => {
      const of = (bucket: string) =>
        BigInt(shares.rows.find((r) => r.coin === coin && r.bucket === bucket)?.amount ?? 0);
      const parts = Object.fromEntries(BUCKETS.map((b) => [b, of(b).toString()])) as Record<
        (typeof BUCKETS)[number],
        string
      >;
      const total = BUCKETS.reduce((acc, b) => acc + of(b), 0n);
      return { coin, total: total.toString(), ...parts };
    });
    const minedTotal = BigInt(mined.rows[0]?.mined ?? 0);
    const weights = open?.weights ?? currentWeights();
    return {
      epoch,
      epoch_start: starts.toISOString(),
      epoch_end: ends.toISOString(),
      emission_per_epoch: perEpochEmission().toString(),
      mining_total: MINING_TOTAL.toString(),
      mined: minedTotal.toString(),
      remaining: (MINING_TOTAL - minedTotal).toString(),
      epochs_total: EPOCHS_TOTAL,
      weights: (typeof weights === "string" ? JSON.parse(weights) : weights) as Record<string, number>,
      last_settled: last
        ? {
            epoch: last.epoch,
            date: epochDate(last.epoch),
            total_score: Number(last.total_score),
            emitted: String(last.emitted),
            contributors: last.contributors,
          }
        : null,
      staked_nfts: Number(staked.rows[0]?.n ?? 0),
      income,
    };
  }),
};
