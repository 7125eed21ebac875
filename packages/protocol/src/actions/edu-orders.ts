/**
 * `appedu_msrv`: course orders paid on chain (docs/courses.md, "Orders and payment"). The gateway
 * prices an order and signs a quote; the buyer pays it through the course checkout contract; the
 * indexer marks it paid and grants the enrollment. Refunds are the seller's, within the window.
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import { COURSE_ORDER_TERMS } from "../rules/course-orders.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";
import type { CourseCoin } from "./edu-types.js";

/**
 * pending: the buyer's one live quote of the course, not paid yet; expired: a quote the gateway no
 * longer offers (it ran out, or a newer quote of the course replaced it); paid: the checkout's
 * payment was confirmed on chain; refunded: the seller's refund was confirmed on chain.
 */
export type CourseOrderStatus = "pending" | "expired" | "paid" | "refunded";

/** A course order as its buyer and its seller see it. Amounts are in the token's smallest unit. */
export interface CourseOrder {
  order_id: number;
  course_id: number;
  course_name: string;
  cover_url: string;
  buyer_uid: number;
  buyer_nickname: string;
  buyer_wallet: string;
  seller_uid: number;
  seller_nickname: string;
  seller_wallet: string;
  coin: CourseCoin;
  /** The course's price in the coin, as the author set it (a decimal string). */
  price: string;
  /** What the buyer pays, the seller's part and the platform's part (decimal strings). */
  amount: string;
  seller_amount: string;
  platform_share: string;
  platform_share_bps: number;
  status: CourseOrderStatus;
  created_at: string;
  quote_expires_at: string;
  /** The payment's transaction, once confirmed. */
  tx_hash: string | null;
  paid_at: string | null;
  /** Until when the seller may refund (set once paid). */
  refund_deadline: string | null;
  refund_requested_at: string | null;
  refund_reason: string | null;
  /** The refund transaction: as the seller reported it, then as confirmed on chain. */
  refund_tx_hash: string | null;
  refunded_at: string | null;
  /**
   * A paid order that does not hold the buyer's access, because the buyer already held the course
   * (an older quote paid from a second tab): the payment is kept, shown to both sides, and may be
   * refunded within its window like any other.
   */
  extra_payment: boolean;
}

/** The quote the course checkout's `pay(quote, signature)` takes; integers as decimal strings. */
export interface CourseQuoteMessage {
  orderId: string;
  buyer: string;
  seller: string;
  token: string;
  amount: string;
  platformAmount: string;
  refundWindow: string;
  expiry: string;
}

/** What the buyer's wallet needs to pay an order. */
export interface CourseOrderQuote {
  order: CourseOrder;
  quote: CourseQuoteMessage;
  /** The quote signer's EIP-712 signature of `quote`. */
  signature: string;
  chain_id: number;
  /** The course checkout contract to approve and to call. */
  checkout_contract: string;
}

const txHash = z
  .string(withCode(Code.WalletParamError))
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, withCode(Code.WalletParamError))
  .transform((hash) => hash.toLowerCase());

const orderRef = z.object({ order_id: rowId });

export const courseOrders = {
  /**
   * Prices an order of a paid, online course for the caller's wallet and signs its quote. The
   * buyer has one live (pending) order per course: while its quote has five minutes to run it is
   * answered again, to concurrent calls too; otherwise a new quote replaces it.
   */
  course_order_create: defineAction({
    auth: "required",
    input: z.object({ course_id: rowId }),
    output: returns<CourseOrderQuote>(),
    codes: [Code.NotFound, Code.CourseIsFree, Code.CourseAlreadyBought, Code.CannotBuyOwnCourse, Code.NoNodeAvailable],
  }),
  /** One order of the caller's, as buyer or as seller (for polling after a payment). */
  course_order_detail: defineAction({
    auth: "required",
    input: orderRef,
    output: returns<CourseOrder>(),
    codes: [Code.NotFound],
  }),
  /** The caller's orders as buyer or as seller, newest first. */
  my_course_order_list: defineAction({
    auth: "required",
    input: z.object({
      page,
      page_size: pageSize,
      role: z.enum(["buyer", "seller"]).default("buyer"),
      status: z.enum(["pending", "expired", "paid", "refunded"]).optional(),
    }),
    output: returns<Paged<CourseOrder>>(),
    codes: [],
  }),
  /** The buyer asks the seller for a refund of a paid order, once, within the refund window. */
  course_order_refund_request: defineAction({
    auth: "required",
    input: orderRef.extend({ reason: z.string().trim().min(1).max(COURSE_ORDER_TERMS.refundReasonMax) }),
    output: returns<CourseOrder>(),
    codes: [
      Code.NotFound,
      Code.CourseOrderNotPaid,
      Code.CourseOrderRefunded,
      Code.CourseRefundWindowClosed,
      Code.CourseRefundAlreadyRequested,
    ],
  }),
  /**
   * The seller reports the hash of their `refund(orderId)` transaction; the order becomes refunded
   * (and the enrollment ends) only when the indexer sees the checkout's OrderRefunded.
   */
  course_order_refund_record: defineAction({
    auth: "required",
    input: orderRef.extend({ tx_hash: txHash }),
    output: returns<CourseOrder>(),
    codes: [Code.NotFound, Code.CourseOrderNotPaid, Code.CourseOrderRefunded, Code.CourseRefundWindowClosed],
  }),
};
