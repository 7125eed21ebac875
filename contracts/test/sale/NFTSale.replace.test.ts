/**
 * Moving from a deployed sale to a new one (docs/dao.md, "Moving to a new sale"): the new sale
 * numbers on from the old one's next token id, becomes the NFT's minter, and the old one stops.
 */
import { type Address, maxUint256 } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { daoNftAbi, NFT_MAX_SUPPLY, NFT_NAME, NFT_SYMBOL, nftSaleAbi, testUsdtAbi } from "../../src/index.js";
import { bytecodeOf, type Fixture, revertOf } from "../helpers/chain.js";
import { buy, saleFixture } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await saleFixture();
});

const RUNNING = 1n;

describe("NFTSale replaced by a new sale", () => {
  it("continues the token ids and the stage's remaining stock; the old sale can no longer sell", async () => {
    const owner = t.as("deployer");
    const old = { address: t.c.NFTSale, abi: nftSaleAbi } as const;
    await t.send(buy(t, "alice", RUNNING, 3n));
    const next = await owner.readContract({ ...old, functionName: "nextTokenId" });
    const wallets = await owner.readContract({ ...old, functionName: "payoutWallets" });
    const stage = await owner.readContract({ ...old, functionName: "getStage", args: [RUNNING] });

    const deployed = await t.send(
      owner.deployContract({
        abi: nftSaleAbi,
        bytecode: bytecodeOf("NFTSale"),
        args: [
          t.addr("deployer"),
          t.c.USDT,
          t.c.DaoNFT,
          NFT_NAME,
          NFT_SYMBOL,
          NFT_MAX_SUPPLY - (next - 1n),
          next,
          wallets,
        ],
      }),
    );
    const sale = deployed.contractAddress as Address;
    const nft = { address: t.c.DaoNFT, abi: daoNftAbi } as const;
    await t.send(owner.writeContract({ ...nft, functionName: "setMinter", args: [sale, true] }));
    await t.send(owner.writeContract({ ...nft, functionName: "setMinter", args: [t.c.NFTSale, false] }));
    await t.send(
      owner.writeContract({
        address: sale,
        abi: nftSaleAbi,
        functionName: "addStage",
        args: [stage.startTime, stage.endTime, stage.stock - stage.sold, stage.grade, stage.url],
      }),
    );
    expect(await owner.readContract({ address: sale, abi: nftSaleAbi, functionName: "nextTokenId" })).toBe(next);

    const bob = t.as("bob");
    await t.send(
      bob.writeContract({ address: t.c.USDT, abi: testUsdtAbi, functionName: "approve", args: [sale, maxUint256] }),
    );
    const bought = await t.send(
      bob.writeContract({ address: sale, abi: nftSaleAbi, functionName: "buy", args: [0n, 2n, 9n] }),
    );
    const [log] = await owner.getContractEvents({
      address: sale,
      abi: nftSaleAbi,
      eventName: "Purchased",
      blockHash: bought.blockHash,
    });
    expect(log?.args).toMatchObject({ buyer: t.addr("bob"), firstTokenId: next, quantity: 2n, orderId: 9n });
    expect(await owner.readContract({ ...nft, functionName: "tokensOfOwner", args: [t.addr("bob")] })).toEqual([
      next,
      next + 1n,
    ]);
    expect(await revertOf(buy(t, "alice", RUNNING, 1n))).toEqual({
      name: "DaoNFTUnauthorizedMinter",
      args: [t.c.NFTSale],
    });
  });
});
