/**
 * What an area adds to the indexer (`defineArea({ projections: [...] })`): a function that writes
 * what a range's decoded events change in the area's tables. It runs in the range's transaction,
 * after the core projections (tokens, staking, privileges, the sale), and must be idempotent like
 * them (see projections.ts): the same events applied again change nothing.
 */
import type { Queryable } from "../db/db.js";
import type { ChainEvent } from "./events.js";

interface ProjectionRange {
  chainId: number;
  /** Time of each block with a staking event (missing ones are read later, see block-times.ts). */
  blockTimes: ReadonlyMap<number, Date>;
}

export type ChainProjection = (q: Queryable, events: readonly ChainEvent[], range: ProjectionRange) => Promise<void>;
