/**
 * Buying a course, written against the gateway and a payer so it can be tested with fakes: the
 * signed quote from the gateway, the payment through the course checkout (approval first when the
 * allowance is short), then the order polled until the indexer has seen the payment confirmed.
 * Only the gateway's `paid` unlocks the course; a failed transaction grants nothing.
 */
import { api, type CourseOrder, type CourseOrderQuote } from "@icms/protocol";
import type { callGateway } from "../../../app/gateway";

/** The steps a purchase shows, in order. */
export const BUY_STEPS = ["ordering", "approving", "allowance", "paying", "receipt", "confirming"] as const;
export type BuyStep = (typeof BUY_STEPS)[number];

/** What paying a quote came to on chain. */
export interface PaymentOutcome {
  hash: `0x${string}` | null;
  /** 1 when the payment's transaction succeeded, 0 when it reverted or no receipt came in time. */
  status: 0 | 1;
  timedOut: boolean;
}

/** Pays a quote from the connected wallet, reporting each chain step. */
export type PayQuote = (quote: CourseOrderQuote, onStep: (step: BuyStep) => void) => Promise<PaymentOutcome>;

export interface BuyDeps {
  call: typeof callGateway;
  pay: PayQuote;
  onStep(step: BuyStep): void;
  /** Waits between two reads of the order (a second in the app). */
  wait?(ms: number): Promise<void>;
}

export type BuyResult =
  | { outcome: "paid"; order: CourseOrder }
  /** The transaction reverted: nothing was paid, nothing granted. */
  | { outcome: "failed"; hash: string | null }
  /** No receipt in time: the order may still be paid later. */
  | { outcome: "timedOut"; hash: string | null }
  /** Mined, but the gateway has not confirmed it yet. */
  | { outcome: "pending"; order: CourseOrder };

const ORDER_POLL = { attempts: 90, intervalMs: 2_000 } as const;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function buyCourse(
  deps: BuyDeps,
  courseId: number,
  poll: { attempts: number; intervalMs: number } = ORDER_POLL,
): Promise<BuyResult> {
  deps.onStep("ordering");
  const quote = await deps.call(api.appedu_msrv.course_order_create, { course_id: courseId });
  const payment = await deps.pay(quote, deps.onStep);
  if (payment.status !== 1) {
    return payment.timedOut ? { outcome: "timedOut", hash: payment.hash } : { outcome: "failed", hash: payment.hash };
  }
  deps.onStep("confirming");
  const wait = deps.wait ?? sleep;
  let order = quote.order;
  for (let attempt = 0; attempt < poll.attempts; attempt++) {
    if (attempt > 0) await wait(poll.intervalMs);
    order = await deps.call(api.appedu_msrv.course_order_detail, { order_id: quote.order.order_id }).catch(() => order);
    if (order.status === "paid") return { outcome: "paid", order };
  }
  return { outcome: "pending", order };
}
