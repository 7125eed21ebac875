/**
 * Course orders as their buyer and seller see them: the one query that reads them with their
 * course and both parties, and the mapping to the protocol's `CourseOrder`.
 */
import type { CourseCoin, CourseOrder, CourseOrderStatus } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function orderQuery(q: Queryable) {
  return q.kysely
    .selectFrom("course_orders as o")
    .innerJoin("courses as c", "c.id", "o.course_id")
    .innerJoin("users as b", "b.uid", "o.buyer_uid")
    .innerJoin("users as s", "s.uid", "o.seller_uid")
    .leftJoin("course_enrollments as e", (join) =>
      join.onRef("e.uid", "=", "o.buyer_uid").onRef("e.course_id", "=", "o.course_id"),
    )
    .select(
      // A paid order that does not hold the buyer's access: the course was already held (docs/courses.md).
      sql<boolean>`(o.status = 'paid' AND e.id IS NOT NULL AND e.revoked_at IS NULL AND e.order_id IS DISTINCT FROM o.id)`.as(
        "extra_payment",
      ),
    )
    .select([
      "o.id",
      "o.course_id",
      "c.name as course_name",
      "c.cover_url",
      "o.buyer_uid",
      "b.nickname as buyer_nickname",
      "o.buyer_wallet",
      "o.seller_uid",
      "s.nickname as seller_nickname",
      "o.seller_wallet",
      "o.coin",
      "o.price",
      "o.amount",
      "o.seller_amount",
      "o.platform_share",
      "o.platform_share_bps",
      "o.status",
      "o.created_at",
      "o.quote_expires_at",
      "o.tx_hash",
      "o.paid_at",
      "o.refund_deadline",
      "o.refund_requested_at",
      "o.refund_reason",
      "o.refund_tx_hash",
      "o.refunded_at",
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>["executeTakeFirstOrThrow"]>>;

/** A decimal price without the trailing zeros of its column (`12.50000000` is `12.5`). */
function plainPrice(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/**
 * The status as shown: a pending order whose quote has run out, and one a newer quote replaced
 * (`superseded`), are expired: the gateway offers neither any more.
 */
function statusOf(row: OrderRow, now: Date): CourseOrderStatus {
  if (row.status === "superseded") return "expired";
  if (row.status === "pending" && new Date(row.quote_expires_at) < now) return "expired";
  return row.status as CourseOrderStatus;
}

export function toOrder(row: OrderRow, now = new Date()): CourseOrder {
  return {
    order_id: row.id,
    course_id: row.course_id,
    course_name: row.course_name,
    cover_url: row.cover_url,
    buyer_uid: row.buyer_uid,
    buyer_nickname: row.buyer_nickname,
    buyer_wallet: row.buyer_wallet,
    seller_uid: row.seller_uid,
    seller_nickname: row.seller_nickname,
    seller_wallet: row.seller_wallet,
    coin: row.coin as CourseCoin,
    price: plainPrice(String(row.price)),
    amount: String(row.amount),
    seller_amount: String(row.seller_amount),
    platform_share: String(row.platform_share),
    platform_share_bps: row.platform_share_bps,
    status: statusOf(row, now),
    created_at: iso(row.created_at),
    quote_expires_at: iso(row.quote_expires_at),
    tx_hash: row.tx_hash,
    paid_at: isoOrNull(row.paid_at),
    refund_deadline: isoOrNull(row.refund_deadline),
    refund_requested_at: isoOrNull(row.refund_requested_at),
    refund_reason: row.refund_reason,
    refund_tx_hash: row.refund_tx_hash,
    refunded_at: isoOrNull(row.refunded_at),
    extra_payment: Boolean(row.extra_payment),
  };
}

/** Order `id` when the caller is its buyer or its seller. */
export function orderOf(q: Queryable, id: number, uid: number): Promise<OrderRow | undefined> {
  return orderQuery(q)
    .where("o.id", "=", id)
    .where((w) => w.or([w("o.buyer_uid", "=", uid), w("o.seller_uid", "=", uid)]))
    .executeTakeFirst();
}
