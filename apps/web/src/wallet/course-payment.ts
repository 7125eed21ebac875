/**
 * Paying a course order and refunding one, written against the wallet's actions so they can be
 * tested with fakes. Every check that can refuse (no wallet, another wallet than the quote's,
 * not enough of the coin or of BNB for gas) runs before the first transaction. The approval is
 * skipped when the allowance already covers the amount, otherwise the allowance is polled once a
 * second up to 100 times; the payment's receipt is polled once a second up to 60 times
 * (calls-spec section 4). Access follows the gateway's order status, which the indexer sets from
 * the confirmed payment: the caller polls `course_order_detail` after a successful receipt.
 */
import type { CourseOrder, CourseOrderQuote } from "@icms/protocol";
import type { Address } from "viem";
import type { CheckoutQuote, CourseCheckoutActions } from "./course-checkout-actions";
import { ensureAllowance, pollReceipt, type ReceiptOutcome } from "./polling";
import type { ChainActions } from "./wallet-engine-types";

/** A refusal before any transaction (or an approval that never showed), shown as its own message. */
export class CoursePaymentStop extends Error {
  override readonly name = "CoursePaymentStop";
  constructor(readonly reason: "notConnected" | "wrongWallet" | "insufficientBalance" | "approvalTimedOut") {
    super(reason);
  }
}

type CoursePaymentStep = "checking" | "approving" | "paying" | "confirming";

export interface CoursePaymentDeps {
  chain: Pick<ChainActions, "connectedAddress" | "tokenBalance" | "nativeBalance" | "receiptStatus">;
  checkout: CourseCheckoutActions;
  onStep(step: CoursePaymentStep): void;
}

export interface CoursePaymentResult {
  hash: `0x${string}`;
  receipt: ReceiptOutcome;
}

/** The quote as the checkout contract takes it. */
function checkoutQuote(q: CourseOrderQuote): CheckoutQuote {
  const m = q.quote;
  return {
    orderId: BigInt(m.orderId),
    buyer: m.buyer as Address,
    seller: m.seller as Address,
    token: m.token as Address,
    amount: BigInt(m.amount),
    platformAmount: BigInt(m.platformAmount),
    refundWindow: BigInt(m.refundWindow),
    expiry: BigInt(m.expiry),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function connectedAs(deps: CoursePaymentDeps, expected: string): Promise<string> {
  const address = deps.chain.connectedAddress();
  if (!address) throw new CoursePaymentStop("notConnected");
  if (!same(address, expected)) throw new CoursePaymentStop("wrongWallet");
  return address;
}

/** Lets the checkout take `amount` of `token` from `owner`, approving only when needed. */
async function allow(deps: CoursePaymentDeps, token: string, owner: string, checkout: string, amount: bigint) {
  const read = () => deps.checkout.allowance(token, owner, checkout);
  const approval = await ensureAllowance(
    read,
    () => {
      deps.onStep("approving");
      return deps.checkout.approve(token, checkout, amount);
    },
    amount,
  );
  if (approval === "timedOut") throw new CoursePaymentStop("approvalTimedOut");
}

/** Pays `q` (from `course_order_create`) from the connected wallet, which must be the quote's buyer. */
export async function payCourseOrder(deps: CoursePaymentDeps, q: CourseOrderQuote): Promise<CoursePaymentResult> {
  deps.onStep("checking");
  const quote = checkoutQuote(q);
  const buyer = await connectedAs(deps, quote.buyer);
  const [coin, gas] = await Promise.all([
    deps.chain.tokenBalance(q.order.coin, buyer),
    deps.chain.nativeBalance(buyer),
  ]);
  if (coin < quote.amount || gas === 0n) throw new CoursePaymentStop("insufficientBalance");
  await allow(deps, quote.token, buyer, q.checkout_contract, quote.amount);
  deps.onStep("paying");
  const hash = await deps.checkout.pay(q.checkout_contract, quote, q.signature as `0x${string}`);
  deps.onStep("confirming");
  return { hash, receipt: await pollReceipt(() => deps.chain.receiptStatus(hash)) };
}

/**
 * The seller refunds `order` on chain: the checkout takes the seller's part back from the
 * connected wallet (approved first when needed) and the platform's part from the treasury.
 * The caller then reports the hash with `course_order_refund_record`.
 */
export async function refundCourseOrder(
  deps: CoursePaymentDeps,
  order: CourseOrder,
  checkout: string,
  token: string,
): Promise<CoursePaymentResult> {
  deps.onStep("checking");
  const seller = await connectedAs(deps, order.seller_wallet);
  const part = BigInt(order.seller_amount);
  const [coin, gas] = await Promise.all([
    deps.chain.tokenBalance(order.coin, seller),
    deps.chain.nativeBalance(seller),
  ]);
  if (coin < part || gas === 0n) throw new CoursePaymentStop("insufficientBalance");
  await allow(deps, token, seller, checkout, part);
  deps.onStep("paying");
  const hash = await deps.checkout.refund(checkout, BigInt(order.order_id));
  deps.onStep("confirming");
  return { hash, receipt: await pollReceipt(() => deps.chain.receiptStatus(hash)) };
}
