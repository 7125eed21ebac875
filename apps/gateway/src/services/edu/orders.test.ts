import { courseCheckoutAbi, type CourseQuote, courseQuoteDomain, courseQuoteTypes, devAccount } from "@icms/contracts";
import { api, Code, type CourseOrderQuote } from "@icms/protocol";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { erc20Abi, type Hex, type LocalAccount, parseEther, recoverTypedDataAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCourse, courseForm, enroll } from "../../../test/courses.js";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

let f: SaleFixture;
const uploads = mkdtempSync(join(tmpdir(), "icms-uploads-"));
beforeAll(async () => {
  f = await startSaleFixture({ UPLOAD_DIR: uploads });
});
afterAll(async () => {
  await f?.close();
  rmSync(uploads, { recursive: true, force: true });
});

interface Person {
  uid: number;
  account: LocalAccount;
  client: ReturnType<SaleFixture["gw"]["client"]>;
}

/** People one after the other: the deployer funds each, and its transactions cannot overlap. */
async function people(n: number): Promise<Person[]> {
  const list: Person[] = [];
  for (let i = 0; i < n; i += 1) list.push(await person());
  return list;
}

async function person(): Promise<Person> {
  const account = newWallet();
  await f.fund(account);
  const login = await signIn(f.gw, account);
  return { uid: login.uid, account, client: f.gw.client(login.session) };
}

function quoteOf(q: CourseOrderQuote): CourseQuote {
  const m = q.quote;
  return {
    orderId: BigInt(m.orderId),
    buyer: m.buyer as Hex,
    seller: m.seller as Hex,
    token: m.token as Hex,
    amount: BigInt(m.amount),
    platformAmount: BigInt(m.platformAmount),
    refundWindow: BigInt(m.refundWindow),
    expiry: BigInt(m.expiry),
  };
}

/** Approves the checkout and pays `q` from `who`'s wallet (`gas` set: a failing payment is mined, reverted). */
async function pay(who: Person, q: CourseOrderQuote, signature = q.signature as Hex): Promise<Hex> {
  const quote = quoteOf(q);
  const checkout = q.checkout_contract as Hex;
  await f.act(who.account, (w) =>
    w.writeContract({ address: quote.token, abi: erc20Abi, functionName: "approve", args: [checkout, quote.amount] }),
  );
  return f.act(who.account, (w) =>
    w.writeContract({
      address: checkout,
      abi: courseCheckoutAbi,
      functionName: "pay",
      args: [quote, signature],
      gas: 500_000n,
    }),
  );
}

async function refundOnChain(seller: Person, q: CourseOrderQuote): Promise<Hex> {
  const quote = quoteOf(q);
  const checkout = q.checkout_contract as Hex;
  const part = quote.amount - quote.platformAmount;
  await f.act(seller.account, (w) =>
    w.writeContract({ address: quote.token, abi: erc20Abi, functionName: "approve", args: [checkout, part] }),
  );
  return f.act(seller.account, (w) =>
    w.writeContract({ address: checkout, abi: courseCheckoutAbi, functionName: "refund", args: [quote.orderId] }),
  );
}

const create = (who: Person, course_id: number) => who.client.call(api.appedu_msrv.course_order_create, { course_id });
const lesson = (who: Person, lesson_id: number) => who.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id });

