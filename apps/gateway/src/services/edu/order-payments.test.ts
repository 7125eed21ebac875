import type { Address, Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { type ChainIdentity, resetIndex } from "../../chain/checkpoint.js";
import type { ChainEvent } from "../../chain/events.js";
import { applyRange } from "../../chain/writer.js";

const CHECKOUT = "0x00000000000000000000000000000000000000a5" as Address;
const FORGER = "0x00000000000000000000000000000000000000f0" as Address;
const USDT = "0x00000000000000000000000000000000000000c1" as Address;
const ICT = "0x00000000000000000000000000000000000000c2" as Address;
const BUYER = "0x00000000000000000000000000000000000b0b01" as Address;
const OTHER = "0x00000000000000000000000000000000000b0b02" as Address;
const SELLER = "0x000000000000000000000000000000000000a110" as Address;

const identity: ChainIdentity = {
  chainId: 97,
  contracts: CHECKOUT,
  deployBlock: 10,
  deployBlockHash: `0x${"10".repeat(32)}`,
};
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;
const AMOUNT = 20n * 10n ** 18n;
const PLATFORM = 2n * 10n ** 18n;

let db: Db;
let drop: () => Promise<void>;
let block = 10;
let buyerUid: number;
let courseId: number;

async function user(wallet: Address): Promise<number> {
  const row = await db.kysely
    .insertInto("users")
    .values({ wallet_addr: wallet })
    .returning("uid")
    .executeTakeFirstOrThrow();
  return row.uid;
}

/**
 * An order of `courseId` by the buyer, as `course_order_create` records it: the live (pending)
 * one, or an older one a newer quote replaced (superseded), whose quote may still be paid.
 */
async function order(status: "pending" | "superseded" = "pending"): Promise<number> {
  const seller = await db.kysely
    .selectFrom("users")
    .select("uid")
    .where("wallet_addr", "=", SELLER)
    .executeTakeFirstOrThrow();
  const row = await db.kysely
    .insertInto("course_orders")
    .values({
      course_id: courseId,
      buyer_uid: buyerUid,
      seller_uid: seller.uid,
      buyer_wallet: BUYER,
      seller_wallet: SELLER,
      coin: "USDT",
      token: USDT,
      price: "20",
      amount: AMOUNT.toString(),
      seller_amount: (AMOUNT - PLATFORM).toString(),
      platform_share: PLATFORM.toString(),
      platform_share_bps: 1000,
      refund_window_seconds: 3600,
      chain_id: 97,
      checkout: CHECKOUT,
      quote_expires_at: new Date(Date.now() + 600_000),
      signature: "0x",
      status,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

type Fields = Partial<Extract<ChainEvent, { event: "OrderPaid" | "OrderRefunded" }>>;

function event(name: "OrderPaid" | "OrderRefunded", orderId: number, fields: Fields = {}): ChainEvent {
  block += 1;
  return {
    blockNumber: block,
    logIndex: 0,
    txHash: hash(block),
    blockHash: hash(block),
    address: CHECKOUT,
    event: name,
    orderId: BigInt(orderId),
    buyer: BUYER,
    seller: SELLER,
    token: USDT,
    amount: AMOUNT,
    platformAmount: PLATFORM,
    ...fields,
  } as ChainEvent;
}

/** Applies `events` as the next block range, the way the indexer does. */
async function apply(...events: ChainEvent[]): Promise<void> {
  const from = events[0]?.blockNumber ?? block;
  const to = events.at(-1)?.blockNumber ?? block;
  const next = await db.query<{ next_block: string }>("SELECT next_block FROM chain_checkpoint");
  await applyRange(db, identity, { from: Number(next[0]?.next_block ?? from), to, toHash: hash(to), head: to }, events);
}

async function state(orderId: number) {
  const [row] = await db.query<{ status: string; tx_hash: string | null; refund_deadline: Date | null }>(
    "SELECT status, tx_hash, refund_deadline FROM course_orders WHERE id = $1",
    [orderId],
  );
  const enrollments = await db.query<{ order_id: number; live: boolean }>(
    "SELECT order_id, revoked_at IS NULL AS live FROM course_enrollments WHERE uid = $1 AND course_id = $2",
    [buyerUid, courseId],
  );
  return { ...row, enrollments };
}

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());
beforeEach(async () => {
  for (const table of ["notices", "course_enrollments", "course_orders", "courses", "users"])
    await db.query(`DELETE FROM ${table}`);
  await resetIndex(db, identity);
  block = 10;
  buyerUid = await user(BUYER);
  await user(OTHER);
  const sellerUid = await user(SELLER);
  const course = await db.kysely
    .insertInto("courses")
    .values({ author_uid: sellerUid, cate_id: 1, lang: "en", name: "Paid course", price: "20", status: "online" })
    .returning("id")
    .executeTakeFirstOrThrow();
  courseId = course.id;
});

describe("course checkout projection", () => {
  it("marks a matching payment paid and grants the enrollment in the same range", async () => {
    const id = await order();
    const paid = event("OrderPaid", id);
    await apply(paid);
    const after = await state(id);
    expect(after).toMatchObject({ status: "paid", tx_hash: paid.txHash, enrollments: [{ order_id: id, live: true }] });
    expect(after.refund_deadline).not.toBeNull();
  });

  it("grants nothing for a payment that does not match its quote", async () => {
    const id = await order();
    await apply(
      event("OrderPaid", id, { amount: AMOUNT - 1n }), // underpaid
      event("OrderPaid", id, { platformAmount: 0n }), // another split
      event("OrderPaid", id, { buyer: OTHER }), // someone else's payment
      event("OrderPaid", id, { seller: OTHER }),
      event("OrderPaid", id, { token: ICT }),
      event("OrderPaid", id, { address: FORGER }), // another contract emitting the same event
      event("OrderPaid", id + 1000), // an order that does not exist
      event("OrderPaid", id, { orderId: 2n ** 200n }), // an id the gateway never issues
    );
    expect(await state(id)).toMatchObject({ status: "pending", tx_hash: null, enrollments: [] });
    const [events] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_events");
    expect(events?.n).toBe(8); // kept for audit
  });

  it("a replayed or second payment of a paid order changes nothing", async () => {
    const id = await order();
    const paid = event("OrderPaid", id);
    await apply(paid);
    const first = await state(id);
    await applyRange(
      db,
      identity,
      { from: paid.blockNumber, to: paid.blockNumber, toHash: hash(paid.blockNumber), head: block },
      [paid],
    );
    await apply(event("OrderPaid", id));
    expect(await state(id)).toEqual(first);
  });

  it("a refund revokes the enrollment; a refund that does not match, or of an unpaid order, does nothing", async () => {
    const unpaid = await order("superseded");
    await apply(event("OrderRefunded", unpaid));
    expect(await state(unpaid)).toMatchObject({ status: "superseded" });

    const id = await order();
    await apply(event("OrderPaid", id));
    await apply(event("OrderRefunded", id, { amount: 1n }), event("OrderRefunded", id, { address: FORGER }));
    expect(await state(id)).toMatchObject({ status: "paid", enrollments: [{ order_id: id, live: true }] });
    const refund = event("OrderRefunded", id);
    await apply(refund);
    expect(await state(id)).toMatchObject({ status: "refunded", enrollments: [{ order_id: id, live: false }] });
    const [row] = await db.query<{ refund_tx_hash: string }>("SELECT refund_tx_hash FROM course_orders WHERE id = $1", [
      id,
    ]);
    expect(row?.refund_tx_hash).toBe(refund.txHash);
  });

  it("two paid orders of one course in one range grant once; refunding one keeps the other's grant", async () => {
    const a = await order("superseded");
    const b = await order();
    await apply(event("OrderPaid", a), event("OrderPaid", b));
    expect((await state(a)).enrollments).toEqual([{ order_id: a, live: true }]);
    expect((await state(b)).status).toBe("paid");
    await apply(event("OrderRefunded", b));
    expect((await state(a)).enrollments).toEqual([{ order_id: a, live: true }]);
    await apply(event("OrderRefunded", a));
    expect((await state(a)).enrollments).toEqual([{ order_id: a, live: false }]);
    const again = await order();
    await apply(event("OrderPaid", again));
    expect((await state(again)).enrollments).toEqual([{ order_id: again, live: true }]);
  });

  it("keeps the payment of a superseded quote that was still valid on chain, and grants on it", async () => {
    const old = await order("superseded");
    const live = await order();
    const paid = event("OrderPaid", old);
    await apply(paid);
    expect(await state(old)).toMatchObject({
      status: "paid",
      tx_hash: paid.txHash,
      enrollments: [{ order_id: old, live: true }],
    });
    // The live quote paid as well (a second tab): kept paid, the access stays with the first.
    await apply(event("OrderPaid", live));
    expect(await state(live)).toMatchObject({ status: "paid", enrollments: [{ order_id: old, live: true }] });
  });

  it("a refund of the order that holds access passes it to the buyer's other paid order; the last refund revokes", async () => {
    const first = await order("superseded");
    const second = await order();
    await apply(event("OrderPaid", first));
    await apply(event("OrderPaid", second));
    expect((await state(first)).enrollments).toEqual([{ order_id: first, live: true }]);

    await apply(event("OrderRefunded", first));
    expect(await state(first)).toMatchObject({ status: "refunded", enrollments: [{ order_id: second, live: true }] });
    await apply(event("OrderRefunded", second));
    expect(await state(second)).toMatchObject({ status: "refunded", enrollments: [{ order_id: second, live: false }] });
  });

  it("a second payment and the first order's refund in one range leave access with the paid order", async () => {
    const first = await order("superseded");
    const second = await order();
    await apply(event("OrderPaid", first));
    await apply(event("OrderPaid", second), event("OrderRefunded", first));
    expect(await state(second)).toMatchObject({ status: "paid", enrollments: [{ order_id: second, live: true }] });
  });

  it("a refund leaves alone an enrollment granted outside the checkout", async () => {
    await db.kysely.insertInto("course_enrollments").values({ uid: buyerUid, course_id: courseId }).execute();
    const id = await order();
    await apply(event("OrderPaid", id));
    expect((await state(id)).enrollments).toEqual([{ order_id: null, live: true }]);
    await apply(event("OrderRefunded", id));
    expect(await state(id)).toMatchObject({ status: "refunded", enrollments: [{ order_id: null, live: true }] });
  });
});
