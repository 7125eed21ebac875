/**
 * The settlement of an epoch (docs/income.md): in ONE transaction, with the epoch row locked,
 * score the events of every contribution source into the ledger, emit the epoch's ICT pro rata
 * to the points, share the platform income that arrived, pay the X-Man dividend by the seconds
 * each wallet's NFTs were staked inside the epoch, and mark the epoch settled. An epoch waits
 * until the chain index has passed its end (by block time). A settled epoch is never settled
 * again, and every row it writes has a unique key, so a re-run (a retried job, two workers)
 * changes nothing.
 */
import { INCOME_COINS, type IncomeCoin } from "@icms/protocol";
import { sql } from "kysely";
import { toJson } from "../../chain/events.js";
import type { Db, Queryable } from "../../db/db.js";
import { emissionOf, epochAt, epochBounds } from "./schedule.js";
import { stakedTime, stakingKnownUntil } from "./staked-time.js";
import { contributionSources, currentWeights, platformIncomeSources } from "./sources/index.js";
import { allocateIncome, proRata } from "./split.js";
import { noticeSettlement } from "./notice-events.js";

/** Opens (publishes) an epoch with today's weights and the schedule's emission; an open epoch is kept as it is. */
export async function openEpoch(q: Queryable, epoch: number): Promise<void> {
  const { starts, ends } = epochBounds(epoch);
  await q.kysely
    .insertInto("income_epochs")
    .values({
      epoch,
      starts_at: starts,
      ends_at: ends,
      weights: JSON.stringify(currentWeights()),
      emission: emissionOf(epoch).toString(),
    })
    .onConflict((oc) => oc.column("epoch").doNothing())
    .execute();
}

interface Credit {
  wallet: string;
  coin: IncomeCoin;
  kind: "mining" | "dividend";
  amount: string;
  score: number;
  remark: string;
}

export interface SettleOptions {
  /**
   * A chain is configured: without a checkpoint yet (its indexer has not started), epochs wait
   * instead of settling as if nothing were staked.
   */
  requireIndex?: boolean;
}

/**
 * Settles `epoch` if it has ended by `now`, the chain index has passed its end and it is not
 * settled yet; answers whether it settled it now.
 */
export function settleEpoch(db: Db, epoch: number, now = new Date(), options: SettleOptions = {}): Promise<boolean> {
  return db.tx((q) => settleEpochIn(q, epoch, now, options));
}