describe("appedu_msrv course orders", () => {
  it("need a session", async () => {
    const anonymous = f.gw.client();
    expect(await refusedWith(anonymous.call(api.appedu_msrv.course_order_create, { course_id: 1 }))).toBe(
      Code.NotLoggedIn,
    );
    expect(await refusedWith(anonymous.call(api.appedu_msrv.my_course_order_list, {}))).toBe(Code.NotLoggedIn);
  });

  it("quote a paid course with a signature of the quote signer, and answer a pending order again", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const { course_id } = await buildCourse({ ...author, wallet: author.account.address }, { price: "19.9" });
    const q = await create(buyer, course_id);
    expect(q.order).toMatchObject({
      course_id,
      status: "pending",
      coin: "USDT",
      price: "19.9",
      amount: parseEther("19.9").toString(),
      platform_share: parseEther("1.99").toString(),
      seller_amount: parseEther("17.91").toString(),
      platform_share_bps: 1000,
      buyer_uid: buyer.uid,
      seller_uid: author.uid,
    });
    expect(q.quote).toMatchObject({
      orderId: String(q.order.order_id),
      buyer: buyer.account.address.toLowerCase(),
      seller: author.account.address.toLowerCase(),
      token: f.chain.chain.addresses.contracts.USDT.toLowerCase(),
    });
    expect(q.chain_id).toBe(97);
    const signer = await recoverTypedDataAddress({
      domain: courseQuoteDomain(q.chain_id, q.checkout_contract as Hex),
      types: courseQuoteTypes,
      primaryType: "Quote",
      message: quoteOf(q),
      signature: q.signature as Hex,
    });
    expect(signer).toBe(devAccount("quoteSigner").address);
    const again = await create(buyer, course_id);
    expect(again.order.order_id).toBe(q.order.order_id);
    expect(again.signature).toBe(q.signature);
    expect(again.quote).toEqual(q.quote);
  });

  it("refuse an unknown course, one's own, a free one and one already held", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const owner = { ...author, wallet: author.account.address };
    const paid = await buildCourse(owner);
    const free = await buildCourse(owner, courseForm({ is_free: 1, price: "0" }));
    expect(await refusedWith(create(buyer, 999_999))).toBe(Code.NotFound);
    expect(await refusedWith(create(author, paid.course_id))).toBe(Code.CannotBuyOwnCourse);
    expect(await refusedWith(create(buyer, free.course_id))).toBe(Code.CourseIsFree);
    await enroll(f.gw, buyer.uid, paid.course_id);
    expect(await refusedWith(create(buyer, paid.course_id))).toBe(Code.CourseAlreadyBought);
  });

  it("become paid on the checkout's confirmed payment, which opens the paid lessons, and are listed to both sides", async () => {
    const [author, buyer, stranger] = (await people(3)) as [Person, Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    const paidLesson = course.lessons[1];
    expect(await refusedWith(lesson(buyer, paidLesson))).toBe(Code.CourseLessonLocked);
    const q = await create(buyer, course.course_id);
    const hash = await pay(buyer, q);
    await f.synced();
    const order = await buyer.client.call(api.appedu_msrv.course_order_detail, { order_id: q.order.order_id });
    expect(order).toMatchObject({ status: "paid", tx_hash: hash });
    expect(order.paid_at).not.toBeNull();
    expect(new Date(order.refund_deadline ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await lesson(buyer, paidLesson)).lesson_id).toBe(paidLesson);
    expect(await refusedWith(lesson(stranger, paidLesson))).toBe(Code.CourseLessonLocked);

    const bought = await buyer.client.call(api.appedu_msrv.my_course_order_list, { role: "buyer" });
    expect(bought.list.map((o) => o.order_id)).toEqual([q.order.order_id]);
    const sold = await author.client.call(api.appedu_msrv.my_course_order_list, { role: "seller", status: "paid" });
    expect(sold).toMatchObject({ total: 1, list: [{ order_id: q.order.order_id, buyer_uid: buyer.uid }] });
    expect((await author.client.call(api.appedu_msrv.my_course_order_list, { role: "buyer" })).total).toBe(0);
    expect((await author.client.call(api.appedu_msrv.course_order_detail, { order_id: q.order.order_id })).status).toBe(
      "paid",
    );
    expect(
      await refusedWith(stranger.client.call(api.appedu_msrv.course_order_detail, { order_id: q.order.order_id })),
    ).toBe(Code.NotFound);
    expect(await refusedWith(create(buyer, course.course_id))).toBe(Code.CourseAlreadyBought);
  });

  it("grant nothing for a failed or forged payment", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    const q = await create(buyer, course.course_id);
    // Signed by someone else: the checkout reverts.
    const forged = await devAccount("alice").signTypedData({
      domain: courseQuoteDomain(q.chain_id, q.checkout_contract as Hex),
      types: courseQuoteTypes,
      primaryType: "Quote",
      message: quoteOf(q),
    });
    await expect(pay(buyer, q, forged)).rejects.toThrow(/reverted/);
    // Without the funds: the token refuses the transfer, the transaction fails.
    const poor = await person();
    const other = await create(poor, course.course_id);
    await f.act(poor.account, (w) =>
      w.writeContract({
        address: other.quote.token as Hex,
        abi: erc20Abi,
        functionName: "transfer",
        args: [buyer.account.address, parseEther("10000")],
      }),
    );
    await expect(pay(poor, other)).rejects.toThrow(/reverted/);
    await f.synced();
    for (const [who, order] of [
      [buyer, q],
      [poor, other],
    ] as const) {
      const now = await who.client.call(api.appedu_msrv.course_order_detail, { order_id: order.order.order_id });
      expect(now).toMatchObject({ status: "pending", tx_hash: null });
      expect(await refusedWith(lesson(who, course.lessons[2]))).toBe(Code.CourseLessonLocked);
    }
    expect(
      (await buyer.client.call(api.appedu_msrv.my_course_order_list, { role: "buyer", status: "pending" })).total,
    ).toBe(1);
  });

  it("take a refund request from the buyer and the seller's refund hash; the refund on chain revokes access", async () => {
    const [author, buyer, stranger] = (await people(3)) as [Person, Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    const q = await create(buyer, course.course_id);
    const order_id = q.order.order_id;
    const request = (who: Person) =>
      who.client.call(api.appedu_msrv.course_order_refund_request, { order_id, reason: "Not what I expected" });
    const record = (who: Person, tx_hash: string) =>
      who.client.call(api.appedu_msrv.course_order_refund_record, { order_id, tx_hash });
    expect(await refusedWith(request(buyer))).toBe(Code.CourseOrderNotPaid);
    expect(await refusedWith(record(author, `0x${"1".repeat(64)}`))).toBe(Code.CourseOrderNotPaid);

    await pay(buyer, q);
    await f.synced();
    expect(await refusedWith(request(author))).toBe(Code.NotFound);
    expect(await refusedWith(request(stranger))).toBe(Code.NotFound);
    expect(await request(buyer)).toMatchObject({ status: "paid", refund_reason: "Not what I expected" });
    expect(await refusedWith(request(buyer))).toBe(Code.CourseRefundAlreadyRequested);
    const asked = await author.client.call(api.appedu_msrv.my_course_order_list, { role: "seller" });
    expect(asked.list[0]?.refund_requested_at).not.toBeNull();

    expect(await refusedWith(record(buyer, `0x${"1".repeat(64)}`))).toBe(Code.NotFound);
    // The seller's word alone refunds nothing.
    expect(await record(author, `0x${"AB".repeat(32)}`)).toMatchObject({
      status: "paid",
      refund_tx_hash: `0x${"ab".repeat(32)}`,
    });
    await f.synced();
    expect((await lesson(buyer, course.lessons[1])).lesson_id).toBe(course.lessons[1]);

    const hash = await refundOnChain(author, q);
    await f.synced();
    const refunded = await buyer.client.call(api.appedu_msrv.course_order_detail, { order_id });
    expect(refunded).toMatchObject({ status: "refunded", refund_tx_hash: hash });
    expect(await refusedWith(lesson(buyer, course.lessons[1]))).toBe(Code.CourseLessonLocked);
    expect(await refusedWith(record(author, hash))).toBe(Code.CourseOrderRefunded);
    expect(await refusedWith(request(buyer))).toBe(Code.CourseOrderRefunded);
    // Bought again after the refund: a new order, a new grant.
    const again = await create(buyer, course.course_id);
    expect(again.order.order_id).not.toBe(order_id);
  });

  it("refuse refund calls once the window has closed", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    const q = await create(buyer, course.course_id);
    await pay(buyer, q);
    await f.synced();
    await f.gw.db.kysely
      .updateTable("course_orders")
      .set({ refund_deadline: new Date(Date.now() - 1000) })
      .where("id", "=", q.order.order_id)
      .execute();
    const order_id = q.order.order_id;
    expect(
      await refusedWith(buyer.client.call(api.appedu_msrv.course_order_refund_request, { order_id, reason: "late" })),
    ).toBe(Code.CourseRefundWindowClosed);
    expect(
      await refusedWith(
        author.client.call(api.appedu_msrv.course_order_refund_record, { order_id, tx_hash: `0x${"2".repeat(64)}` }),
      ),
    ).toBe(Code.CourseRefundWindowClosed);
  });

  it("answer concurrent creates of one buyer and course with one live order", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    // A double click, tabs opened together: all at once, over the wire.
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => create(buyer, course.course_id)));
    const refused = answers.filter((a) => a.status === "rejected");
    expect(refused).toEqual([]);
    const ids = new Set(answers.map((a) => (a.status === "fulfilled" ? a.value.order.order_id : 0)));
    expect(ids.size).toBe(1);
    const pending = await f.gw.db.kysely
      .selectFrom("course_orders")
      .select(["id", "status"])
      .where("buyer_uid", "=", buyer.uid)
      .where("course_id", "=", course.course_id)
      .execute();
    expect(pending).toEqual([{ id: [...ids][0], status: "pending" }]);
  });

  it("a new quote supersedes the live one; both paid (two tabs) are kept, and access lasts until the last refund", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const course = await buildCourse({ ...author, wallet: author.account.address });
    const first = await create(buyer, course.course_id);
    // The author changes the price: the next create replaces the live quote, whose signature still pays on chain.
    await f.gw.db.kysely.updateTable("courses").set({ price: "25" }).where("id", "=", course.course_id).execute();
    const second = await create(buyer, course.course_id);
    expect(second.order.order_id).not.toBe(first.order.order_id);
    expect(second.order.price).toBe("25");
    const list = (who: Person, role: "buyer" | "seller") =>
      who.client.call(api.appedu_msrv.my_course_order_list, { role });
    expect((await list(buyer, "buyer")).list.map((o) => [o.order_id, o.status])).toEqual([
      [second.order.order_id, "pending"],
      [first.order.order_id, "expired"],
    ]);

    await pay(buyer, second);
    await pay(buyer, first);
    await f.synced();
    const shown = (await list(buyer, "buyer")).list.map((o) => [o.order_id, o.status, o.extra_payment]);
    expect(shown).toEqual([
      [second.order.order_id, "paid", false],
      [first.order.order_id, "paid", true],
    ]);
    expect((await list(author, "seller")).list.map((o) => o.extra_payment)).toEqual([false, true]);
    // The extra payment is refundable like any other: the buyer asks, the seller refunds.
    await buyer.client.call(api.appedu_msrv.course_order_refund_request, {
      order_id: first.order.order_id,
      reason: "Paid twice",
    });

    // The order that holds access is refunded: the other paid order keeps the course open.
    await refundOnChain(author, second);
    await f.synced();
    expect((await lesson(buyer, course.lessons[1])).lesson_id).toBe(course.lessons[1]);
    expect((await list(buyer, "buyer")).list.map((o) => [o.status, o.extra_payment])).toEqual([
      ["refunded", false],
      ["paid", false],
    ]);
    expect(await refusedWith(create(buyer, course.course_id))).toBe(Code.CourseAlreadyBought);
    const enrollment = await f.gw.db.kysely
      .selectFrom("course_enrollments")
      .select(["order_id", "revoked_at"])
      .where("uid", "=", buyer.uid)
      .where("course_id", "=", course.course_id)
      .executeTakeFirstOrThrow();
    expect(enrollment).toEqual({ order_id: first.order.order_id, revoked_at: null });

    await refundOnChain(author, first);
    await f.synced();
    expect(await refusedWith(lesson(buyer, course.lessons[1]))).toBe(Code.CourseLessonLocked);
  });

  it("show a pending order whose quote ran out as expired, and page the lists", async () => {
    const [author, buyer] = (await people(2)) as [Person, Person];
    const owner = { ...author, wallet: author.account.address };
    const courses = [await buildCourse(owner), await buildCourse(owner), await buildCourse(owner)];
    const orders = [];
    for (const c of courses) orders.push(await create(buyer, c.course_id));
    await f.gw.db.kysely
      .updateTable("course_orders")
      .set({ quote_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", orders[0]?.order.order_id ?? 0)
      .execute();
    const list = (params: object) => buyer.client.call(api.appedu_msrv.my_course_order_list, params);
    expect((await list({ status: "expired" })).list.map((o) => o.status)).toEqual(["expired"]);
    expect((await list({ status: "pending" })).total).toBe(2);
    const second = await list({ page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.list.map((o) => o.order_id)).toEqual([orders[0]?.order.order_id]);
    // An expired order is not answered again: a new quote is made.
    const fresh = await create(buyer, courses[0]?.course_id ?? 0);
    expect(fresh.order.order_id).not.toBe(orders[0]?.order.order_id);
  });
});
