/**
 * Paying a planet's entry fee, free of React and of any wallet library so it can be tested with
 * fakes: checks before any transaction (a wallet, the signed-in one, enough ICT and gas), the ICT
 * transfer to the star lord's wallet grossed up by ICT's transfer fee so the star lord receives
 * at least the entry fee, the receipt polled once a second, then `circle_join_in` with the
 * transaction's hash, asked again once a second while the gateway waits for confirmations.
 */
import { Code, type JoinResult, type PlanetSummary } from "@icms/protocol";
import type { ChainActions, ReceiptStatus } from "../../wallet/wallet-engine-types";

export type EntryFeeStep = "checking" | "paying" | "confirming" | "joining";

/** A stop the screen explains in its own words (nothing was joined). */
export class EntryFeeStop extends Error {
  override readonly name = "EntryFeeStop";
  constructor(readonly reason: "notConnected" | "wrongWallet" | "insufficientBalance" | "reverted" | "timedOut") {
    super(reason);
  }
}

export interface EntryFeeDeps {
  chain: Pick<ChainActions, "connectedAddress" | "nativeBalance" | "tokenBalance" | "transferFee" | "transferToken"> & {
    receiptStatus(hash: `0x${string}`): Promise<ReceiptStatus>;
  };
  /** Reconnects a wallet the page forgot after a reload; answers the address or null. */
  restore(): Promise<string | null>;
  /** The wallet the user signed in with: the gateway only counts a payment from it. */
  signedInWallet: string | null;
  join(txHash: `0x${string}`): Promise<JoinResult>;
  onStep(step: EntryFeeStep): void;
  /** Called as soon as the wallet has sent the payment, so a retry can join without paying again. */
  onPaid(txHash: `0x${string}`): void;
  sleep?: (ms: number) => Promise<void>;
}

/** Receipt and join attempts, once a second (calls-spec section 4 waits 60 s for a receipt). */
const POLL = { attempts: 60, intervalMs: 1_000 } as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The amount to send so that `net` arrives after the token's transfer fee: first the fee's rate
 * applied backwards (net * net / (net - fee(net))), then corrected by what is still missing, which
 * is a few wei at most since the fee is a floor of a rate of the amount.
 */
export async function grossForNet(net: bigint, feeOf: (amount: bigint) => Promise<bigint>): Promise<bigint> {
  const first = await feeOf(net);
  if (first === 0n) return net;
  let gross = first >= net ? net * 2n : (net * net + (net - first) - 1n) / (net - first);
  const nets = async (amount: bigint) => amount - (await feeOf(amount)) >= net;
  for (let round = 0; round < 16 && !(await nets(gross)); round++) gross += net - (gross - (await feeOf(gross)));
  // The rate taken from a floored fee may overshoot by a wei or two: keep the smallest that nets.
  for (let round = 0; round < 4 && gross > net && (await nets(gross - 1n)); round++) gross -= 1n;
  return gross;
}

async function waitForReceipt(deps: EntryFeeDeps, hash: `0x${string}`): Promise<void> {
  const sleep = deps.sleep ?? pause;
  for (let attempt = 0; attempt < POLL.attempts; attempt++) {
    if (attempt > 0) await sleep(POLL.intervalMs);
    const state = await deps.chain.receiptStatus(hash).catch((): ReceiptStatus => "pending");
    if (state === "success") return;
    if (state === "reverted") throw new EntryFeeStop("reverted");
  }
  throw new EntryFeeStop("timedOut");
}

/** Joins with the payment, asking again while the gateway answers "not confirmed yet" (802020). */
async function joinWith(deps: EntryFeeDeps, hash: `0x${string}`): Promise<JoinResult> {
  const sleep = deps.sleep ?? pause;
  deps.onStep("joining");
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.join(hash);
    } catch (error) {
      const code = (error as { code?: number }).code;
      if (code !== Code.EntryFeeNotConfirmed || attempt >= POLL.attempts) throw error;
      await sleep(POLL.intervalMs);
    }
  }
}

/**
 * Pays the planet's entry fee and joins. `pending` is a payment already sent for this planet (a
 * retry after the join failed): then nothing is paid again.
 */
export async function payEntryFee(
  deps: EntryFeeDeps,
  planet: Pick<PlanetSummary, "gate_amount" | "owner">,
  pending: `0x${string}` | null = null,
): Promise<JoinResult> {
  if (pending) {
    deps.onStep("confirming");
    await waitForReceipt(deps, pending);
    return joinWith(deps, pending);
  }
  deps.onStep("checking");
  const address = deps.chain.connectedAddress() ?? (await deps.restore());
  if (!address) throw new EntryFeeStop("notConnected");
  if (deps.signedInWallet && address.toLowerCase() !== deps.signedInWallet.toLowerCase()) {
    throw new EntryFeeStop("wrongWallet");
  }
  const recipient = planet.owner.wallet_addr;
  const fee = BigInt(planet.gate_amount ?? "0");
  const amount = await grossForNet(fee, (gross) => deps.chain.transferFee("ICT", address, recipient, gross));
  const [ict, gas] = await Promise.all([deps.chain.tokenBalance("ICT", address), deps.chain.nativeBalance(address)]);
  if (ict < amount || gas === 0n) throw new EntryFeeStop("insufficientBalance");
  deps.onStep("paying");
  const hash = await deps.chain.transferToken("ICT", recipient, amount);
  deps.onPaid(hash);
  deps.onStep("confirming");
  await waitForReceipt(deps, hash);
  return joinWith(deps, hash);
}
