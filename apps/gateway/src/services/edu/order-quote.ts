/**
 * The quote side of a course order: where it is paid (the checkout and the coin's token on the
 * configured chain) and the quote signer's EIP-712 signature. The signer's key comes from
 * COURSE_QUOTE_SIGNER_KEY (a public development key unless set; refused in production).
 */
import { type CourseQuote, signCourseQuote } from "@icms/contracts";
import { Code, type CourseCoin, type CourseQuoteMessage, GatewayError } from "@icms/protocol";
import type { Address, Hex, LocalAccount } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { CallContext } from "../../context.js";

export interface CheckoutTarget {
  chainId: number;
  /** Lower-case addresses. */
  checkout: Address;
  token: Address;
}

/** Where an order in `coin` is paid; 804106 when the gateway has no chain. */
export function checkoutTarget(ctx: CallContext, coin: CourseCoin): CheckoutTarget {
  const chain = ctx.saleChain();
  if (!chain) throw new GatewayError(Code.NoNodeAvailable);
  const { chainId, contracts } = chain.addresses;
  const low = (address: Address) => address.toLowerCase() as Address;
  return { chainId, checkout: low(contracts.CourseCheckout), token: low(contracts[coin]) };
}

const signers = new Map<string, LocalAccount>();

function signerOf(key: string): LocalAccount {
  let signer = signers.get(key);
  if (!signer) {
    signer = privateKeyToAccount(key as Hex);
    signers.set(key, signer);
  }
  return signer;
}

/** Signs `quote` for `target` with the configured quote signer. */
export function signQuote(ctx: CallContext, target: CheckoutTarget, quote: CourseQuote): Promise<Hex> {
  return signCourseQuote(signerOf(ctx.config.COURSE_QUOTE_SIGNER_KEY), target.chainId, target.checkout, quote);
}

/** The quote as the wire carries it (integers as decimal strings). */
export function quoteMessage(quote: CourseQuote): CourseQuoteMessage {
  return {
    orderId: quote.orderId.toString(),
    buyer: quote.buyer,
    seller: quote.seller,
    token: quote.token,
    amount: quote.amount.toString(),
    platformAmount: quote.platformAmount.toString(),
    refundWindow: quote.refundWindow.toString(),
    expiry: quote.expiry.toString(),
  };
}
