/**
 * Course orders: `course_order_create` prices an order and signs its quote, the buyer pays it
 * through the course checkout, and the indexer (`chain/course-orders.ts`) marks it paid and grants
 * the enrollment. `my_course_order_list` and `course_order_detail` show orders to their buyer and
 * seller; refunds are asked for by the buyer and made on chain by the seller, within the window.
 */
import type { CourseQuote } from "@icms/contracts";
import { api, COURSE_ORDER_TERMS, Code, coursePlatformAmount, type CourseCoin, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { type Address, type Hex, parseUnits } from "viem";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkoutTarget, quoteMessage, signQuote } from "./order-quote.js";
import { orderOf, orderQuery, toOrder } from "./order-rows.js";

/** Every coin a price may be in has 18 decimals on the platform's chain. */
const COIN_DECIMALS = 18;
/** A pending order is answered again while its quote has at least this long to run. */
const REUSE_MARGIN_MS = 5 * 60_000;

async function hasLiveEnrollment(q: Queryable, uid: number, courseId: number): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("course_enrollments")
    .select("id")
    .where("uid", "=", uid)
    .where("course_id", "=", courseId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A paid order the caller may act on, or the code saying why not. */
function checkRefundable(row: { status: string; refund_deadline: Date | string | null }): void {
  if (row.status === "pending") throw new GatewayError(Code.CourseOrderNotPaid);
  if (row.status === "refunded") throw new GatewayError(Code.CourseOrderRefunded);
  if (row.refund_deadline === null || new Date(row.refund_deadline) < new Date()) {
    throw new GatewayError(Code.CourseRefundWindowClosed);
  }
}

export const courseOrderHandlers = {
  course_order_create: handle(api.appedu_msrv.course_order_create, ({ course_id }, ctx) =>
    ctx.db.tx(async (q) => {
      const { uid } = ctx.session;
      const course = await q.kysely
        .selectFrom("courses as c")
        .innerJoin("users as a", "a.uid", "c.author_uid")
        .select(["c.id", "c.author_uid", "c.status", "c.is_free", "c.price", "c.coin", "a.wallet_addr"])
        .where("c.id", "=", course_id)
        .where("c.status", "<>", "deleted")
        .executeTakeFirst();
      if (!course) throw new GatewayError(Code.NotFound);
      if (course.author_uid === uid) throw new GatewayError(Code.CannotBuyOwnCourse);
      if (course.status !== "online") throw new GatewayError(Code.NotFound);
      if (course.is_free) throw new GatewayError(Code.CourseIsFree);
      if (await hasLiveEnrollment(q, uid, course_id)) throw new GatewayError(Code.CourseAlreadyBought);

      const coin = course.coin as CourseCoin;
      const target = checkoutTarget(ctx, coin);
      const buyer = ctx.session.wallet.toLowerCase() as Address;
      const seller = course.wallet_addr.toLowerCase() as Address;
      const price = String(course.price);
      const reusable = await orderQuery(q)
        .select(["o.signature", "o.refund_window_seconds"])
        .where("o.buyer_uid", "=", uid)
        .where("o.course_id", "=", course_id)
        .where("o.status", "=", "pending")
        .where("o.buyer_wallet", "=", buyer)
        .where("o.seller_wallet", "=", seller)
        .where("o.coin", "=", coin)
        .where("o.price", "=", price)
        .where("o.checkout", "=", target.checkout)
        .where("o.token", "=", target.token)
        .where("o.chain_id", "=", target.chainId)
        .where("o.quote_expires_at", ">", new Date(Date.now() + REUSE_MARGIN_MS))
        .orderBy("o.id", "desc")
        .executeTakeFirst();
      if (reusable) {
        const quote: CourseQuote = {
          orderId: BigInt(reusable.id),
          buyer,
          seller,
          token: target.token,
          amount: BigInt(reusable.amount),
          platformAmount: BigInt(reusable.platform_share),
          refundWindow: BigInt(reusable.refund_window_seconds),
          expiry: BigInt(Math.floor(new Date(reusable.quote_expires_at).getTime() / 1000)),
        };
        return {
          order: toOrder(reusable),
          quote: quoteMessage(quote),
          signature: reusable.signature,
          chain_id: target.chainId,
          checkout_contract: target.checkout,
        };
      }

      const amount = parseUnits(price, COIN_DECIMALS);
      const platformShare = coursePlatformAmount(amount);
      const expiry = Math.floor(Date.now() / 1000) + COURSE_ORDER_TERMS.quoteTtlSeconds;
      const { id } = await q.kysely
        .insertInto("course_orders")
        .values({
          course_id,
          buyer_uid: uid,
          seller_uid: course.author_uid,
          buyer_wallet: buyer,
          seller_wallet: seller,
          coin,
          token: target.token,
          price,
          amount: amount.toString(),
          seller_amount: (amount - platformShare).toString(),
          platform_share: platformShare.toString(),
          platform_share_bps: COURSE_ORDER_TERMS.platformShareBps,
          refund_window_seconds: COURSE_ORDER_TERMS.refundWindowSeconds,
          chain_id: target.chainId,
          checkout: target.checkout,
          quote_expires_at: new Date(expiry * 1000),
          signature: "",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const quote: CourseQuote = {
        orderId: BigInt(id),
        buyer,
        seller,
        token: target.token,
        amount,
        platformAmount: platformShare,
        refundWindow: BigInt(COURSE_ORDER_TERMS.refundWindowSeconds),
        expiry: BigInt(expiry),
      };
      const signature: Hex = await signQuote(ctx, target, quote);
      await q.kysely.updateTable("course_orders").set({ signature }).where("id", "=", id).execute();
      const row = await orderOf(q, id, uid);
      if (!row) throw new Error(`course order ${id} vanished`);
      return {
        order: toOrder(row),
        quote: quoteMessage(quote),
        signature,
        chain_id: target.chainId,
        checkout_contract: target.checkout,
      };
    }),
  ),

  course_order_detail: handle(api.appedu_msrv.course_order_detail, async ({ order_id }, ctx) => {
    const row = await orderOf(ctx.db, order_id, ctx.session.uid);
    if (!row) throw new GatewayError(Code.NotFound);
    return toOrder(row);
  }),

  my_course_order_list: handle(api.appedu_msrv.my_course_order_list, async ({ page, page_size, role, status }, ctx) => {
    const party = role === "seller" ? "o.seller_uid" : "o.buyer_uid";
    const now = new Date();
    let mine = orderQuery(ctx.db).where(party, "=", ctx.session.uid);
    if (status === "pending" || status === "expired") {
      mine = mine.where("o.status", "=", "pending").where("o.quote_expires_at", status === "pending" ? ">=" : "<", now);
    } else if (status) {
      mine = mine.where("o.status", "=", status);
    }
    const [rows, count] = await Promise.all([
      mine
        .orderBy("o.id", "desc")
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute(),
      mine.clearSelect().select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((row) => toOrder(row, now)), total: Number(count.total), page, page_size };
  }),

  course_order_refund_request: handle(api.appedu_msrv.course_order_refund_request, ({ order_id, reason }, ctx) =>
    ctx.db.tx(async (q) => {
      const { uid } = ctx.session;
      const order = await q.kysely
        .selectFrom("course_orders")
        .select(["id", "status", "refund_deadline", "refund_requested_at"])
        .where("id", "=", order_id)
        .where("buyer_uid", "=", uid)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new GatewayError(Code.NotFound);
      checkRefundable(order);
      if (order.refund_requested_at !== null) throw new GatewayError(Code.CourseRefundAlreadyRequested);
      await q.kysely
        .updateTable("course_orders")
        .set({ refund_requested_at: new Date(), refund_reason: reason, updated_at: new Date() })
        .where("id", "=", order_id)
        .execute();
      const row = await orderOf(q, order_id, uid);
      if (!row) throw new GatewayError(Code.NotFound);
      return toOrder(row);
    }),
  ),

  course_order_refund_record: handle(api.appedu_msrv.course_order_refund_record, ({ order_id, tx_hash }, ctx) =>
    ctx.db.tx(async (q) => {
      const { uid } = ctx.session;
      const order = await q.kysely
        .selectFrom("course_orders")
        .select(["id", "status", "refund_deadline"])
        .where("id", "=", order_id)
        .where("seller_uid", "=", uid)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new GatewayError(Code.NotFound);
      checkRefundable(order);
      await q.kysely
        .updateTable("course_orders")
        .set({ refund_tx_hash: tx_hash, updated_at: new Date() })
        .where("id", "=", order_id)
        .execute();
      const row = await orderOf(q, order_id, uid);
      if (!row) throw new GatewayError(Code.NotFound);
      return toOrder(row);
    }),
  ),
};
