/**
 * Course orders: `course_order_create` prices an order and signs its quote, the buyer pays it
 * through the course checkout, and the indexer (`chain/course-orders.ts`) marks it paid and grants
 * the enrollment. `my_course_order_list` and `course_order_detail` show orders to their buyer and
 * seller; refunds are asked for by the buyer and made on chain by the seller, within the window.
 */
import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { createOrder } from "./order-create.js";
import { orderOf, orderQuery, toOrder } from "./order-rows.js";
import { onePage, paged } from "../../db/paging.js";

/** A paid order the caller may act on, or the code saying why not. */
function checkRefundable(row: { status: string; refund_deadline: Date | string | null }): void {
  if (row.status === "pending" || row.status === "superseded") throw new GatewayError(Code.CourseOrderNotPaid);
  if (row.status === "refunded") throw new GatewayError(Code.CourseOrderRefunded);
  if (row.refund_deadline === null || new Date(row.refund_deadline) < new Date()) {
    throw new GatewayError(Code.CourseRefundWindowClosed);
  }
}

export const courseOrderHandlers = {
  course_order_create: handle(api.appedu_msrv.course_order_create, ({ course_id }, ctx) => createOrder(ctx, course_id)),

  course_order_detail: handle(api.appedu_msrv.course_order_detail, async ({ order_id }, ctx) => {
    const row = await orderOf(ctx.db, order_id, ctx.session.uid);
    if (!row) throw new GatewayError(Code.NotFound);
    return toOrder(row);
  }),

  my_course_order_list: handle(api.appedu_msrv.my_course_order_list, async ({ page, page_size, role, status }, ctx) => {
    const party = role === "seller" ? "o.seller_uid" : "o.buyer_uid";
    const now = new Date();
    let mine = orderQuery(ctx.db).where(party, "=", ctx.session.uid);
    if (status === "pending") {
      mine = mine.where("o.status", "=", "pending").where("o.quote_expires_at", ">=", now);
    } else if (status === "expired") {
      // A quote that ran out, or one a newer quote replaced: neither is offered any more.
      mine = mine.where((w) =>
        w.or([
          w.and([w("o.status", "=", "pending"), w("o.quote_expires_at", "<", now)]),
          w("o.status", "=", "superseded"),
        ]),
      );
    } else if (status) {
      mine = mine.where("o.status", "=", status);
    }
    const [rows, count] = await Promise.all([
      mine.orderBy("o.id", "desc").$call(onePage({ page, page_size })).execute(),
      mine.clearSelect().select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    ]);
    return paged(
      rows.map((row) => toOrder(row, now)),
      Number(count.total),
      { page, page_size },
    );
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
