/**
 * The purchase and staking sequences of the certification page, written against the wallet's
 * chain actions and the gateway so they can be tested with fakes. Every check that can refuse
 * (no wallet, not enough USDT or BNB) runs before the first transaction.
 */
import { api, type DaoMyInfo, type NftOrder, type NftPurchaseQuote } from "@icms/protocol";
import type { callGateway } from "../../../app/gateway";
import type { ChainActions } from "../../../wallet/wallet-engine-types";
import { ensureAllowance, pollReceipt, type ReceiptOutcome } from "../../../wallet/polling";

/** A refusal before any transaction, shown as its own message. */
export class SaleStop extends Error {
  override readonly name = "SaleStop";
  constructor(readonly reason: "notConnected" | "insufficientBalance" | "approvalTimedOut" | "notOwned") {
    super(reason);
  }
}

export type SaleStep = "checking" | "binding" | "approving" | "buying" | "confirming" | "indexing" | "staking";

export interface FlowDeps {
  chain: ChainActions;
  /** Reconnects a wallet the page forgot after a reload; answers the address or null. */
  restore(): Promise<string | null>;
  call: typeof callGateway;
  onStep(step: SaleStep): void;
  /** How long a confirmed purchase is waited for in the index (tests shorten it). */
  indexPoll?: { attempts: number; intervalMs: number };
}

/** The index usually follows the chain within seconds; past this the page stops waiting, not the order. */
const INDEX_POLL = { attempts: 20, intervalMs: 1_500 } as const;

/** The connected address, reconnecting once if needed: "Please Connect The Wallet First" otherwise. */
async function connected(deps: FlowDeps): Promise<string> {
  const address = deps.chain.connectedAddress() ?? (await deps.restore());
  if (!address) throw new SaleStop("notConnected");
  return address;
}

async function confirmed(deps: FlowDeps, hash: `0x${string}`): Promise<ReceiptOutcome> {
  deps.onStep("confirming");
  return pollReceipt(() => deps.chain.receiptStatus(hash));
}

export interface PurchaseResult {
  quote: NftPurchaseQuote;
  hash: `0x${string}`;
  receipt: ReceiptOutcome;
  /** Whether the gateway had the order paid before the page stopped waiting (a confirmed purchase only). */
  indexed: boolean;
}

/**
 * Notes the hash on the order, a hint that never decides anything: a gateway that cannot take it
 * now (busy, offline) must not turn a payment the wallet already sent into an error.
 */
async function hint(deps: FlowDeps, orderId: number, hash: `0x${string}`): Promise<NftOrder | undefined> {
  return deps
    .call(api.wallet_msrv.autonomy_update_nft_order, { order_id: orderId, tx_hash: hash })
    .catch(() => undefined);
}

/** Asks for the order until the gateway has it paid; false when the page stops waiting first. */
async function orderPaid(deps: FlowDeps, orderId: number, hash: `0x${string}`): Promise<boolean> {
  const { attempts, intervalMs } = deps.indexPoll ?? INDEX_POLL;
  deps.onStep("indexing");
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise<void>((resolve) => setTimeout(resolve, intervalMs));
    if ((await hint(deps, orderId, hash))?.status === "paid") return true;
  }
  return false;
}

/**
 * Buys `quantity` NFTs: quote, wallet and balance checks, the referrer bound on chain when the
 * invitation is not there yet, the order, the approval (skipped when the allowance covers the
 * amount), the purchase naming the order, its hash to the order as a hint, the receipt, then the
 * order paid in the index. After the wallet sent the purchase nothing here throws: what the chain
 * confirmed is reported as such, however slow the gateway.
 */
export async function buyNfts(deps: FlowDeps, quantity: number, me: DaoMyInfo | undefined): Promise<PurchaseResult> {
  deps.onStep("checking");
  const address = await connected(deps);
  const quote = await deps.call(api.wallet_msrv.autonomy_buynft, { quantity });
  const amount = BigInt(quote.amount);
  const [usdt, gas] = await Promise.all([deps.chain.tokenBalance("USDT", address), deps.chain.nativeBalance(address)]);
  if (usdt < amount || gas === 0n) throw new SaleStop("insufficientBalance");

  if (me?.referrer && !me.referrer.on_chain && !(await deps.chain.saleReferrer(address))) {
    deps.onStep("binding");
    const bound = await deps.chain.bindReferrer(me.referrer.wallet_addr);
    await confirmed(deps, bound);
  }
  const order = await deps.call(api.wallet_msrv.autonomy_create_nft_order, { quantity });
  deps.onStep("approving");
  const approval = await ensureAllowance(
    () => deps.chain.saleAllowance(address),
    () => deps.chain.approveSale(amount),
    amount,
  );
  if (approval === "timedOut") throw new SaleStop("approvalTimedOut");
  deps.onStep("buying");
  const hash = await deps.chain.buyNft(quote.stage_id, quantity, order.order_id);
  await hint(deps, order.order_id, hash);
  const receipt = await confirmed(deps, hash);
  const indexed = receipt.status === 1 && (await orderPaid(deps, order.order_id, hash));
  return { quote, hash, receipt, indexed };
}

export interface StakeOutcome {
  receipt: ReceiptOutcome;
  /** The gateway's reading of the confirmed transaction: 804107 or 804108. */
  statusCode: number | null;
}

/** Stakes (approving the staking contract once) or unstakes the given NFTs. */
export async function changeStake(
  deps: FlowDeps,
  action: "stake" | "unstake",
  tokenIds: number[],
): Promise<StakeOutcome> {
  deps.onStep("checking");
  const address = await connected(deps);
  const gas = await deps.chain.nativeBalance(address);
  if (gas === 0n) throw new SaleStop("insufficientBalance");
  if (action === "stake") {
    // The owner token list on chain: the index may lag behind a transfer made elsewhere.
    const owned = new Set((await deps.chain.ownedNftIds(address)).map(Number));
    if (!tokenIds.every((id) => owned.has(id))) throw new SaleStop("notOwned");
  }
  if (action === "stake" && !(await deps.chain.stakingApproved(address))) {
    deps.onStep("approving");
    const approval = await confirmed(deps, await deps.chain.approveStaking());
    if (approval.status !== 1) return { receipt: approval, statusCode: null };
  }
  deps.onStep("staking");
  const hash = action === "stake" ? await deps.chain.stake(tokenIds) : await deps.chain.unstake(tokenIds);
  const receipt = await confirmed(deps, hash);
  if (receipt.status !== 1) return { receipt, statusCode: null };
  const reported = await deps.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: hash });
  return { receipt, statusCode: reported.status_code };
}
