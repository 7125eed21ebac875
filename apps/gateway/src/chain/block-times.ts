import { sql } from "kysely";
/**
 * Block times for the staking periods and the checkpoint (docs/income.md, "X-Man dividend"): read
 * from the node, only for the blocks that need one. A range reads the times of its blocks with
 * staking events before its transaction; `fillBlockTimes` reads, on each pass, those still missing
 * (periods backfilled from stored events, the anchor after a reset).
 */
import type { Db } from "../db/db.js";
import type { ChainEvent } from "./events.js";
import type { ChainRpc } from "./rpc.js";
import { stakingEvents } from "./staking-periods.js";

/** Blocks read at once. */
const PARALLEL = 8;
/** Blocks filled per pass, so a long backfill does not hold up indexing. */
const FILL_PER_PASS = 200;

/** The times of `blocks` (read `PARALLEL` at a time); a block the node does not have is an error. */
async function readTimes(rpc: Pick<ChainRpc, "block">, blocks: readonly number[]): Promise<Map<number, Date>> {
  const times = new Map<number, Date>();
  for (let i = 0; i < blocks.length; i += PARALLEL) {
    const chunk = blocks.slice(i, i + PARALLEL);
    const stamps = await Promise.all(chunk.map((block) => rpc.block(block)));
    for (const [j, stamp] of stamps.entries()) {
      const block = chunk[j] as number;
      if (!stamp) throw new Error(`block ${block} is missing`);
      times.set(block, stamp.time);
    }
  }
  return times;
}

/** The time of each block of `events` with a staking event; `known` ones are not read again. */
export async function stakingBlockTimes(
  rpc: Pick<ChainRpc, "block">,
  events: readonly ChainEvent[],
  known: ReadonlyMap<number, Date> = new Map(),
): Promise<Map<number, Date>> {
  const blocks = [...new Set(stakingEvents(events).map((e) => e.blockNumber))];
  const times = await readTimes(
    rpc,
    blocks.filter((block) => !known.has(block)),
  );
  for (const block of blocks) {
    const time = known.get(block);
    if (time) times.set(block, time);
  }
  return times;
}

/**
 * Reads the times still missing (of staking periods and of the checkpoint's anchor) and stores
 * them; answers how many blocks it read. A row is only filled where its time is NULL, so two
 * indexers filling at once write the same values.
 */
export async function fillBlockTimes(db: Db, rpc: Pick<ChainRpc, "block">): Promise<number> {
  const { rows } = await sql<{ block: string | number }>`SELECT block FROM (
       SELECT staked_block AS block FROM staking_periods WHERE staked_at IS NULL
       UNION SELECT unstaked_block FROM staking_periods WHERE unstaked_block IS NOT NULL AND unstaked_at IS NULL
       UNION SELECT anchor_block FROM chain_checkpoint WHERE id = 1 AND anchor_time IS NULL) AS b
     ORDER BY block LIMIT ${FILL_PER_PASS}`.execute(db.kysely);
  if (rows.length === 0) return 0;
  const blocks = rows.map((row) => Number(row.block));
  const times = await readTimes(rpc, blocks);
  const filled = blocks.map((block) => ({ block, at: (times.get(block) as Date).toISOString() }));
  const json = JSON.stringify(filled);
  await db.tx(async (q) => {
    await sql`UPDATE staking_periods p SET staked_at = t.at
       FROM jsonb_to_recordset(${json}::jsonb) AS t(block bigint, at timestamptz)
       WHERE p.staked_block = t.block AND p.staked_at IS NULL`.execute(q.kysely);
    await sql`UPDATE staking_periods p SET unstaked_at = t.at
       FROM jsonb_to_recordset(${json}::jsonb) AS t(block bigint, at timestamptz)
       WHERE p.unstaked_block = t.block AND p.unstaked_at IS NULL`.execute(q.kysely);
    await sql`UPDATE chain_checkpoint c SET anchor_time = t.at
       FROM jsonb_to_recordset(${json}::jsonb) AS t(block bigint, at timestamptz)
       WHERE c.id = 1 AND c.anchor_block = t.block AND c.anchor_time IS NULL`.execute(q.kysely);
  });
  return blocks.length;
}
