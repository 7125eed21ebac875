import { sql } from "kysely";
/** What the index knows about one wallet's DAO NFTs and membership. */
import type { XmanPermissions } from "@icms/protocol";
import type { Queryable } from "../db/db.js";

interface HoldingsRow {
  staked_count: number;
  staked_token_ids: number[];
  held_token_ids: number[];
  indexed_block: number | string;
}

export async function readXmanStatus(q: Queryable, wallet: string): Promise<XmanPermissions> {
  const { rows } = await sql<HoldingsRow>`SELECT
       COALESCE((SELECT staked_count FROM chain_stakers WHERE wallet = ${wallet.toLowerCase()}), 0) AS staked_count,
       COALESCE((SELECT json_agg(token_id ORDER BY token_id) FROM chain_nft_tokens WHERE staker = ${wallet.toLowerCase()}), '[]')
         AS staked_token_ids,
       COALESCE((SELECT json_agg(token_id ORDER BY token_id) FROM chain_nft_tokens WHERE owner = ${wallet.toLowerCase()}), '[]')
         AS held_token_ids,
       COALESCE((SELECT next_block - 1 FROM chain_checkpoint WHERE id = 1), 0) AS indexed_block`.execute(q.kysely);
  const row = rows[0];
  const staked = row?.staked_token_ids ?? [];
  const held = row?.held_token_ids ?? [];
  const stakedCount = row?.staked_count ?? 0;
  return {
    is_xman: stakedCount > 0,
    staked_count: stakedCount,
    nft_count: staked.length + held.length,
    staked_token_ids: staked,
    held_token_ids: held,
    indexed_block: Math.max(0, Number(row?.indexed_block ?? 0)),
  };
}
