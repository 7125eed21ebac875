/**
 * A withdrawal from the wallet's side, written against the chain actions and the gateway so it can
 * be tested with fakes: the wallet and its fee checked first, then the voucher from the gateway
 * (a new one, or an open one again), the claim on the reward vault with the fee, and its receipt.
 * The gateway records the voucher before signing it and follows the vault's event, so a claim
 * that never reaches the chain leaves the voucher open to claim again, and a second claim of the
 * same voucher is refused by the vault.
 */
import { api, WITHDRAW_FEE_WEI, type WithdrawCoin, type WithdrawVoucher } from "@icms/protocol";
import type { callGateway } from "../../app/gateway";
import { pollReceipt, type ReceiptOutcome } from "../../wallet/polling";
import type { ChainActions } from "../../wallet/wallet-engine-types";

/** A refusal before anything is sent, shown as its own message. */
export class WithdrawStop extends Error {
  override readonly name = "WithdrawStop";
  constructor(readonly reason: "notConnected" | "wrongWallet" | "insufficientBalance") {
    super(reason);
  }
}

export type WithdrawStep = "checking" | "voucher" | "claiming" | "confirming";

export interface WithdrawDeps {
  chain: ChainActions;
  /** Reconnects a wallet the page forgot after a reload; answers the address or null. */
  restore(): Promise<string | null>;
  call: typeof callGateway;
  onStep(step: WithdrawStep): void;
  /** The wallet the user signed in with. */
  signedInAs: string | null;
}

/** What to claim: a new amount of a coin, or an open withdrawal again. */
export type WithdrawRequest = { coin: WithdrawCoin; amount: bigint } | { withdrawId: number };

export interface WithdrawResult {
  voucher: WithdrawVoucher;
  hash: `0x${string}`;
  receipt: ReceiptOutcome;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function withdraw(deps: WithdrawDeps, request: WithdrawRequest): Promise<WithdrawResult> {
  deps.onStep("checking");
  const address = deps.chain.connectedAddress() ?? (await deps.restore());
  if (!address) throw new WithdrawStop("notConnected");
  if (deps.signedInAs && !sameAddress(address, deps.signedInAs)) throw new WithdrawStop("wrongWallet");
  // The fee travels with the claim and the rest of the native coin pays the gas: checked before a
  // voucher reserves anything.
  if ((await deps.chain.nativeBalance(address)) <= WITHDRAW_FEE_WEI) throw new WithdrawStop("insufficientBalance");

  deps.onStep("voucher");
  const voucher =
    "withdrawId" in request
      ? await deps.call(api.wallet_msrv.withdraw_detail, { withdraw_id: request.withdrawId })
      : await deps.call(api.wallet_msrv.withdraw_voucher, { coin: request.coin, amount: request.amount.toString() });
  if (!sameAddress(voucher.user, address)) throw new WithdrawStop("wrongWallet");

  deps.onStep("claiming");
  const hash = await deps.chain.claimReward(
    {
      user: voucher.user as `0x${string}`,
      token: voucher.token as `0x${string}`,
      amount: BigInt(voucher.amount),
      voucherId: BigInt(voucher.voucher_id),
      deadline: BigInt(voucher.deadline),
    },
    voucher.signature as `0x${string}`,
  );
  deps.onStep("confirming");
  return { voucher, hash, receipt: await pollReceipt(() => deps.chain.receiptStatus(hash)) };
}
