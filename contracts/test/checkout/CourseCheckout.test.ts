import { hashTypedData, parseEther, toHex, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devAccount } from "../../src/chain/dev-roles.js";
import { courseCheckoutAbi, courseQuoteDomain, courseQuoteTypes, icmsTokenAbi } from "../../src/index.js";
import { type Fixture, revertOf } from "../helpers/chain.js";
import { balanceOf, checkoutFixture, pay, quoteFor, signQuote } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await checkoutFixture();
});
beforeEach(() => t.reset());

const abi = courseCheckoutAbi;

describe("CourseCheckout payments", () => {
  it("pays the seller and the treasury in one transaction and emits the order id", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, parseEther("100"), await t.now());
    const before = await balanceOf(t, t.c.USDT, t.addr("alice"));
    const receipt = await t.send(pay(t, "alice", quote, await signQuote(t, quote)));
    expect(before - (await balanceOf(t, t.c.USDT, t.addr("alice")))).toBe(parseEther("100"));
    expect(await balanceOf(t, t.c.USDT, t.addr("carol"))).toBe(parseEther("90"));
    expect(await balanceOf(t, t.c.USDT, t.addr("platformTreasury"))).toBe(parseEther("10"));
    expect(await balanceOf(t, t.c.USDT, t.c.CourseCheckout)).toBe(0n);
    const read = t.as("deployer");
    const [log] = await read.getContractEvents({
      address: t.c.CourseCheckout,
      abi,
      eventName: "OrderPaid",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      orderId: quote.orderId,
      buyer: t.addr("alice"),
      seller: t.addr("carol"),
      token: t.c.USDT,
      amount: parseEther("100"),
      platformAmount: parseEther("10"),
    });
    expect(
      await read.readContract({ address: t.c.CourseCheckout, abi, functionName: "isPaid", args: [quote.orderId] }),
    ).toBe(true);
    const order = await read.readContract({
      address: t.c.CourseCheckout,
      abi,
      functionName: "orderOf",
      args: [quote.orderId],
    });
    const block = await read.getBlock({ blockHash: receipt.blockHash });
    expect(order).toEqual({
      buyer: t.addr("alice"),
      refundDeadline: block.timestamp + quote.refundWindow,
      refunded: false,
      seller: t.addr("carol"),
      token: t.c.USDT,
      amount: quote.amount,
      platformAmount: quote.platformAmount,
    });
  });

  it("pays exact parts in ICMS and ICT while their transfer fees are on (the checkout is exempt)", async () => {
    const owner = t.as("deployer");
    for (const token of [t.c.ICMS, t.c.ICT]) {
      await t.send(
        owner.writeContract({ address: token, abi: icmsTokenAbi, functionName: "setTransferFee", args: [1000n] }),
      );
      const quote = quoteFor(t, "bob", token, parseEther("50"), await t.now());
      await t.send(pay(t, "bob", quote, await signQuote(t, quote)));
      expect(await balanceOf(t, token, t.addr("carol"))).toBe(parseEther("45"));
      expect(await balanceOf(t, token, t.addr("platformTreasury"))).toBe(parseEther("5"));
    }
  });

  it("pays a quote whose platform part is zero or the whole amount", async () => {
    const now = await t.now();
    const none = quoteFor(t, "alice", t.c.USDT, 7n, now, { platformAmount: 0n });
    await t.send(pay(t, "alice", none, await signQuote(t, none)));
    const all = quoteFor(t, "alice", t.c.USDT, 5n, now, { platformAmount: 5n });
    await t.send(pay(t, "alice", all, await signQuote(t, all)));
    expect(await balanceOf(t, t.c.USDT, t.addr("carol"))).toBe(7n);
    expect(await balanceOf(t, t.c.USDT, t.addr("platformTreasury"))).toBe(5n);
  });

  it("hashes quotes as EIP-712 typed data on its own domain", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 1n, await t.now());
    const digest = await t
      .as("deployer")
      .readContract({ address: t.c.CourseCheckout, abi, functionName: "hashQuote", args: [quote] });
    expect(digest).toBe(
      hashTypedData({
        domain: courseQuoteDomain(t.chain.id, t.c.CourseCheckout),
        types: courseQuoteTypes,
        primaryType: "Quote",
        message: quote,
      }),
    );
  });
});

