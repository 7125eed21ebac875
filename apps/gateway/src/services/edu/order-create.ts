/**
 * `course_order_create`: the buyer's one live quote of a course (docs/courses.md, "Invariants of
 * course orders and refunds"). A buyer has at most one pending order per course, which the
 * database enforces (`course_orders_live_quote_key`, migration 0071); creates of one buyer and
 * course take a transaction-scoped advisory lock first, so concurrent calls (a double click, two
 * tabs) wait for each other and all answer the same order. A pending order that can no longer be
 * answered (its quote runs out within five minutes, or the price, wallet or checkout changed)
 * becomes `superseded` before the new one is inserted; its old quote may still be paid on chain
 * until it expires, and the indexer keeps such a payment.
 */
import type { CourseQuote } from "@icms/contracts";
import {
  COURSE_ORDER_TERMS,
  Code,
  type CourseCoin,
  type CourseOrderQuote,
  coursePlatformAmount,
  GatewayError,
} from "@icms/protocol";
import { sql } from "kysely";
import { type Address, parseUnits } from "viem";
import type { CallContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { isEnrolled } from "./access.js";
import { type CheckoutTarget, checkoutTarget, quoteMessage, signQuote } from "./order-quote.js";
import { orderOf, orderQuery, toOrder } from "./order-rows.js";

/** Every coin a price may be in has 18 decimals on the platform's chain. */
const COIN_DECIMALS = 18;
/** A pending order is answered again while its quote has at least this long to run. */
const REUSE_MARGIN_MS = 5 * 60_000;
/** Namespace of the (buyer, course) advisory locks (first key of `pg_advisory_xact_lock`). */
const ORDER_LOCK_SPACE = 7331;
/**
 * Rounds of "answer the live order or insert one". With the lock held one round does; a second
 * covers an insert that lost the unique index to a create that did not take the lock.
 */
const ROUNDS = 3;

/** What an order is quoted for: the course's terms today and where they are paid. */
interface Terms {
  uid: number;
  courseId: number;
  sellerUid: number;
  buyer: Address;
  seller: Address;
  coin: CourseCoin;
  price: string;
  target: CheckoutTarget;
}

/** The buyer's live (pending) order of the course, locked, with what its quote needs. */
function liveOrder(q: Queryable, terms: Terms) {
  return orderQuery(q)
    .select([
      "o.signature",
      "o.refund_window_seconds",
      "o.checkout",
      "o.token",
      "o.chain_id",
      "o.quote_expires_at as expires",
    ])
    .where("o.buyer_uid", "=", terms.uid)
    .where("o.course_id", "=", terms.courseId)
    .where("o.status", "=", "pending")
    .forUpdate("o")
    .executeTakeFirst();
}

type LiveOrder = NonNullable<Awaited<ReturnType<typeof liveOrder>>>;

/** Whether the live order can be answered again: same terms, and time left to pay it. */
function reusable(order: LiveOrder, terms: Terms): boolean {
  return (
    order.buyer_wallet === terms.buyer &&
    order.seller_wallet === terms.seller &&
    order.coin === terms.coin &&
    String(order.price) === terms.price &&
    order.checkout === terms.target.checkout &&
    order.token === terms.target.token &&
    order.chain_id === terms.target.chainId &&
    new Date(order.expires).getTime() > Date.now() + REUSE_MARGIN_MS &&
    order.signature !== ""
  );
}

function answer(order: LiveOrder, terms: Terms): CourseOrderQuote {
  const quote: CourseQuote = {
    orderId: BigInt(order.id),
    buyer: terms.buyer,
    seller: terms.seller,
    token: terms.target.token,
    amount: BigInt(order.amount),
    platformAmount: BigInt(order.platform_share),
    refundWindow: BigInt(order.refund_window_seconds),
    expiry: BigInt(Math.floor(new Date(order.expires).getTime() / 1000)),
  };
  return {
    order: toOrder(order),
    quote: quoteMessage(quote),
    signature: order.signature,
    chain_id: terms.target.chainId,
    checkout_contract: terms.target.checkout,
  };
}

/**
 * Inserts the new pending order and signs its quote; undefined when another create's pending
 * order of the same buyer and course holds the unique index (that one is then the live order).
 */
async function insertOrder(ctx: CallContext, q: Queryable, terms: Terms): Promise<CourseOrderQuote | undefined> {
  const amount = parseUnits(terms.price, COIN_DECIMALS);
  const platformShare = coursePlatformAmount(amount);
  const expiry = Math.floor(Date.now() / 1000) + COURSE_ORDER_TERMS.quoteTtlSeconds;
  const inserted = await q.kysely
    .insertInto("course_orders")
    .values({
      course_id: terms.courseId,
      buyer_uid: terms.uid,
      seller_uid: terms.sellerUid,
      buyer_wallet: terms.buyer,
      seller_wallet: terms.seller,
      coin: terms.coin,
      token: terms.target.token,
      price: terms.price,
      amount: amount.toString(),
      seller_amount: (amount - platformShare).toString(),
      platform_share: platformShare.toString(),
      platform_share_bps: COURSE_ORDER_TERMS.platformShareBps,
      refund_window_seconds: COURSE_ORDER_TERMS.refundWindowSeconds,
      chain_id: terms.target.chainId,
      checkout: terms.target.checkout,
      quote_expires_at: new Date(expiry * 1000),
      signature: "",
    })
    .onConflict((oc) => oc.columns(["buyer_uid", "course_id"]).where("status", "=", "pending").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return undefined;
  const { id } = inserted;
  const quote: CourseQuote = {
    orderId: BigInt(id),
    buyer: terms.buyer,
    seller: terms.seller,
    token: terms.target.token,
    amount,
    platformAmount: platformShare,
    refundWindow: BigInt(COURSE_ORDER_TERMS.refundWindowSeconds),
    expiry: BigInt(expiry),
  };
  const signature = await signQuote(ctx, terms.target, quote);
  await q.kysely.updateTable("course_orders").set({ signature }).where("id", "=", id).execute();
  const row = await orderOf(q, id, terms.uid);
  if (!row) throw new Error(`course order ${id} vanished`);
  return {
    order: toOrder(row),
    quote: quoteMessage(quote),
    signature,
    chain_id: terms.target.chainId,
    checkout_contract: terms.target.checkout,
  };
}

export function createOrder(ctx: CallContext<"required">, courseId: number): Promise<CourseOrderQuote> {
  return ctx.db.tx(async (q) => {
    const { uid } = ctx.session;
    const course = await q.kysely
      .selectFrom("courses as c")
      .innerJoin("users as a", "a.uid", "c.author_uid")
      .select(["c.id", "c.author_uid", "c.status", "c.is_free", "c.price", "c.coin", "a.wallet_addr"])
      .where("c.id", "=", courseId)
      .where("c.status", "<>", "deleted")
      .executeTakeFirst();
    if (!course) throw new GatewayError(Code.NotFound);
    if (course.author_uid === uid) throw new GatewayError(Code.CannotBuyOwnCourse);
    if (course.status !== "online") throw new GatewayError(Code.NotFound);
    if (course.is_free) throw new GatewayError(Code.CourseIsFree);
    const coin = course.coin as CourseCoin;
    const terms: Terms = {
      uid,
      courseId,
      sellerUid: course.author_uid,
      buyer: ctx.session.wallet.toLowerCase() as Address,
      seller: course.wallet_addr.toLowerCase() as Address,
      coin,
      price: String(course.price),
      target: checkoutTarget(ctx, coin),
    };

    // Creates of this buyer and course run one after the other from here to the commit.
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(ORDER_LOCK_SPACE)}, hashtext(${`${uid}:${courseId}`}))`.execute(
      q.kysely,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const live = await liveOrder(q, terms);
      // Read after the live order: a payment the indexer confirmed meanwhile (it took the order
      // from pending, and granted the enrollment in the same commit) is seen here.
      if (await isEnrolled(q, uid, courseId)) throw new GatewayError(Code.CourseAlreadyBought);
      if (live && reusable(live, terms)) return answer(live, terms);
      if (live) {
        await q.kysely
          .updateTable("course_orders")
          .set({ status: "superseded", updated_at: new Date() })
          .where("id", "=", live.id)
          .where("status", "=", "pending")
          .execute();
      }
      const made = await insertOrder(ctx, q, terms);
      if (made) return made;
      // Lost the unique index to another create: its order is the live one, read in the next round.
    }
    throw new Error(`no live course order for buyer ${uid} and course ${courseId}`);
  });
}
