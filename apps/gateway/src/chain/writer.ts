import { sql } from "kysely";
/**
 * Applies one block range: the range's events and the checkpoint move in ONE transaction, so a
 * crash leaves either both or neither. The checkpoint row is locked first, which also makes two
 * indexers on one database take turns; a range that is already behind the checkpoint is a
 * replay and is skipped, and the writes themselves are idempotent besides (see projections.ts).
 */
import type { Hex } from "viem";
import type { Db } from "../db/db.js";
import { type ChainIdentity, readCheckpoint, sameChain } from "./checkpoint.js";
import type { ChainEvent } from "./events.js";
import { chainProjections } from "../services/registry.js";
import { applySale, applyStaking, applyTransfers, insertEvents } from "./projections.js";
import { applyStakingPeriods } from "./staking-periods.js";
import { applyTokenTransfers } from "./token-balances.js";
import { syncXmanPrivileges } from "./xman-privileges.js";

export interface BlockRange {
  from: number;
  to: number;
  /** Hash of block `to`: the next anchor. */
  toHash: Hex;
  /** The chain head when the range was read. */
  head: number;
  /** Time of block `to` (the chain's clock): how far in time the index is complete. */
  toTime?: Date;
  /** Time of each block with a staking event (missing ones are read later, see block-times.ts). */
  blockTimes?: ReadonlyMap<number, Date>;
}

export interface RangeResult {
  applied: boolean;
  /** Events stored that were not stored before. */
  inserted: number;
}

/** The checkpoint is not where this range starts (another writer moved it, or the chain changed). */
export class CheckpointMismatch extends Error {
  override readonly name = "CheckpointMismatch";
}

export async function applyRange(
  db: Db,
  identity: ChainIdentity,
  range: BlockRange,
  events: readonly ChainEvent[],
): Promise<RangeResult> {
  return db.tx(async (q) => {
    const checkpoint = await readCheckpoint(q, true);
    if (!checkpoint || !sameChain(checkpoint, identity)) {
      throw new CheckpointMismatch("the checkpoint belongs to another chain");
    }
    if (range.to < checkpoint.nextBlock) return { applied: false, inserted: 0 };
    if (range.from > checkpoint.nextBlock) {
      throw new CheckpointMismatch(`range starts at ${range.from}, checkpoint at ${checkpoint.nextBlock}`);
    }
    const inserted = await insertEvents(q, identity.chainId, events);
    await applyTransfers(q, events);
    const stakers = await applyStaking(q, events);
    await applyStakingPeriods(q, events, range.blockTimes ?? new Map());
    await syncXmanPrivileges(q, stakers);
    await applySale(q, identity.chainId, events);
    await applyTokenTransfers(q, identity.chainId, events);
    // What the areas index (course payments, vault payouts...): `projections` of their `defineArea`.
    const areaRange = { chainId: identity.chainId, blockTimes: range.blockTimes ?? new Map() };
    for (const project of chainProjections) await project(q, events, areaRange);
    await sql`UPDATE chain_checkpoint
       SET next_block = ${range.to + 1}, anchor_block = ${range.to}, anchor_hash = ${range.toHash},
         anchor_time = ${range.toTime?.toISOString() ?? null}::timestamptz, head_block = GREATEST(head_block, ${range.head}),
         events_indexed = events_indexed + ${inserted}, updated_at = now()
       WHERE id = 1`.execute(q.kysely);
    return { applied: true, inserted };
  });
}
