/**
 * EIP-712 course-order quotes: what the gateway signs with the quote signer's key and the course
 * checkout checks before taking a payment. The domain is `ICMS CourseCheckout` version `1` on the
 * checkout's chain and address.
 */
import type { Address, Hex, LocalAccount } from "viem";

export interface CourseQuote {
  /** The gateway's order id; each id pays once. */
  orderId: bigint;
  buyer: Address;
  seller: Address;
  /** USDT, ICT or ICMS. */
  token: Address;
  /** What the buyer pays, in the token's smallest unit. */
  amount: bigint;
  /** The platform's part of `amount`; the seller gets the rest. */
  platformAmount: bigint;
  /** Seconds after the payment during which the seller may refund the order. */
  refundWindow: bigint;
  /** Unix seconds after which the quote is refused. */
  expiry: bigint;
}

export const courseQuoteTypes = {
  Quote: [
    { name: "orderId", type: "uint256" },
    { name: "buyer", type: "address" },
    { name: "seller", type: "address" },
    { name: "token", type: "address" },
    { name: "amount", type: "uint256" },
    { name: "platformAmount", type: "uint256" },
    { name: "refundWindow", type: "uint64" },
    { name: "expiry", type: "uint256" },
  ],
} as const;

export function courseQuoteDomain(chainId: number, checkout: Address) {
  return { name: "ICMS CourseCheckout", version: "1", chainId, verifyingContract: checkout } as const;
}

/** Signs `quote` for the checkout at `checkout` on chain `chainId`. */
export function signCourseQuote(
  signer: LocalAccount,
  chainId: number,
  checkout: Address,
  quote: CourseQuote,
): Promise<Hex> {
  return signer.signTypedData({
    domain: courseQuoteDomain(chainId, checkout),
    types: courseQuoteTypes,
    primaryType: "Quote",
    message: quote,
  });
}