describe("CourseCheckout refuses", () => {
  it("an expired quote", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    const signature = await signQuote(t, quote);
    await t.mineAt(quote.expiry + 1n);
    expect(await revertOf(pay(t, "alice", quote, signature))).toEqual({
      name: "CourseCheckoutQuoteExpired",
      args: [quote.orderId, quote.expiry],
    });
  });

  it("a quote signed by another key, a tampered quote and a malformed signature", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    expect(await revertOf(pay(t, "alice", quote, await signQuote(t, quote, devAccount("alice"))))).toEqual({
      name: "CourseCheckoutInvalidSignature",
      args: [t.addr("alice")],
    });
    const signature = await signQuote(t, quote);
    const cheaper = { ...quote, amount: 1n, platformAmount: 0n };
    const tampered = await revertOf(pay(t, "alice", cheaper, signature));
    expect(tampered.name).toBe("CourseCheckoutInvalidSignature");
    expect(tampered.args[0]).not.toBe(devAccount("quoteSigner").address);
    expect(await revertOf(pay(t, "alice", quote, toHex(new Uint8Array(65))))).toEqual({
      name: "CourseCheckoutInvalidSignature",
      args: [zeroAddress],
    });
  });

  it("a quote paid by anyone but its buyer", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    expect(await revertOf(pay(t, "bob", quote, await signQuote(t, quote)))).toEqual({
      name: "CourseCheckoutWrongBuyer",
      args: [t.addr("bob"), t.addr("alice")],
    });
  });

  it("a replayed order id, even in another token or amount", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    await t.send(pay(t, "alice", quote, await signQuote(t, quote)));
    const replay = { name: "CourseCheckoutOrderAlreadyPaid", args: [quote.orderId] };
    expect(await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).toEqual(replay);
    const other = { ...quote, buyer: t.addr("bob"), token: t.c.ICT, amount: 1n, platformAmount: 0n };
    expect(await revertOf(pay(t, "bob", other, await signQuote(t, other)))).toEqual(replay);
  });

  it("an unsupported token", async () => {
    const quote = quoteFor(t, "alice", t.c.DaoNFT, 10n, await t.now());
    expect(await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).toEqual({
      name: "CourseCheckoutUnsupportedToken",
      args: [t.c.DaoNFT],
    });
  });

  it("a zero amount, a platform part above the amount and a zero seller", async () => {
    const now = await t.now();
    const zero = quoteFor(t, "alice", t.c.USDT, 0n, now);
    expect(await revertOf(pay(t, "alice", zero, await signQuote(t, zero)))).toEqual({
      name: "CourseCheckoutZeroAmount",
      args: [zero.orderId],
    });
    const over = quoteFor(t, "alice", t.c.USDT, 10n, now, { platformAmount: 11n });
    expect(await revertOf(pay(t, "alice", over, await signQuote(t, over)))).toEqual({
      name: "CourseCheckoutInvalidSplit",
      args: [10n, 11n],
    });
    const noSeller = quoteFor(t, "alice", t.c.USDT, 10n, now, { seller: zeroAddress });
    expect(await revertOf(pay(t, "alice", noSeller, await signQuote(t, noSeller)))).toEqual({
      name: "CourseCheckoutInvalidAddress",
      args: [zeroAddress],
    });
  });

  it("a payment that arrives short because the checkout lost its fee exemption", async () => {
    const owner = t.as("deployer");
    await t.send(
      owner.writeContract({ address: t.c.ICMS, abi: icmsTokenAbi, functionName: "setTransferFee", args: [500n] }),
    );
    await t.send(
      owner.writeContract({
        address: t.c.ICMS,
        abi: icmsTokenAbi,
        functionName: "setFeeExempt",
        args: [t.c.CourseCheckout, false],
      }),
    );
    const quote = quoteFor(t, "alice", t.c.ICMS, 1000n, await t.now());
    expect(await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).toEqual({
      name: "CourseCheckoutTransferShortfall",
      args: [t.c.ICMS, 1000n, 950n],
    });
    expect(await balanceOf(t, t.c.ICMS, t.addr("carol"))).toBe(0n);
  });

  it("a buyer without the funds or the allowance (the token's own error), leaving the order unpaid", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, parseEther("2000000"), await t.now());
    expect((await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).name).toBe("ERC20InsufficientBalance");
    const read = t.as("deployer");
    expect(
      await read.readContract({ address: t.c.CourseCheckout, abi, functionName: "isPaid", args: [quote.orderId] }),
    ).toBe(false);
  });
});
