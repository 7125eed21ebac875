import fc from "fast-check";
import { maxUint256, parseEther, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { daoNftAbi, NFT_PRICE, nftSaleAbi, SALE_SPLIT_BPS, StageStatus, testUsdtAbi } from "../../src/index.js";
import { type Fixture, revertOf } from "../helpers/chain.js";
import { buy, payoutRoles, saleFixture, usdtBalance } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await saleFixture();
});
beforeEach(() => t.reset());

const abi = nftSaleAbi;
const read = () => t.as("deployer");
const RUNNING = 1n;

describe("NFTSale purchase", () => {
  it("starts with three stages: ended, running, not started", async () => {
    const r = read();
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "PRICE" })).toBe(NFT_PRICE);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "MAX_PER_PURCHASE" })).toBe(10n);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "stageCount" })).toBe(3n);
    const statuses = await Promise.all(
      [0n, 1n, 2n].map((id) => r.readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [id] })),
    );
    expect(statuses).toEqual([StageStatus.Ended, StageStatus.Running, StageStatus.NotStarted]);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "totalStock" })).toBe(6480n);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "usdt" })).toBe(t.c.USDT);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "nft" })).toBe(t.c.DaoNFT);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "nextTokenId" })).toBe(1n);
  });

  it("pays 25/15/5/5/50 to the payout wallets in the same transaction and mints the NFTs", async () => {
    const receipt = await t.send(buy(t, "alice", RUNNING, 3n, 41n));
    const paid = 3n * NFT_PRICE;
    const parts = await Promise.all(payoutRoles.map((role) => usdtBalance(t, t.addr(role))));
    expect(parts).toEqual(Object.values(SALE_SPLIT_BPS).map((bps) => (paid * BigInt(bps)) / 10_000n));
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(paid);
    expect(await usdtBalance(t, t.c.NFTSale)).toBe(0n);
    expect(await usdtBalance(t, t.addr("alice"))).toBe(parseEther("10000000") - paid);

    const r = read();
    expect(
      await r.readContract({
        address: t.c.DaoNFT,
        abi: daoNftAbi,
        functionName: "tokensOfOwner",
        args: [t.addr("alice")],
      }),
    ).toEqual([1n, 2n, 3n]);
    expect(
      await r.readContract({ address: t.c.DaoNFT, abi: daoNftAbi, functionName: "tokenInfo", args: [2n] }),
    ).toEqual({
      name: "ICMS DAO NFT",
      symbol: "ICMSDAO",
      stage: 1,
      grade: 2,
      url: "ipfs://icms-dao/stage-1.json",
    });
    const [log] = await r.getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "Purchased",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      buyer: t.addr("alice"),
      stageId: RUNNING,
      referrer: zeroAddress,
      quantity: 3n,
      firstTokenId: 1n,
      amount: paid,
      orderId: 41n,
    });
    const stage = await r.readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [RUNNING] });
    expect(stage.sold).toBe(3);
    expect(
      await r.readContract({ address: t.c.NFTSale, abi, functionName: "purchasedCount", args: [t.addr("alice")] }),
    ).toBe(3n);
    expect(await r.readContract({ address: t.c.NFTSale, abi, functionName: "nextTokenId" })).toBe(4n);
  });

  it("reports the order id each purchase names, unchecked: none, any, the same twice, another buyer's", async () => {
    const ids = [0n, 7n, 7n, maxUint256];
    const buyers = ["alice", "alice", "bob", "carol"] as const;
    const blocks = [];
    for (const [i, orderId] of ids.entries())
      blocks.push(await t.send(buy(t, buyers[i] ?? "alice", RUNNING, 1n, orderId)));
    const logs = await read().getContractEvents({
      address: t.c.NFTSale,
      abi,
      eventName: "Purchased",
      fromBlock: blocks[0]?.blockNumber,
    });
    expect(logs.map((log) => [log.args.buyer, log.args.orderId, log.args.firstTokenId])).toEqual([
      [t.addr("alice"), 0n, 1n],
      [t.addr("alice"), 7n, 2n],
      [t.addr("bob"), 7n, 3n],
      [t.addr("carol"), maxUint256, 4n],
    ]);
  });

  it("returns the first token id of the purchase", async () => {
    await t.send(buy(t, "bob", RUNNING, 2n));
    const { result } = await t
      .as("alice")
      .simulateContract({ address: t.c.NFTSale, abi, functionName: "buy", args: [RUNNING, 4n, 0n] });
    expect(result).toBe(3n);
  });

  it("sells 1 to 10 NFTs per purchase", async () => {
    for (const quantity of [0n, 11n]) {
      expect(await revertOf(buy(t, "alice", RUNNING, quantity))).toEqual({
        name: "NFTSaleInvalidQuantity",
        args: [quantity, 10n],
      });
    }
    await t.send(buy(t, "alice", RUNNING, 10n));
  });

  it("refuses outside the window: 'the event has not started or has ended'", async () => {
    expect(await revertOf(buy(t, "alice", 0n, 1n))).toEqual({
      name: "NFTSaleStageNotRunning",
      args: [0n, StageStatus.Ended],
    });
    expect(await revertOf(buy(t, "alice", 2n, 1n))).toEqual({
      name: "NFTSaleStageNotRunning",
      args: [2n, StageStatus.NotStarted],
    });
    expect(await revertOf(buy(t, "alice", 3n, 1n))).toEqual({ name: "NFTSaleUnknownStage", args: [3n] });
  });

  it("follows the clock: the running stage ends and the next one starts", async () => {
    const stage1 = await read().readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [1n] });
    const stage2 = await read().readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [2n] });
    expect(stage2.startTime).toBe(stage1.endTime);
    await t.mineAt(stage1.endTime - 100n);
    const status = (id: bigint) =>
      read().readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [id] });
    expect([await status(1n), await status(2n)]).toEqual([StageStatus.Running, StageStatus.NotStarted]);
    await t.mineAt(stage1.endTime);
    expect([await status(1n), await status(2n)]).toEqual([StageStatus.Ended, StageStatus.Running]);
    expect(await revertOf(buy(t, "alice", 1n, 1n))).toEqual({
      name: "NFTSaleStageNotRunning",
      args: [1n, StageStatus.Ended],
    });
    await t.send(buy(t, "alice", 2n, 1n));
  });

  it("never sells more than a stage's stock, and a sold-out stage has ended", async () => {
    const s = await read().readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [RUNNING] });
    await t.send(
      t.as("deployer").writeContract({
        address: t.c.NFTSale,
        abi,
        functionName: "updateStage",
        args: [RUNNING, s.startTime, s.endTime, 5],
      }),
    );
    await t.send(buy(t, "alice", RUNNING, 4n));
    expect(await revertOf(buy(t, "bob", RUNNING, 2n))).toEqual({
      name: "NFTSaleInsufficientStock",
      args: [RUNNING, 1n, 2n],
    });
    await t.send(buy(t, "bob", RUNNING, 1n));
    expect(await read().readContract({ address: t.c.NFTSale, abi, functionName: "stageStatus", args: [RUNNING] })).toBe(
      StageStatus.Ended,
    );
    expect(await revertOf(buy(t, "carol", RUNNING, 1n))).toEqual({
      name: "NFTSaleStageNotRunning",
      args: [RUNNING, StageStatus.Ended],
    });
  });

  it("needs the USDT allowance and balance", async () => {
    const usdt = { address: t.c.USDT, abi: testUsdtAbi } as const;
    await t.send(
      t.as("alice").writeContract({ ...usdt, functionName: "approve", args: [t.c.NFTSale, NFT_PRICE - 1n] }),
    );
    expect(await revertOf(buy(t, "alice", RUNNING, 1n))).toEqual({
      // the first four parts go through; the 50% liquidity part finds one wei missing
      name: "ERC20InsufficientAllowance",
      args: [t.c.NFTSale, NFT_PRICE / 2n - 1n, NFT_PRICE / 2n],
    });
    await t.send(t.as("dave").writeContract({ ...usdt, functionName: "approve", args: [t.c.NFTSale, NFT_PRICE] }));
    expect(await revertOf(buy(t, "dave", RUNNING, 1n))).toEqual({
      name: "ERC20InsufficientBalance",
      args: [t.addr("dave"), 0n, (NFT_PRICE * 2500n) / 10_000n],
    });
  });

  it("keeps every invariant over random purchase sequences", async () => {
    const roles = ["alice", "bob", "carol"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ buyer: fc.constantFrom(...roles), quantity: fc.integer({ min: 1, max: 10 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (purchases) => {
          await t.reset();
          let sold = 0n;
          for (const { buyer, quantity } of purchases) {
            await t.send(buy(t, buyer, RUNNING, BigInt(quantity)));
            sold += BigInt(quantity);
          }
          const parts = await Promise.all(payoutRoles.map((role) => usdtBalance(t, t.addr(role))));
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(sold * NFT_PRICE);
          expect(await usdtBalance(t, t.c.NFTSale)).toBe(0n);
          const r = read();
          expect(await r.readContract({ address: t.c.DaoNFT, abi: daoNftAbi, functionName: "totalSupply" })).toBe(sold);
          const stage = await r.readContract({ address: t.c.NFTSale, abi, functionName: "getStage", args: [RUNNING] });
          expect(BigInt(stage.sold)).toBe(sold);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("NFTSale split", () => {
  it("previewSplit: the five parts always add up to the amount", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 10n ** 40n }), async (amount) => {
        const parts = await read().readContract({
          address: t.c.NFTSale,
          abi,
          functionName: "previewSplit",
          args: [amount],
        });
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
        const bps = Object.values(SALE_SPLIT_BPS);
        for (let i = 0; i < 4; i++) expect(parts[i]).toBe((amount * BigInt(bps[i] ?? 0)) / 10_000n);
      }),
      { numRuns: 200 },
    );
  });
});
