import { sql } from "kysely";
import type { ChainProjection } from "../../chain/projection.js";
import { type ChainEvent, toJson } from "../../chain/events.js";
import { noticeVouchersPaid } from "./notice-events.js";

type Claimed = Extract<ChainEvent, { event: "VoucherClaimed" }>;

/** Reward vault payouts, stored for the vouchers they pay (docs/income.md); idempotent by log position. */
export const applyVaultPayouts: ChainProjection = async (q, events, { chainId }) => {
  const payouts = events
    .filter((e): e is Claimed => e.event === "VoucherClaimed")
    .map((e) => ({
      tx_hash: e.txHash,
      log_index: e.logIndex,
      block: e.blockNumber,
      voucher_id: e.voucherId,
      wallet: e.wallet,
      token: e.token,
      amount: e.amount,
    }));
  if (payouts.length === 0) return;
  const added = await sql<{
    voucher_id: string;
  }>`INSERT INTO chain_vault_payouts (chain_id, tx_hash, log_index, block_number, voucher_id, wallet, token, amount)
     SELECT ${chainId}, v.tx_hash, v.log_index, v.block, v.voucher_id::numeric, v.wallet, v.token, v.amount::numeric
     FROM jsonb_to_recordset(${toJson(payouts)}::jsonb) AS v(tx_hash text, log_index int, block bigint, voucher_id text, wallet text,
       token text, amount text)
     ON CONFLICT DO NOTHING
     RETURNING voucher_id::text`.execute(q.kysely);
  await noticeVouchersPaid(
    q,
    chainId,
    added.rows.map((row) => row.voucher_id),
  );
};
