/**
 * The notices income writes (docs/notices.md, "Where events come from"): what a settled epoch
 * credited (`settlement_income`, per coin), a withdrawal voucher ready to claim
 * (`withdrawal_ready`) and the vault's payout of it (`withdrawal_paid`, in the indexer range's
 * transaction). Income is kept by wallet; a wallet no user signed in with is told nothing.
 * Amounts are in the coin's smallest unit, as the balances answer them.
 */
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

const WALLET_PAGE = "/icmsdao/icms_wallet_dataview";
const WITHDRAW_PAGE = "/icmsdao/icms_withdraw";

/** Epoch `epoch` was settled: each credited user hears what it brought, one notice per coin. */
export async function noticeSettlement(q: Queryable, epoch: number): Promise<void> {
  const { rows } = await sql<{ uid: number; coin: string; amount: string }>`
      SELECT u.uid, c.coin, sum(c.amount)::text AS amount
        FROM income_credits c JOIN users u ON u.wallet_addr = c.wallet
       WHERE c.epoch = ${epoch}
       GROUP BY u.uid, c.coin ORDER BY u.uid, c.coin`.execute(q.kysely);
  for (const row of rows) {
    await notify(q, {
      kind: "settlement_income",
      to: row.uid,
      target: { type: "income_epoch", id: epoch, title: String(epoch), url: WALLET_PAGE },
      data: { amount: row.amount, token: row.coin, epoch: String(epoch) },
    });
  }
}

const userOf = (q: Queryable, wallet: string) =>
  q.kysely.selectFrom("users").select("uid").where("wallet_addr", "=", wallet.toLowerCase()).executeTakeFirst();

/** A new voucher was recorded: its user may claim it now. */
export async function noticeVoucherReady(
  q: Queryable,
  voucher: { id: number; wallet: string; coin: string; amount: string | number | bigint },
): Promise<void> {
  const user = await userOf(q, voucher.wallet);
  if (!user) return;
  await notify(q, {
    kind: "withdrawal_ready",
    to: user.uid,
    target: { type: "withdrawal", id: voucher.id, title: voucher.coin, url: WITHDRAW_PAGE },
    data: { amount: String(voucher.amount), token: voucher.coin },
  });
}

/** The vault paid these vouchers (payouts new to the index): each voucher's user hears of it. */
export async function noticeVouchersPaid(q: Queryable, chainId: number, voucherIds: readonly string[]) {
  // A payout naming an id the gateway never issued (not a 32-bit row id) pays no voucher of ours.
  const ids = voucherIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return;
  const vouchers = await q.kysely
    .selectFrom("income_withdrawals as w")
    .innerJoin("users as u", "u.wallet_addr", "w.wallet")
    .select(["w.id", "w.coin", "w.amount", "u.uid"])
    .where("w.chain_id", "=", chainId)
    .where("w.id", "in", ids)
    .orderBy("w.id")
    .execute();
  for (const voucher of vouchers) {
    await notify(q, {
      kind: "withdrawal_paid",
      to: voucher.uid,
      target: { type: "withdrawal", id: voucher.id, title: voucher.coin, url: WITHDRAW_PAGE },
      data: { amount: String(voucher.amount), token: voucher.coin },
    });
  }
}
