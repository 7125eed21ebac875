import { type Address, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NFT_PRICE, nftSaleAbi, StageStatus } from "../../src/index.js";
import { type Fixture, revertOf } from "../helpers/chain.js";
import { buy, payoutRoles, saleFixture, usdtBalance } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await saleFixture();
});
beforeEach(() => t.reset());

const abi = nftSaleAbi;
const owner = () => t.as("deployer");
const stageOf = (id: bigint) =>
  owner().readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [id] });
const addStage = (start: bigint, end: bigint, stock: number, role: "deployer" | "bob" = "deployer") =>
  t
    .as(role)
    .writeContract({ address: t.c.NFTSale, abi, functionName: "addStage", args: [start, end, stock, 4, "ipfs://s3"] });
const updateStage = (id: bigint, start: bigint, end: bigint, stock: number, role: "deployer" | "bob" = "deployer") =>
  t.as(role).writeContract({ address: t.c.NFTSale, abi, functionName: "updateStage", args: [id, start, end, stock] });

describe("NFTSale stages", () => {
  it("adds a stage within the NFT supply and emits StageAdded", async () => {
    const now = await t.now();
    // the three dev stages already take all 6480 NFTs
    expect(await revertOf(addStage(now, now + 10n, 1))).toEqual({ name: "NFTSaleInvalidStock", args: [1n] });
    const s2 = await stageOf(2n);
    await t.send(updateStage(2n, s2.startTime, s2.endTime, 2000));
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "totalStock" })).toBe(5480n);
    const receipt = await t.send(addStage(now, now + 100n, 1000));
    const [log] = await owner().getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "StageAdded",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      stageId: 3n,
      startTime: now,
      endTime: now + 100n,
      stock: 1000,
      grade: 4,
      url: "ipfs://s3",
    });
    expect(await stageOf(3n)).toEqual({
      startTime: now,
      endTime: now + 100n,
      stock: 1000,
      sold: 0,
      grade: 4,
      url: "ipfs://s3",
    });
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [3n] })).toBe(
      StageStatus.Running,
    );
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "stageCount" })).toBe(4n);
  });

  it("refuses an empty window, a zero stock and callers other than the owner", async () => {
    const now = await t.now();
    expect(await revertOf(addStage(now, now, 1))).toEqual({ name: "NFTSaleInvalidWindow", args: [now, now] });
    expect(await revertOf(addStage(now, now + 1n, 0))).toEqual({ name: "NFTSaleInvalidStock", args: [0n] });
    expect(await revertOf(addStage(now, now + 1n, 1, "bob"))).toEqual({
      name: "OwnableUnauthorizedAccount",
      args: [t.addr("bob")],
    });
  });

  it("updates a stage's window and stock, never below what it sold or above the supply", async () => {
    const s = await stageOf(1n);
    await t.send(buy(t, "alice", 1n, 3n));
    expect(await revertOf(updateStage(1n, s.startTime, s.endTime, 2))).toEqual({
      name: "NFTSaleInvalidStock",
      args: [2n],
    });
    expect(await revertOf(updateStage(1n, s.startTime, s.endTime, 3001))).toEqual({
      name: "NFTSaleInvalidStock",
      args: [3001n],
    });
    expect(await revertOf(updateStage(1n, s.endTime, s.startTime, 3))).toEqual({
      name: "NFTSaleInvalidWindow",
      args: [s.endTime, s.startTime],
    });
    expect(await revertOf(updateStage(9n, s.startTime, s.endTime, 3))).toEqual({
      name: "NFTSaleUnknownStage",
      args: [9n],
    });
    expect(await revertOf(updateStage(1n, s.startTime, s.endTime, 3, "bob"))).toEqual({
      name: "OwnableUnauthorizedAccount",
      args: [t.addr("bob")],
    });
    const receipt = await t.send(updateStage(1n, s.startTime, s.endTime + 5n, 3));
    const [log] = await owner().getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "StageUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({ stageId: 1n, startTime: s.startTime, endTime: s.endTime + 5n, stock: 3 });
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [1n] })).toBe(
      StageStatus.Ended,
    );
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "totalStock" })).toBe(3483n);
  });

  it("refuses unknown stages in reads", async () => {
    const missing = { name: "NFTSaleUnknownStage", args: [3n] };
    expect(await revertOf(stageOf(3n))).toEqual(missing);
    expect(
      await revertOf(owner().readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [3n] })),
    ).toEqual(missing);
  });
});

describe("NFTSale payout wallets", () => {
  const wallets = (): readonly [Address, Address, Address, Address, Address] => [
    t.addr("dave"),
    t.addr("icmsMaintenance"),
    t.addr("icmsDaoDividend"),
    t.addr("icmsLiquidityFloor"),
    t.addr("ictBuyback"),
  ];
  const setWallets = (
    w: readonly [Address, Address, Address, Address, Address],
    role: "deployer" | "bob" = "deployer",
  ) => t.as(role).writeContract({ address: t.c.NFTSale, abi, functionName: "setPayoutWallets", args: [w] });

  it("starts with the configured wallets", async () => {
    expect(await owner().readContract({ address: t.c.NFTSale, abi, functionName: "payoutWallets" })).toEqual(
      payoutRoles.map((r) => t.addr(r)),
    );
  });

  it("pays new wallets once the owner changes them", async () => {
    const receipt = await t.send(setWallets(wallets()));
    const [log] = await owner().getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "PayoutWalletsUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args.wallets).toEqual(wallets());
    await t.send(buy(t, "alice", 1n, 2n));
    expect(await usdtBalance(t, t.addr("dave"))).toBe((2n * NFT_PRICE) / 4n);
    expect(await usdtBalance(t, t.addr("ictBuyback"))).toBe(NFT_PRICE);
    expect(await usdtBalance(t, t.addr("saleTechnology"))).toBe(0n);
  });

  it("refuses a zero wallet and callers other than the owner", async () => {
    const [a, b, c, d] = wallets();
    expect(await revertOf(setWallets([a, b, c, d, zeroAddress]))).toEqual({
      name: "NFTSaleInvalidWallet",
      args: [zeroAddress],
    });
    expect(await revertOf(setWallets(wallets(), "bob"))).toEqual({
      name: "OwnableUnauthorizedAccount",
      args: [t.addr("bob")],
    });
  });
});
