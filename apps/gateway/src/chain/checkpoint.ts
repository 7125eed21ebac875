import { sql } from "kysely";
/**
 * The indexer's checkpoint: how far it has read, and which chain that was. The chain is named by
 * its id, the watched contract addresses and the hash of the deploy block, so a local chain
 * started anew (same id, often the same addresses) is still told apart from the one indexed.
 */
import type { Hex } from "viem";
import type { Db, Queryable } from "../db/db.js";
import type { WatchedContracts } from "./events.js";
import { clearXmanPrivileges } from "./xman-privileges.js";

export interface ChainIdentity {
  chainId: number;
  /** The watched addresses, lower-case, sorted, joined with commas. */
  contracts: string;
  deployBlock: number;
  deployBlockHash: Hex;
}

export interface Checkpoint extends ChainIdentity {
  /** The first block not yet indexed. */
  nextBlock: number;
  /** A block whose hash was checked, with that hash (the last indexed block, or the deploy block). */
  anchorBlock: number;
  anchorHash: Hex;
  headBlock: number;
  eventsIndexed: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  updatedAt: Date;
}

/** Tables emptied when the indexed chain is replaced. */
const DERIVED_TABLES = [
  "chain_events",
  "chain_nft_tokens",
  "chain_stakers",
  "staking_periods",
  "chain_purchases",
  "chain_referrers",
  "chain_vault_payouts",
  "chain_token_transfers",
  "chain_token_balances",
] as const;

export function contractsKey(contracts: WatchedContracts): string {
  return Object.values(contracts)
    .flat()
    .map((address) => address.toLowerCase())
    .sort()
    .join(",");
}

export function sameChain(a: ChainIdentity, b: ChainIdentity): boolean {
  return (
    a.chainId === b.chainId &&
    a.contracts === b.contracts &&
    a.deployBlock === b.deployBlock &&
    a.deployBlockHash === b.deployBlockHash
  );
}

interface CheckpointRow {
  chain_id: number;
  contracts: string;
  deploy_block: number | string;
  deploy_block_hash: Hex;
  next_block: number | string;
  anchor_block: number | string;
  anchor_hash: Hex;
  head_block: number | string;
  events_indexed: number | string;
  last_error: string | null;
  last_error_at: Date | string | null;
  updated_at: Date | string;
}

const CHECKPOINT_COLUMNS = `chain_id, contracts, deploy_block, deploy_block_hash, next_block, anchor_block, anchor_hash,
  head_block, events_indexed, last_error, last_error_at, updated_at`;

function fromRow(row: CheckpointRow): Checkpoint {
  return {
    chainId: row.chain_id,
    contracts: row.contracts,
    deployBlock: Number(row.deploy_block),
    deployBlockHash: row.deploy_block_hash,
    nextBlock: Number(row.next_block),
    anchorBlock: Number(row.anchor_block),
    anchorHash: row.anchor_hash,
    headBlock: Number(row.head_block),
    eventsIndexed: Number(row.events_indexed),
    lastError: row.last_error,
    lastErrorAt: row.last_error_at === null ? null : new Date(row.last_error_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The checkpoint, or undefined before the indexer first ran; `lock` holds it to the transaction's end. */
export async function readCheckpoint(q: Queryable, lock = false): Promise<Checkpoint | undefined> {
  const { rows } = await sql<CheckpointRow>`SELECT ${sql.raw(CHECKPOINT_COLUMNS)} FROM chain_checkpoint
    WHERE id = 1${sql.raw(lock ? " FOR UPDATE" : "")}`.execute(q.kysely);
  const row = rows[0];
  return row ? fromRow(row) : undefined;
}

/**
 * Starts the index over for `identity`: in one transaction every derived table is emptied, the DAO
 * privileges are cleared and the checkpoint points at the deploy block.
 */
export async function resetIndex(db: Db, identity: ChainIdentity): Promise<void> {
  await db.tx(async (q) => {
    // Waits for sign-ins reading the staking table, and makes later ones wait for the reset.
    await sql`LOCK TABLE chain_stakers IN ACCESS EXCLUSIVE MODE`.execute(q.kysely);
    for (const table of DERIVED_TABLES) await sql`DELETE FROM ${sql.raw(table)}`.execute(q.kysely);
    await clearXmanPrivileges(q);
    await sql`INSERT INTO chain_checkpoint (id, chain_id, contracts, deploy_block, deploy_block_hash, next_block, anchor_block,
         anchor_hash)
       VALUES (1, ${identity.chainId}, ${identity.contracts}, ${identity.deployBlock}, ${identity.deployBlockHash}, ${identity.deployBlock}, ${identity.deployBlock}, ${identity.deployBlockHash})
       ON CONFLICT (id) DO UPDATE SET chain_id = EXCLUDED.chain_id, contracts = EXCLUDED.contracts,
         deploy_block = EXCLUDED.deploy_block, deploy_block_hash = EXCLUDED.deploy_block_hash,
         next_block = EXCLUDED.next_block, anchor_block = EXCLUDED.anchor_block, anchor_hash = EXCLUDED.anchor_hash, anchor_time = NULL,
         head_block = 0, events_indexed = 0, last_error = NULL, last_error_at = NULL, created_at = now(),
         updated_at = now()`.execute(q.kysely);
  });
}

/** Notes the newest head seen while there was nothing to index. */
export async function recordHead(q: Queryable, head: number): Promise<void> {
  await sql`UPDATE chain_checkpoint SET head_block = GREATEST(head_block, ${head}) WHERE id = 1`.execute(q.kysely);
}

/** Keeps the last failure for the status page (best effort: the database may be what failed). */
export async function recordError(q: Queryable, message: string): Promise<void> {
  await sql`UPDATE chain_checkpoint SET last_error = ${message.slice(0, 500)}, last_error_at = now() WHERE id = 1`
    .execute(q.kysely)
    .catch(() => undefined);
}
