import { sql } from "kysely";
/**
 * Course checkout events (docs/courses.md, "Orders and payment"). `OrderPaid` marks its order
 * paid and grants the buyer's enrollment in the range's transaction, but only when every field of
 * the event matches the order's quote (checkout, buyer, seller, token, amount, platform part) and
 * the order is not paid yet (pending, or superseded by a newer quote whose old quote was still
 * valid on chain: that payment is kept, never lost): a payment of another contract, of other
 * amounts or of an order already paid grants nothing (the event stays in `chain_events` for
 * audit). A payment while the buyer already holds the course is kept as paid and leaves the
 * enrollment with the order that holds it. `OrderRefunded` marks a paid order refunded; the
 * enrollment it held passes to another paid order of the buyer and course, or is revoked when
 * none remains. Both are idempotent.
 */
import type { Queryable } from "../../db/db.js";
import { type ChainEvent, toJson } from "../../chain/events.js";
import { noticeOrders } from "./notice-events.js";

type CheckoutEvent = Extract<ChainEvent, { event: "OrderPaid" | "OrderRefunded" }>;

/** Order ids the gateway issues are positive 32-bit integers; any other id is nobody's order. */
const ORDER_ID_MAX = 2_147_483_647n;

function rowsOf(events: readonly ChainEvent[], name: CheckoutEvent["event"]) {
  return events
    .filter((e): e is CheckoutEvent => e.event === name && e.orderId > 0n && e.orderId <= ORDER_ID_MAX)
    .map((e) => ({
      order_id: Number(e.orderId),
      checkout: e.address,
      buyer: e.buyer,
      seller: e.seller,
      token: e.token,
      amount: e.amount,
      platform: e.platformAmount,
      tx_hash: e.txHash,
      block: e.blockNumber,
    }));
}

const RECORDSET = sql`AS e(order_id int, checkout text, buyer text, seller text, token text, amount text, platform text,
  tx_hash text, block bigint)`;

const MATCHES_QUOTE = sql`o.id = e.order_id AND o.checkout = e.checkout AND o.buyer_wallet = e.buyer
  AND o.seller_wallet = e.seller AND o.token = e.token AND o.amount = e.amount::numeric
  AND o.platform_share = e.platform::numeric`;

export async function applyCourseOrders(q: Queryable, events: readonly ChainEvent[]): Promise<void> {
  const paid = rowsOf(events, "OrderPaid");
  if (paid.length > 0) {
    const { rows } = await sql<{ id: number; buyer_uid: number; course_id: number }>`UPDATE course_orders o
       SET status = 'paid', tx_hash = e.tx_hash, paid_block = e.block, paid_at = now(),
         refund_deadline = now() + o.refund_window_seconds * interval '1 second', updated_at = now()
       FROM jsonb_to_recordset(${toJson(paid)}::jsonb) ${RECORDSET}
       WHERE ${MATCHES_QUOTE} AND o.status IN ('pending', 'superseded')
       RETURNING o.id, o.buyer_uid, o.course_id`.execute(q.kysely);
    // One grant per buyer and course, even when a buyer paid two orders of it in this range.
    // The first payment in chain order wins (RETURNING has no order of its own).
    const position = new Map(paid.map((p, i) => [p.order_id, i]));
    const inOrder = [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    const grants = [...new Map(inOrder.reverse().map((r) => [`${r.buyer_uid}:${r.course_id}`, r])).values()];
    if (grants.length > 0) {
      await sql`INSERT INTO course_enrollments (uid, course_id, order_id)
         SELECT g.uid, g.course_id, g.order_id
         FROM jsonb_to_recordset(${toJson(grants.map((r) => ({ uid: r.buyer_uid, course_id: r.course_id, order_id: r.id })))}::jsonb)
           AS g(uid int, course_id int, order_id int)
         ON CONFLICT (uid, course_id) DO UPDATE
           SET order_id = EXCLUDED.order_id, granted_at = now(), revoked_at = NULL
           WHERE course_enrollments.revoked_at IS NOT NULL`.execute(q.kysely);
    }
    await noticeOrders(
      q,
      rows.map((r) => r.id),
      "paid",
    );
  }
  const refunded = rowsOf(events, "OrderRefunded");
  if (refunded.length > 0) {
    const { rows } = await sql<{ id: number }>`UPDATE course_orders o
       SET status = 'refunded', refund_tx_hash = e.tx_hash, refunded_block = e.block, refunded_at = now(),
         updated_at = now()
       FROM jsonb_to_recordset(${toJson(refunded)}::jsonb) ${RECORDSET}
       WHERE ${MATCHES_QUOTE} AND o.status = 'paid'
       RETURNING o.id`.execute(q.kysely);
    if (rows.length > 0)
      await releaseEnrollments(
        q,
        rows.map((r) => r.id),
      );
    await noticeOrders(
      q,
      rows.map((r) => r.id),
      "refunded",
    );
  }
}

/**
 * The enrollments the refunded orders held pass to the earliest paid, unrefunded order of the same
 * buyer and course; only where none remains is access revoked (the order stays named, as history).
 * An enrollment held by another order, or granted outside the checkout, is not touched.
 */
async function releaseEnrollments(q: Queryable, refundedIds: readonly number[]): Promise<void> {
  await sql`WITH keep AS (
       SELECT e.id,
         (SELECT o.id FROM course_orders o
           WHERE o.buyer_uid = e.uid AND o.course_id = e.course_id AND o.status = 'paid'
           ORDER BY o.paid_at, o.id LIMIT 1) AS order_id
         FROM course_enrollments e
        WHERE e.revoked_at IS NULL AND e.order_id IN (${sql.join(refundedIds)}))
     UPDATE course_enrollments e
        SET order_id = coalesce(keep.order_id, e.order_id),
          revoked_at = CASE WHEN keep.order_id IS NULL THEN now() END
       FROM keep
      WHERE e.id = keep.id`.execute(q.kysely);
}
