import { sql } from "kysely";
/**
 * ICT and ICMS balances from their ERC-20 `Transfer` events. Each transfer is stored once, keyed
 * by (chain id, tx hash, log index); the balances move by the transfers that were new in this
 * statement only, so applying a range again, or an overlapping one, changes nothing. A
 * fee-on-transfer transfer arrives as several events (the fee parts, the burned part and the
 * rest to the recipient), and mints come from the zero address, so summing the events gives each
 * wallet's real balance from the deploy block on.
 */
import type { Queryable } from "../db/db.js";
import { type ChainEvent, toJson } from "./events.js";

type TokenTransfer = Extract<ChainEvent, { event: "TokenTransfer" }>;

export async function applyTokenTransfers(q: Queryable, chainId: number, events: readonly ChainEvent[]): Promise<void> {
  const rows = events
    .filter((event): event is TokenTransfer => event.event === "TokenTransfer")
    .map((e) => ({
      tx_hash: e.txHash,
      log_index: e.logIndex,
      block: e.blockNumber,
      token: e.token,
      from_wallet: e.from,
      to_wallet: e.to,
      amount: e.value,
    }));
  if (rows.length === 0) return;
  await sql`WITH inserted AS (
       INSERT INTO chain_token_transfers (chain_id, tx_hash, log_index, block_number, token, from_wallet, to_wallet, amount)
       SELECT ${chainId}, t.tx_hash, t.log_index, t.block, t.token, t.from_wallet, t.to_wallet, t.amount::numeric
       FROM jsonb_to_recordset(${toJson(rows)}::jsonb)
         AS t(tx_hash text, log_index int, block bigint, token text, from_wallet text, to_wallet text, amount text)
       ON CONFLICT DO NOTHING
       RETURNING token, from_wallet, to_wallet, amount, block_number),
     moves AS (
       SELECT token, from_wallet AS wallet, -amount AS delta, block_number FROM inserted
       UNION ALL
       SELECT token, to_wallet AS wallet, amount AS delta, block_number FROM inserted)
     INSERT INTO chain_token_balances (token, wallet, balance, block_number)
     SELECT token, wallet, sum(delta), max(block_number) FROM moves
     WHERE wallet <> '0x0000000000000000000000000000000000000000'
     GROUP BY token, wallet
     ON CONFLICT (token, wallet) DO UPDATE
       SET balance = chain_token_balances.balance + EXCLUDED.balance,
         block_number = GREATEST(chain_token_balances.block_number, EXCLUDED.block_number), updated_at = now()`.execute(
    q.kysely,
  );
}
