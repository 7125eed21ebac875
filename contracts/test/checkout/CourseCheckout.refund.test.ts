import { parseEther } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseCheckoutAbi, type CourseQuote } from "../../src/index.js";
import { type Fixture, revertOf } from "../helpers/chain.js";
import { balanceOf, checkoutFixture, FUNDS, pay, quoteFor, refund, signQuote } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await checkoutFixture();
});
beforeEach(() => t.reset());

const abi = courseCheckoutAbi;

async function paid(amount = parseEther("100")): Promise<CourseQuote> {
  const quote = quoteFor(t, "alice", t.c.USDT, amount, await t.now());
  await t.send(pay(t, "alice", quote, await signQuote(t, quote)));
  return quote;
}

describe("CourseCheckout refunds", () => {
  it("returns the whole amount to the buyer, from the seller and the treasury, and emits the order id", async () => {
    const quote = await paid();
    const receipt = await t.send(refund(t, "carol", quote.orderId));
    expect(await balanceOf(t, t.c.USDT, t.addr("alice"))).toBe(FUNDS);
    expect(await balanceOf(t, t.c.USDT, t.addr("carol"))).toBe(0n);
    expect(await balanceOf(t, t.c.USDT, t.addr("platformTreasury"))).toBe(0n);
    expect(await balanceOf(t, t.c.USDT, t.c.CourseCheckout)).toBe(0n);
    const read = t.as("deployer");
    const [log] = await read.getContractEvents({
      address: t.c.CourseCheckout,
      abi,
      eventName: "OrderRefunded",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      orderId: quote.orderId,
      buyer: t.addr("alice"),
      seller: t.addr("carol"),
      token: t.c.USDT,
      amount: quote.amount,
      platformAmount: quote.platformAmount,
    });
    const order = await read.readContract({
      address: t.c.CourseCheckout,
      abi,
      functionName: "orderOf",
      args: [quote.orderId],
    });
    expect(order.refunded).toBe(true);
  });

  it("refunds until the last second of the window, and not after", async () => {
    const quote = await paid();
    const { refundDeadline } = await t
      .as("deployer")
      .readContract({ address: t.c.CourseCheckout, abi, functionName: "orderOf", args: [quote.orderId] });
    await t.mineAt(refundDeadline + 1n);
    expect(await revertOf(refund(t, "carol", quote.orderId))).toEqual({
      name: "CourseCheckoutRefundWindowClosed",
      args: [quote.orderId, refundDeadline],
    });
    await t.reset();
    const again = await paid();
    const order = await t
      .as("deployer")
      .readContract({ address: t.c.CourseCheckout, abi, functionName: "orderOf", args: [again.orderId] });
    await t.mineAt(order.refundDeadline - 1n);
    await t.send(refund(t, "carol", again.orderId));
  });

  it("refuses an unpaid order, a second refund and anyone but the seller", async () => {
    expect(await revertOf(refund(t, "carol", 999n))).toEqual({ name: "CourseCheckoutOrderNotPaid", args: [999n] });
    const quote = await paid();
    expect(await revertOf(refund(t, "alice", quote.orderId))).toEqual({
      name: "CourseCheckoutCallerNotSeller",
      args: [t.addr("alice"), t.addr("carol")],
    });
    await t.send(refund(t, "carol", quote.orderId));
    expect(await revertOf(refund(t, "carol", quote.orderId))).toEqual({
      name: "CourseCheckoutAlreadyRefunded",
      args: [quote.orderId],
    });
  });

  it("a refunded order cannot be paid again", async () => {
    const quote = await paid();
    await t.send(refund(t, "carol", quote.orderId));
    expect(await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).toEqual({
      name: "CourseCheckoutOrderAlreadyPaid",
      args: [quote.orderId],
    });
  });

  it("reverts whole when the seller cannot pay back its part", async () => {
    const quote = await paid();
    await t.send(
      t.as("carol").writeContract({
        address: t.c.USDT,
        abi: [
          {
            type: "function",
            name: "transfer",
            stateMutability: "nonpayable",
            inputs: [
              { name: "to", type: "address" },
              { name: "value", type: "uint256" },
            ],
            outputs: [{ type: "bool" }],
          },
        ] as const,
        functionName: "transfer",
        args: [t.addr("dave"), parseEther("90")],
      }),
    );
    expect((await revertOf(refund(t, "carol", quote.orderId))).name).toBe("ERC20InsufficientBalance");
    const order = await t
      .as("deployer")
      .readContract({ address: t.c.CourseCheckout, abi, functionName: "orderOf", args: [quote.orderId] });
    expect(order.refunded).toBe(false);
  });
});
