/**
 * The X-Man dividend's weights (docs/income.md, "X-Man dividend"): the seconds each wallet's DAO
 * NFTs were staked by it inside an epoch, from the staking periods the chain indexer keeps with
 * the times of their blocks; and whether the index is complete enough to settle an epoch.
 */
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

interface StakedTime {
  wallet: string;
  /** Seconds staked inside the epoch, summed over the wallet's tokens. */
  seconds: bigint;
  /** The tokens it had staked for some of the epoch. */
  nfts: number;
}

export interface EpochStaking {
  /** Per wallet, lower-case, in address order; only wallets with seconds > 0. */
  stakers: StakedTime[];
  /** The distinct tokens staked for some of the epoch (a token moved between wallets counts once). */
  stakedNfts: number;
}

/**
 * The seconds each wallet had each token staked inside [starts, ends). A period still open counts
 * to the epoch's end; a token unstaked, moved and staked again by another wallet counts for each
 * wallet with its own period.
 */
export async function stakedTime(q: Queryable, starts: Date, ends: Date): Promise<EpochStaking> {
  const from = starts.toISOString();
  const to = ends.toISOString();
  const { rows } = await sql<{ wallet: string; token_id: number; seconds: string }>`
    SELECT staker AS wallet, token_id,
           sum(floor(extract(epoch FROM
             LEAST(coalesce(unstaked_at, ${to}::timestamptz), ${to}::timestamptz) - GREATEST(staked_at, ${from}::timestamptz))))::text
             AS seconds
      FROM staking_periods
     WHERE staked_at < ${to}::timestamptz
       AND (unstaked_block IS NULL OR unstaked_at > ${from}::timestamptz)
     GROUP BY staker, token_id
     ORDER BY staker, token_id`.execute(q.kysely);
  const byWallet = new Map<string, StakedTime>();
  const tokens = new Set<number>();
  for (const row of rows) {
    const seconds = BigInt(row.seconds);
    if (seconds <= 0n) continue;
    tokens.add(row.token_id);
    const entry = byWallet.get(row.wallet) ?? { wallet: row.wallet, seconds: 0n, nfts: 0 };
    entry.seconds += seconds;
    entry.nfts += 1;
    byWallet.set(row.wallet, entry);
  }
  return { stakers: [...byWallet.values()], stakedNfts: tokens.size };
}

/**
 * Whether every staking event before `until` is known with its time: the last indexed block's
 * time (the chain's clock) is at or past `until`, and no stored period waits for the time of its
 * block. Without any index (no checkpoint) there is nothing to wait for, unless `requireIndex`
 * says a chain is configured and its indexer has simply not started yet.
 */
export async function stakingKnownUntil(q: Queryable, until: Date, requireIndex: boolean): Promise<boolean> {
  const { rows } = await sql<{ indexed: boolean; through: Date | string | null; untimed: boolean }>`
    SELECT EXISTS (SELECT 1 FROM chain_checkpoint WHERE id = 1) AS indexed,
           (SELECT anchor_time FROM chain_checkpoint WHERE id = 1) AS through,
           EXISTS (SELECT 1 FROM staking_periods
                    WHERE staked_at IS NULL OR (unstaked_block IS NOT NULL AND unstaked_at IS NULL)) AS untimed`.execute(
    q.kysely,
  );
  const row = rows[0];
  if (!row || row.untimed) return false;
  if (!row.indexed) return !requireIndex;
  return row.through !== null && new Date(row.through).getTime() >= until.getTime();
}
