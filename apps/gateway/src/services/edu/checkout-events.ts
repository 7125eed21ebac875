/**
 * The course checkout's events the indexer follows (docs/courses.md, "Orders and payment"):
 * a payment and a refund of an order, projected by order-payments.ts.
 */
import { courseCheckoutAbi } from "@icms/contracts";
import type { Address } from "viem";
import { type ChainEventDecoder, chainEvent, lower } from "../../chain/events.js";

interface CheckoutPayment {
  orderId: bigint;
  buyer: Address;
  seller: Address;
  token: Address;
  amount: bigint;
  platformAmount: bigint;
}

declare module "../../chain/events.js" {
  interface ChainEventPayloads {
    OrderPaid: CheckoutPayment;
    OrderRefunded: CheckoutPayment;
  }
}

export const checkoutEvents: readonly ChainEventDecoder[] = (["OrderPaid", "OrderRefunded"] as const).map((name) =>
  chainEvent(courseCheckoutAbi, name, "CourseCheckout", (a) => ({
    event: name,
    orderId: a.orderId,
    buyer: lower(a.buyer),
    seller: lower(a.seller),
    token: lower(a.token),
    amount: a.amount,
    platformAmount: a.platformAmount,
  })),
);
