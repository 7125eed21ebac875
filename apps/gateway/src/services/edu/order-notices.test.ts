import type { Address, Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { type ChainIdentity, resetIndex } from "../../chain/checkpoint.js";
import type { ChainEvent } from "../../chain/events.js";
import { applyRange } from "../../chain/writer.js";

const CHECKOUT = "0x00000000000000000000000000000000000000a5" as Address;
const USDT = "0x00000000000000000000000000000000000000c1" as Address;
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

/** The notices of `uid` about order `orderId`, as the centre stores them. */
const noticesAbout = (uid: number, orderId: number) =>
  db.query<{ kind: string; data: Record<string, string>; actors: number[] }>(
    "SELECT kind, data, actors FROM notices WHERE uid = $1 AND target_type = 'course_order' AND target_id = $2 ORDER BY id",
    [uid, orderId],
  );

async function sellerUid(): Promise<number> {
  const row = await db.kysely
    .selectFrom("users")
    .select("uid")
    .where("wallet_addr", "=", SELLER)
    .executeTakeFirstOrThrow();
  return row.uid;
}

describe("course order notices, written by the checkout projection", () => {
  it("tells the buyer the order is paid and the seller the course sold, once however often the range is applied", async () => {
    const id = await order();
    const paid = event("OrderPaid", id);
    await apply(paid);
    await apply(event("OrderPaid", id));
    expect(await noticesAbout(buyerUid, id)).toEqual([
      { kind: "course_paid", data: { amount: "20", token: "USDT" }, actors: [] },
    ]);
    expect(await noticesAbout(await sellerUid(), id)).toEqual([
      { kind: "course_sold", data: { amount: "20", token: "USDT" }, actors: [buyerUid] },
    ]);
  });

  it("tells the buyer of a refund", async () => {
    const id = await order();
    await apply(event("OrderPaid", id));
    await apply(event("OrderRefunded", id));
    expect((await noticesAbout(buyerUid, id)).map((n) => n.kind)).toEqual(["course_paid", "course_refunded"]);
  });

  it("tells nobody of a payment that matches no quote", async () => {
    const id = await order();
    await apply(event("OrderPaid", id, { amount: AMOUNT - 1n }));
    expect(await noticesAbout(buyerUid, id)).toEqual([]);
  });
});