/** The settlement as part of the transaction `q` (the demo seed settles its epochs in its own). */
export async function settleEpochIn(
  q: Queryable,
  epoch: number,
  now: Date,
  options: SettleOptions = {},
): Promise<boolean> {
  await openEpoch(q, epoch);
  const row = await q.kysely
    .selectFrom("income_epochs")
    .select(["status", "weights", "emission", "ends_at"])
    .where("epoch", "=", epoch)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.status === "settled" || new Date(row.ends_at).getTime() > now.getTime()) return false;
  const until = new Date(row.ends_at);
  // A staking event of the epoch the indexer has not seen yet would change every X-Man's part:
  // wait until the index has passed the epoch's end by the chain's clock (a later job settles it).
  if (!(await stakingKnownUntil(q, until, options.requireIndex ?? false))) return false;
  const weights = (typeof row.weights === "string" ? JSON.parse(row.weights) : row.weights) as Record<string, number>;

  for (const source of contributionSources) {
    const weight = weights[source.kind] ?? 0;
    if (!Number.isInteger(weight) || weight <= 0) continue;
    await sql`INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at)
        SELECT ${source.kind}, e.source_id, e.wallet, ${epoch}, e.units * ${weight}, e.occurred_at
          FROM (${source.events(until)}) AS e
         WHERE e.units > 0
        ON CONFLICT (source_kind, source_id) DO NOTHING`.execute(q.kysely);
  }

  const scores = await sql<{ wallet: string; points: number }>`
      SELECT wallet, sum(points)::bigint AS points FROM contribution_ledger WHERE epoch = ${epoch}
       GROUP BY wallet ORDER BY wallet`.execute(q.kysely);
  const scoreOf = new Map(scores.rows.map((r) => [r.wallet, Number(r.points)]));
  const totalScore = scores.rows.reduce((acc, r) => acc + Number(r.points), 0);
  const credits: Credit[] = [];
  const emission = totalScore > 0 ? BigInt(row.emission) : 0n;
  const mined = proRata(
    emission,
    scores.rows.map((r) => ({ key: r.wallet, weight: BigInt(r.points) })),
  );
  for (const [wallet, amount] of mined) {
    if (amount > 0n) {
      const score = scoreOf.get(wallet) ?? 0;
      credits.push({
        wallet,
        coin: "ICT",
        kind: "mining",
        amount: amount.toString(),
        score,
        remark: `score=${score}`,
      });
    }
  }

  const { stakers, stakedNfts } = await stakedTime(q, epochBounds(epoch).starts, until);

  for (const source of platformIncomeSources) {
    await sql`INSERT INTO platform_income (source_kind, source_id, coin, amount, at)
        SELECT ${source.kind}, r.source_id, r.coin, r.amount, r.at FROM (${source.rows(until)}) AS r
        ON CONFLICT (source_kind, source_id) DO NOTHING`.execute(q.kysely);
  }
  const arrived = await sql<{ coin: IncomeCoin; fee: string; other: string }>`
      UPDATE platform_income SET settled_epoch = ${epoch}
       WHERE settled_epoch IS NULL AND at < ${until}
      RETURNING coin, CASE WHEN source_kind = 'transaction_fee' THEN amount ELSE 0 END::text AS fee,
                CASE WHEN source_kind = 'transaction_fee' THEN 0 ELSE amount END::text AS other`.execute(q.kysely);
  const allocations: { coin: IncomeCoin; bucket: string; amount: string }[] = [];
  for (const coin of INCOME_COINS) {
    const rows = arrived.rows.filter((r) => r.coin === coin);
    if (rows.length === 0) continue;
    const fee = rows.reduce((acc, r) => acc + BigInt(r.fee), 0n);
    const other = rows.reduce((acc, r) => acc + BigInt(r.other), 0n);
    const shares = allocateIncome(other, fee, stakers.length > 0);
    for (const [bucket, amount] of Object.entries(shares))
      allocations.push({ coin, bucket, amount: amount.toString() });
    const dividends = proRata(
      shares.xman_dividend,
      stakers.map((s) => ({ key: s.wallet, weight: s.seconds })),
    );
    for (const staker of stakers) {
      const amount = dividends.get(staker.wallet) ?? 0n;
      if (amount === 0n) continue;
      credits.push({
        wallet: staker.wallet,
        coin,
        kind: "dividend",
        amount: amount.toString(),
        score: scoreOf.get(staker.wallet) ?? 0,
        remark: `nfts=${staker.nfts}`,
      });
    }
  }

  if (allocations.length > 0) {
    await sql`INSERT INTO income_allocations (epoch, coin, bucket, amount)
        SELECT ${epoch}, a.coin, a.bucket, a.amount::numeric
          FROM jsonb_to_recordset(${toJson(allocations)}::jsonb) AS a(coin text, bucket text, amount text)
        ON CONFLICT DO NOTHING`.execute(q.kysely);
  }
  if (credits.length > 0) {
    await sql`INSERT INTO income_credits (epoch, wallet, coin, kind, amount, score, remark)
        SELECT ${epoch}, c.wallet, c.coin, c.kind, c.amount::numeric, c.score, c.remark
          FROM jsonb_to_recordset(${toJson(credits)}::jsonb)
            AS c(wallet text, coin text, kind text, amount text, score int, remark text)
        ON CONFLICT DO NOTHING`.execute(q.kysely);
  }
  await q.kysely
    .updateTable("income_epochs")
    .set({
      status: "settled",
      settled_at: now,
      emitted: emission.toString(),
      total_score: totalScore,
      contributors: scores.rows.length,
      staked_nfts: stakedNfts,
    })
    .where("epoch", "=", epoch)
    .execute();
  await noticeSettlement(q, epoch);
  return true;
}

/**
 * Publishes today's epoch and settles, oldest first, every epoch that has ended and is still
 * open (yesterday's at least), so a gateway that was down catches up. Answers the epochs settled;
 * an epoch the chain index has not passed yet is left for a later run.
 */
export async function settleDue(db: Db, now = new Date(), options: SettleOptions = {}): Promise<number[]> {
  const today = epochAt(now);
  if (today < 0) return [];
  await openEpoch(db, today);
  if (today > 0) await openEpoch(db, today - 1);
  const due = await db.kysely
    .selectFrom("income_epochs")
    .select("epoch")
    .where("status", "=", "open")
    .where("ends_at", "<=", now)
    .orderBy("epoch")
    .execute();
  const settled: number[] = [];
  for (const { epoch } of due) if (await settleEpoch(db, epoch, now, options)) settled.push(epoch);
  return settled;
}
