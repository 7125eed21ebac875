/**
 * The split arithmetic as a property: for any amount, platform rate and token (the fee tokens with
 * their transfer fee on), the buyer pays exactly the amount, the treasury gets exactly the quoted
 * platform part, the seller the rest, nothing stays in the checkout, and a refund undoes it all.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { icmsTokenAbi } from "../../src/index.js";
import type { Fixture } from "../helpers/chain.js";
import { balanceOf, checkoutFixture, FUNDS, pay, quoteFor, refund, signQuote } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await checkoutFixture();
  const owner = t.as("deployer");
  for (const token of [t.c.ICMS, t.c.ICT]) {
    await t.send(
      owner.writeContract({ address: token, abi: icmsTokenAbi, functionName: "setTransferFee", args: [1000n] }),
    );
  }
  await t.checkpoint();
});

describe("CourseCheckout split", () => {
  it("moves exactly the quoted parts and refunds them exactly", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: FUNDS }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2 }),
        async (amount, bps, tokenIndex) => {
          await t.reset();
          const token = [t.c.USDT, t.c.ICT, t.c.ICMS][tokenIndex] as `0x${string}`;
          const platformAmount = (amount * BigInt(bps)) / 10_000n;
          const quote = quoteFor(t, "bob", token, amount, await t.now(), { platformAmount });
          const who = [t.addr("bob"), t.addr("carol"), t.addr("platformTreasury"), t.c.CourseCheckout] as const;
          const before = await Promise.all(who.map((w) => balanceOf(t, token, w)));
          await t.send(pay(t, "bob", quote, await signQuote(t, quote)));
          const after = await Promise.all(who.map((w) => balanceOf(t, token, w)));
          expect(after.map((b, i) => b - (before[i] as bigint))).toEqual([
            -amount,
            amount - platformAmount,
            platformAmount,
            0n,
          ]);
          await t.send(refund(t, "carol", quote.orderId));
          expect(await Promise.all(who.map((w) => balanceOf(t, token, w)))).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });
});
