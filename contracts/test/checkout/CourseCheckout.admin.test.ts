import { zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devAccount } from "../../src/chain/dev-roles.js";
import { courseCheckoutAbi } from "../../src/index.js";
import { bytecodeOf, type Fixture, revertOf } from "../helpers/chain.js";
import { balanceOf, checkoutFixture, pay, quoteFor, refund, signQuote } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await checkoutFixture();
});
beforeEach(() => t.reset());

const abi = courseCheckoutAbi;
const admin = (
  functionName: "setSigner" | "setTreasury",
  arg: `0x${string}`,
  role: "deployer" | "alice" = "deployer",
) => t.as(role).writeContract({ address: t.c.CourseCheckout, abi, functionName, args: [arg] });
const read = <F extends "signer" | "treasury">(functionName: F) =>
  t.as("deployer").readContract({ address: t.c.CourseCheckout, abi, functionName });

describe("CourseCheckout administration", () => {
  it("starts with the configured signer, treasury and tokens", async () => {
    expect(await read("signer")).toBe(devAccount("quoteSigner").address);
    expect(await read("treasury")).toBe(devAccount("platformTreasury").address);
    for (const token of [t.c.USDT, t.c.ICT, t.c.ICMS]) {
      expect(
        await t
          .as("deployer")
          .readContract({ address: t.c.CourseCheckout, abi, functionName: "isTokenSupported", args: [token] }),
      ).toBe(true);
    }
  });

  it("rotates the signer: quotes of the previous one are refused", async () => {
    await t.send(admin("setSigner", t.addr("dave")));
    expect(await read("signer")).toBe(t.addr("dave"));
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    expect((await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).name).toBe(
      "CourseCheckoutInvalidSignature",
    );
    await t.send(pay(t, "alice", quote, await signQuote(t, quote, devAccount("dave"))));
  });

  it("moves the treasury: new platform parts go there", async () => {
    await t.send(admin("setTreasury", t.addr("dave")));
    const quote = quoteFor(t, "alice", t.c.USDT, 100n, await t.now());
    await t.send(pay(t, "alice", quote, await signQuote(t, quote)));
    expect(await balanceOf(t, t.c.USDT, t.addr("dave"))).toBe(10n);
  });

  it("stops accepting a token", async () => {
    const args = [t.c.ICT, false] as const;
    await t.send(
      t.as("deployer").writeContract({ address: t.c.CourseCheckout, abi, functionName: "setTokenSupported", args }),
    );
    const quote = quoteFor(t, "alice", t.c.ICT, 10n, await t.now());
    expect((await revertOf(pay(t, "alice", quote, await signQuote(t, quote)))).name).toBe(
      "CourseCheckoutUnsupportedToken",
    );
  });

  it("pauses payments and refunds", async () => {
    const quote = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    await t.send(pay(t, "alice", quote, await signQuote(t, quote)));
    const owner = t.as("deployer");
    await t.send(owner.writeContract({ address: t.c.CourseCheckout, abi, functionName: "pause" }));
    const next = quoteFor(t, "alice", t.c.USDT, 10n, await t.now());
    expect((await revertOf(pay(t, "alice", next, await signQuote(t, next)))).name).toBe("EnforcedPause");
    expect((await revertOf(refund(t, "carol", quote.orderId))).name).toBe("EnforcedPause");
    await t.send(owner.writeContract({ address: t.c.CourseCheckout, abi, functionName: "unpause" }));
    await t.send(refund(t, "carol", quote.orderId));
  });

  it("refuses zero addresses and callers other than the owner", async () => {
    const invalid = { name: "CourseCheckoutInvalidAddress", args: [zeroAddress] };
    expect(await revertOf(admin("setSigner", zeroAddress))).toEqual(invalid);
    expect(await revertOf(admin("setTreasury", zeroAddress))).toEqual(invalid);
    const args = [zeroAddress, true] as const;
    expect(
      await revertOf(
        t.as("deployer").writeContract({ address: t.c.CourseCheckout, abi, functionName: "setTokenSupported", args }),
      ),
    ).toEqual(invalid);
    // Each call starts only when its refusal is awaited: a call started early rejects unhandled.
    for (const call of [
      () => admin("setSigner", t.addr("alice"), "alice"),
      () => admin("setTreasury", t.addr("alice"), "alice"),
      () => t.as("alice").writeContract({ address: t.c.CourseCheckout, abi, functionName: "pause" }),
      () => t.as("alice").writeContract({ address: t.c.CourseCheckout, abi, functionName: "unpause" }),
      () =>
        t.as("alice").writeContract({
          address: t.c.CourseCheckout,
          abi,
          functionName: "setTokenSupported",
          args: [t.c.ICT, false],
        }),
    ]) {
      expect((await revertOf(call())).name).toBe("OwnableUnauthorizedAccount");
    }
  });

  it("refuses a zero signer or treasury at deployment", async () => {
    const deployer = t.as("deployer");
    const deploy = (signer: `0x${string}`, treasury: `0x${string}`) =>
      deployer.deployContract({
        abi,
        bytecode: bytecodeOf("CourseCheckout"),
        args: [t.addr("deployer"), signer, treasury, [t.c.USDT]],
      });
    const invalid = { name: "CourseCheckoutInvalidAddress", args: [zeroAddress] };
    expect(await revertOf(deploy(zeroAddress, t.addr("dave")))).toEqual(invalid);
    expect(await revertOf(deploy(t.addr("dave"), zeroAddress))).toEqual(invalid);
  });
});
