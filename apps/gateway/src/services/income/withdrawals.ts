/**
 * Withdrawals (docs/income.md, "Paid exactly once"). A withdrawal is recorded, with its amount
 * reserved, in one transaction before anything is signed; the signature is derived from the
 * record, so a crash after the commit loses nothing and asking again answers the same voucher.
 * One open voucher per wallet and coin (a unique index, and the wallet's advisory lock) makes two
 * tabs get the same voucher. The indexer marks it paid (`chain_vault_payouts` trigger); an open
 * voucher past its deadline that the vault has not paid is released.
 */
import {
  api,
  Code,
  GatewayError,
  type IncomeCoin,
  WITHDRAW_COINS,
  WITHDRAW_FEE_WEI,
  type WithdrawCoin,
  type WithdrawRecord,
  type WithdrawStatus,
  type WithdrawVoucher,
} from "@icms/protocol";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { balancesOf } from "./balances.js";
import { failpoint } from "./failpoints.js";
import type { RewardVaultAccess, VoucherRecord } from "./vault.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeVoucherReady } from "./notice-events.js";

/** How long a voucher may be claimed. */
const VOUCHER_TTL_SECONDS = 3_600;
/** How long after its deadline an unpaid voucher is released (clocks differ; the vault's is the chain's). */
const RELEASE_GRACE_SECONDS = 600;

interface WithdrawalRow extends VoucherRecord {
  coin: string;
  status: string;
  tx_hash: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

function vaultOf(ctx: AppContext): RewardVaultAccess {
  const vault = ctx.rewardVault();
  if (!vault) throw new GatewayError(Code.WithdrawUnavailable);
  return vault;
}

/**
 * Releases the open vouchers of `wallet` (every wallet when undefined) whose deadline passed more
 * than the grace ago and that the vault itself says it has not paid. Answers the released ids.
 */
export async function releaseExpired(
  app: Pick<AppContext, "db" | "rewardVault">,
  wallet?: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<number[]> {
  const vault = app.rewardVault();
  if (!vault) return [];
  let query = app.db.kysely
    .selectFrom("income_withdrawals")
    .select("id")
    .where("status", "=", "open")
    .where("deadline", "<", nowSeconds - RELEASE_GRACE_SECONDS);
  if (wallet) query = query.where("wallet", "=", wallet);
  const stale = (await query.execute()).map((r) => r.id);
  if (stale.length === 0) return [];
  const paid = await vault.claimed(stale);
  const release = stale.filter((id) => !paid.has(id));
  if (release.length === 0) return [];
  const rows = await app.db.kysely
    .updateTable("income_withdrawals")
    .set({ status: "expired", updated_at: new Date() })
    .where("id", "in", release)
    .where("status", "=", "open")
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

async function toVoucher(vault: RewardVaultAccess, row: WithdrawalRow): Promise<WithdrawVoucher> {
  const signature = await vault.sign(row);
  return {
    withdraw_id: row.id,
    coin: row.coin as WithdrawCoin,
    status: row.status as WithdrawStatus,
    user: row.wallet,
    token: row.token,
    amount: String(row.amount),
    voucher_id: String(row.id),
    deadline: String(row.deadline),
    chain_id: row.chain_id,
    vault: row.vault,
    signature,
    fee_wei: WITHDRAW_FEE_WEI.toString(),
    tx_hash: row.tx_hash,
  };
}

async function record(q: Queryable, vault: RewardVaultAccess, wallet: string, coin: WithdrawCoin, amount: string) {
  // One withdrawal of a wallet at a time: the balance read and the insert see the same rows.
  await sql`SELECT pg_advisory_xact_lock(7314, hashtext(${wallet}))`.execute(q.kysely);
  const open = await q.kysely
    .selectFrom("income_withdrawals")
    .selectAll()
    .where("wallet", "=", wallet)
    .where("coin", "=", coin)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (open) {
    // A voucher past its deadline can no longer be claimed: it waits for its release.
    const live = Number(open.deadline) > Math.floor(Date.now() / 1000);
    if (live && String(open.amount) === amount) return open;
    throw new GatewayError(Code.WithdrawPending);
  }
  const balance = (await balancesOf(q, wallet)).get(coin as IncomeCoin);
  if (!balance || BigInt(amount) > balance.available) throw new GatewayError(Code.IncomeInsufficient);
  const voucher = await q.kysely
    .insertInto("income_withdrawals")
    .values({
      wallet,
      coin,
      token: vault.token(coin).toLowerCase(),
      amount,
      chain_id: vault.chainId,
      vault: vault.vault.toLowerCase(),
      deadline: Math.floor(Date.now() / 1000) + VOUCHER_TTL_SECONDS,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await noticeVoucherReady(q, voucher);
  return voucher;
}

export const withdrawHandlers = {
  balance_info: handle(api.wallet_msrv.balance_info, async (_params, ctx) => {
    const vault = ctx.rewardVault();
    const sums = await balancesOf(ctx.db, ctx.session.wallet.toLowerCase());
    return {
      coins: [...sums].map(([coin, s]) => {
        const withdrawable = (WITHDRAW_COINS as readonly string[]).includes(coin);
        return {
          coin,
          token: vault && withdrawable ? vault.token(coin as WithdrawCoin).toLowerCase() : null,
          earned: s.earned.toString(),
          withdrawn: s.withdrawn.toString(),
          reserved: s.reserved.toString(),
          available: s.available.toString(),
          withdrawable,
        };
      }),
      fee_wei: WITHDRAW_FEE_WEI.toString(),
      chain_id: vault?.chainId ?? ctx.config.CHAIN_ID,
      vault: vault?.vault.toLowerCase() ?? null,
    };
  }),

  withdraw_voucher: handle(api.wallet_msrv.withdraw_voucher, async ({ coin, amount }, ctx) => {
    const vault = vaultOf(ctx);
    const wallet = ctx.session.wallet.toLowerCase();
    await releaseExpired(ctx, wallet).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "voucher release skipped"),
    );
    const row = await ctx.db.tx((q) => record(q, vault, wallet, coin, amount));
    failpoint("withdraw.recorded");
    const voucher = await toVoucher(vault, row);
    failpoint("withdraw.signed");
    return voucher;
  }),

  withdraw_detail: handle(api.wallet_msrv.withdraw_detail, async ({ withdraw_id }, ctx) => {
    const row = await ctx.db.kysely
      .selectFrom("income_withdrawals")
      .selectAll()
      .where("id", "=", withdraw_id)
      .where("wallet", "=", ctx.session.wallet.toLowerCase())
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    return toVoucher(vaultOf(ctx), row);
  }),

  withdraw_list: handle(api.wallet_msrv.withdraw_list, async ({ page, page_size, coin }, ctx) => {
    let query = ctx.db.kysely.selectFrom("income_withdrawals").where("wallet", "=", ctx.session.wallet.toLowerCase());
    if (coin) query = query.where("coin", "=", coin);
    const [{ total } = { total: 0 }] = await query.select((eb) => eb.fn.countAll<number>().as("total")).execute();
    const rows = await query.selectAll().orderBy("id", "desc").$call(onePage({ page, page_size })).execute();
    const list: WithdrawRecord[] = rows.map((r) => ({
      withdraw_id: r.id,
      coin: r.coin as WithdrawCoin,
      amount: String(r.amount),
      status: r.status as WithdrawStatus,
      tx_hash: r.tx_hash,
      created_at: iso(r.created_at),
      deadline: Number(r.deadline),
      paid_at: r.paid_at ? iso(r.paid_at) : null,
    }));
    return paged(list, Number(total), { page, page_size });
  }),
};
