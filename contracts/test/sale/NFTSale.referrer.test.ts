import { zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nftSaleAbi } from "../../src/index.js";
import { type DevRole, type Fixture, revertOf } from "../helpers/chain.js";
import { buy, saleFixture } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await saleFixture();
});
beforeEach(() => t.reset());

const abi = nftSaleAbi;
const bind = (role: DevRole, referrer: `0x${string}`) =>
  t.as(role).writeContract({ address: t.c.NFTSale, abi, functionName: "bindReferrer", args: [referrer] });
const referrerOf = (role: DevRole) =>
  t.as(role).readContract({ address: t.c.NFTSale, abi, functionName: "referrerOf", args: [t.addr(role)] });

describe("NFTSale referrers", () => {
  it("binds a referrer once and reports it with every later purchase", async () => {
    expect(await referrerOf("bob")).toBe(zeroAddress);
    const bound = await t.send(bind("bob", t.addr("alice")));
    const [event] = await t
      .as("bob")
      .getContractEvents({ address: t.c.NFTSale, abi, eventName: "ReferrerBound", blockHash: bound.blockHash });
    expect(event?.args).toEqual({ account: t.addr("bob"), referrer: t.addr("alice") });
    expect(await referrerOf("bob")).toBe(t.addr("alice"));

    const bought = await t.send(buy(t, "bob", 1n, 2n));
    const [purchase] = await t.as("bob").getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "Purchased",
      args: { referrer: t.addr("alice") },
      blockHash: bought.blockHash,
    });
    expect(purchase?.args.buyer).toBe(t.addr("bob"));
    expect(purchase?.args.quantity).toBe(2n);
  });

  it("refuses a second referrer, the zero address and oneself", async () => {
    await t.send(bind("bob", t.addr("alice")));
    expect(await revertOf(bind("bob", t.addr("carol")))).toEqual({
      name: "NFTSaleReferrerAlreadyBound",
      args: [t.addr("bob"), t.addr("alice")],
    });
    expect(await revertOf(bind("carol", zeroAddress))).toEqual({ name: "NFTSaleInvalidReferrer", args: [zeroAddress] });
    expect(await revertOf(bind("carol", t.addr("carol")))).toEqual({
      name: "NFTSaleInvalidReferrer",
      args: [t.addr("carol")],
    });
  });
});
