import type { BalanceInfo, WithdrawRecord, WithdrawVoucher } from "@icms/protocol";

/** Answers shared by the income screens' tests. */
export const ME = "0x00000000000000000000000000000000000000a1";
export const ether = 10n ** 18n;
const ICT = "0x00000000000000000000000000000000000000c1";

export function balance(ictAvailable: bigint, icmsAvailable = 0n): BalanceInfo {
  const coin = (name: "ICT" | "ICMS" | "USDT", available: bigint, withdrawable: boolean) => ({
    coin: name,
    token: withdrawable ? ICT : null,
    earned: (available + ether).toString(),
    withdrawn: ether.toString(),
    reserved: "0",
    available: available.toString(),
    withdrawable,
  });
  return {
    coins: [coin("ICT", ictAvailable, true), coin("ICMS", icmsAvailable, true), coin("USDT", 5n * ether, false)],
    fee_wei: (ether / 1000n).toString(),
    chain_id: 97,
    vault: "0x00000000000000000000000000000000000000f1",
  };
}

export function voucher(id: number, amount: bigint, changes: Partial<WithdrawVoucher> = {}): WithdrawVoucher {
  return {
    withdraw_id: id,
    coin: "ICT",
    status: "open",
    user: ME,
    token: ICT,
    amount: amount.toString(),
    voucher_id: String(1000 + id),
    deadline: "4102444800",
    chain_id: 97,
    vault: "0x00000000000000000000000000000000000000f1",
    signature: `0x${"ab".repeat(65)}`,
    fee_wei: (ether / 1000n).toString(),
    tx_hash: null,
    ...changes,
  };
}

export function record(id: number, changes: Partial<WithdrawRecord> = {}): WithdrawRecord {
  return {
    withdraw_id: id,
    coin: "ICT",
    amount: (2n * ether).toString(),
    status: "paid",
    tx_hash: `0x${String(id).padStart(64, "0")}`,
    created_at: "2026-11-20T08:00:00Z",
    deadline: 4_102_444_800,
    paid_at: "2026-11-20T08:01:00Z",
    ...changes,
  };
}
