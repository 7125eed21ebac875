import type { CourseOrder } from "@icms/protocol";
import { useCallback } from "react";
import {
  type CoursePaymentDeps,
  type CoursePaymentResult,
  CoursePaymentStop,
  payCourseOrder,
  refundCourseOrder,
} from "../../../wallet/course-payment";
import { useWalletEngine } from "../../../wallet/queries";
import type { WalletEngine } from "../../../wallet/wallet-engine-types";
import type { BuyStep, PaymentOutcome, PayQuote } from "./buy-flow";

/** The refusals before any transaction that have a message of their own on the course screens. */
export type StopReason = "noWallet" | "wrongWallet" | "insufficient" | "approvalTimedOut";

/** A refusal before any transaction, as the course screens name it. */
export function stopReason(error: unknown): StopReason | null {
  if (!(error instanceof CoursePaymentStop)) return null;
  if (error.reason === "notConnected") return "noWallet";
  if (error.reason === "insufficientBalance") return "insufficient";
  return error.reason;
}

/** The wallet, reconnected once when the page forgot it after a reload. */
async function connectedEngine(engine: WalletEngine | undefined): Promise<WalletEngine> {
  if (!engine) throw new CoursePaymentStop("notConnected");
  if (!engine.chain.connectedAddress()) await engine.restore().catch(() => null);
  return engine;
}

/**
 * The payment helper's steps on the purchase's progress list; the wait for the allowance is shown
 * as its own step once the approval has been sent.
 */
function paymentDeps(engine: WalletEngine, onStep: (step: BuyStep) => void): CoursePaymentDeps {
  const checkout = engine.courseCheckout;
  return {
    chain: engine.chain,
    checkout: {
      ...checkout,
      approve: async (...args) => {
        const hash = await checkout.approve(...args);
        onStep("allowance");
        return hash;
      },
    },
    onStep: (step) => onStep(step === "checking" ? "ordering" : step === "confirming" ? "receipt" : step),
  };
}

const outcome = ({ hash, receipt }: CoursePaymentResult): PaymentOutcome => ({
  hash,
  status: receipt.status,
  timedOut: receipt.timedOut,
});

/** Pays a course order's quote from the connected wallet (the quote's buyer). */
export function usePayQuote(): PayQuote {
  const engine = useWalletEngine();
  return useCallback<PayQuote>(
    async (quote, onStep) => {
      const wallet = await connectedEngine(engine.data);
      return outcome(await payCourseOrder(paymentDeps(wallet, onStep), quote));
    },
    [engine.data],
  );
}

/** The seller's refund of an order on the course checkout, with its receipt. */
export function useRefundOnChain(): (order: CourseOrder, token: string) => Promise<PaymentOutcome> {
  const engine = useWalletEngine();
  return useCallback(
    async (order, token) => {
      const wallet = await connectedEngine(engine.data);
      const checkout = wallet.config.contracts.CourseCheckout;
      if (!checkout) throw new CoursePaymentStop("notConnected");
      return outcome(
        await refundCourseOrder(
          paymentDeps(wallet, () => undefined),
          order,
          checkout,
          token,
        ),
      );
    },
    [engine.data],
  );
}
