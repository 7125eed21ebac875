import { sql } from "kysely";
/**
 * Staking periods (docs/income.md, "X-Man dividend"): one row per token and Staked event, closed by
 * the token's next Unstaked event, each end with its block's time. The X-Man dividend of an epoch
 * is shared by the seconds each wallet's tokens were staked inside it, so the times are the
 * chain's (block timestamps), never the indexer's clock.
 *
 * Written in the range's transaction like the other projections, and idempotent like them: a
 * period is keyed by its token and the position of the Staked event, and an Unstaked event closes
 * only a period opened before it that is still open.
 */
import type { Queryable } from "../db/db.js";
import { type ChainEvent, toJson } from "./events.js";

type Staking = Extract<ChainEvent, { event: "Staked" | "Unstaked" }>;

interface PeriodRow {
  token_id: number;
  staker: string;
  staked_block: number;
  staked_log: number;
  staked_at: string | null;
  unstaked_block: number | null;
  unstaked_log: number | null;
  unstaked_at: string | null;
}

interface ClosingRow {
  token_id: number;
  block: number;
  log: number;
  at: string | null;
}

/** The staking events of a batch, in chain order. */
export function stakingEvents(events: readonly ChainEvent[]): Staking[] {
  return events
    .filter((e): e is Staking => e.event === "Staked" || e.event === "Unstaked")
    .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
}

/**
 * Opens and closes the periods of a batch's Staked/Unstaked events. `times` holds the time of
 * each block with a staking event; a block missing from it leaves the time NULL, for the indexer
 * to read later (`fillBlockTimes`), and settlements wait until it has.
 */
export async function applyStakingPeriods(
  q: Queryable,
  events: readonly ChainEvent[],
  times: ReadonlyMap<number, Date>,
): Promise<void> {
  const staking = stakingEvents(events);
  if (staking.length === 0) return;
  const timeOf = (block: number) => times.get(block)?.toISOString() ?? null;
  const opened: PeriodRow[] = [];
  const openInBatch = new Map<number, PeriodRow>();
  const closings: ClosingRow[] = [];
  for (const e of staking) {
    for (const tokenId of e.tokenIds) {
      if (e.event === "Staked") {
        const row: PeriodRow = {
          token_id: tokenId,
          staker: e.account,
          staked_block: e.blockNumber,
          staked_log: e.logIndex,
          staked_at: timeOf(e.blockNumber),
          unstaked_block: null,
          unstaked_log: null,
          unstaked_at: null,
        };
        opened.push(row);
        openInBatch.set(tokenId, row);
        continue;
      }
      const row = openInBatch.get(tokenId);
      if (row) {
        row.unstaked_block = e.blockNumber;
        row.unstaked_log = e.logIndex;
        row.unstaked_at = timeOf(e.blockNumber);
        openInBatch.delete(tokenId);
      } else {
        closings.push({ token_id: tokenId, block: e.blockNumber, log: e.logIndex, at: timeOf(e.blockNumber) });
      }
    }
  }
  if (closings.length > 0) {
    // Periods opened by an earlier range; the row comparison keeps a replayed Unstaked event from
    // closing a period opened after it.
    await sql`UPDATE staking_periods p
       SET unstaked_block = c.block, unstaked_log = c.log, unstaked_at = c.at
       FROM jsonb_to_recordset(${toJson(closings)}::jsonb) AS c(token_id int, block bigint, log int, at timestamptz)
       WHERE p.token_id = c.token_id AND p.unstaked_block IS NULL
         AND (p.staked_block, p.staked_log) < (c.block, c.log)`.execute(q.kysely);
  }
  if (opened.length > 0) {
    await sql`INSERT INTO staking_periods (token_id, staker, staked_block, staked_log, staked_at, unstaked_block,
         unstaked_log, unstaked_at)
       SELECT s.token_id, s.staker, s.staked_block, s.staked_log, s.staked_at, s.unstaked_block, s.unstaked_log,
         s.unstaked_at
       FROM jsonb_to_recordset(${toJson(opened)}::jsonb) AS s(token_id int, staker text, staked_block bigint,
         staked_log int, staked_at timestamptz, unstaked_block bigint, unstaked_log int, unstaked_at timestamptz)
       ON CONFLICT (token_id, staked_block, staked_log) DO UPDATE
         SET staked_at = coalesce(staking_periods.staked_at, EXCLUDED.staked_at),
           unstaked_block = coalesce(staking_periods.unstaked_block, EXCLUDED.unstaked_block),
           unstaked_log = coalesce(staking_periods.unstaked_log, EXCLUDED.unstaked_log),
           unstaked_at = CASE WHEN staking_periods.unstaked_block IS NULL THEN EXCLUDED.unstaked_at
             ELSE staking_periods.unstaked_at END`.execute(q.kysely);
  }
}
