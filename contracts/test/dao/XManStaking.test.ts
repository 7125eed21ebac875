import { maxUint256 } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { daoNftAbi, nftSaleAbi, testUsdtAbi, xManStakingAbi } from "../../src/index.js";
import { type DevRole, type Fixture, revertOf } from "../helpers/chain.js";
import { deployFixture } from "../helpers/chain.js";

let t: Fixture;
// alice holds DAO NFTs 1-12, bob 13-14, all approved for the staking contract
beforeAll(async () => {
  t = await deployFixture();
  const grants: [DevRole, bigint][] = [
    ["alice", 10n],
    ["alice", 2n],
    ["bob", 2n],
  ];
  for (const [role, quantity] of grants) {
    const me = t.as(role);
    await t.send(
      t.as("deployer").writeContract({
        address: t.c.USDT,
        abi: testUsdtAbi,
        functionName: "mint",
        args: [t.addr(role), quantity * 1500n * 10n ** 18n],
      }),
    );
    await t.send(
      me.writeContract({
        address: t.c.USDT,
        abi: testUsdtAbi,
        functionName: "approve",
        args: [t.c.NFTSale, maxUint256],
      }),
    );
    await t.send(
      me.writeContract({ address: t.c.NFTSale, abi: nftSaleAbi, functionName: "buy", args: [1n, quantity, 0n] }),
    );
    await t.send(
      me.writeContract({
        address: t.c.DaoNFT,
        abi: daoNftAbi,
        functionName: "setApprovalForAll",
        args: [t.c.XManStaking, true],
      }),
    );
  }
  await t.checkpoint();
});
beforeEach(() => t.reset());

const abi = xManStakingAbi;
const stake = (role: DevRole, ids: bigint[]) =>
  t.as(role).writeContract({ address: t.c.XManStaking, abi, functionName: "stake", args: [ids] });
const unstake = (role: DevRole, ids: bigint[]) =>
  t.as(role).writeContract({ address: t.c.XManStaking, abi, functionName: "unstake", args: [ids] });
const view = <F extends "isMember" | "stakedCount" | "stakedTokensOf">(functionName: F, role: DevRole) =>
  t
    .as("deployer")
    .readContract({ address: t.c.XManStaking, abi, functionName, args: [t.addr(role)] } as never) as Promise<
    F extends "isMember" ? boolean : F extends "stakedCount" ? bigint : readonly bigint[]
  >;
const countAt = (role: DevRole, block: bigint) =>
  t
    .as("deployer")
    .readContract({ address: t.c.XManStaking, abi, functionName: "stakedCountAt", args: [t.addr(role), block] });
const ownerOf = (id: bigint) =>
  t.as("deployer").readContract({ address: t.c.DaoNFT, abi: daoNftAbi, functionName: "ownerOf", args: [id] });

describe("XManStaking", () => {
  it("makes a wallet a DAO member while it has an NFT staked", async () => {
    expect(await view("isMember", "alice")).toBe(false);
    const receipt = await t.send(stake("alice", [3n, 1n]));
    expect(await view("isMember", "alice")).toBe(true);
    expect(await view("stakedCount", "alice")).toBe(2n);
    expect(await view("stakedTokensOf", "alice")).toEqual([3n, 1n]);
    expect(await ownerOf(3n)).toBe(t.c.XManStaking);
    const [log] = await t
      .as("alice")
      .getContractEvents({ address: t.c.XManStaking, abi, eventName: "Staked", blockHash: receipt.blockHash });
    expect(log?.args).toEqual({ account: t.addr("alice"), tokenIds: [3n, 1n], stakedCount: 2n });

    const out = await t.send(unstake("alice", [1n, 3n]));
    expect(await view("isMember", "alice")).toBe(false);
    expect(await ownerOf(1n)).toBe(t.addr("alice"));
    const [unstaked] = await t
      .as("alice")
      .getContractEvents({ address: t.c.XManStaking, abi, eventName: "Unstaked", blockHash: out.blockHash });
    expect(unstaked?.args).toEqual({ account: t.addr("alice"), tokenIds: [1n, 3n], stakedCount: 0n });
  });

  it("takes 1 to 10 token ids per call", async () => {
    const ids = Array.from({ length: 11 }, (_, i) => BigInt(i + 1));
    expect(await revertOf(stake("alice", []))).toEqual({ name: "XManStakingInvalidBatchSize", args: [0n, 10n] });
    expect(await revertOf(stake("alice", ids))).toEqual({ name: "XManStakingInvalidBatchSize", args: [11n, 10n] });
    expect(await revertOf(unstake("alice", []))).toEqual({ name: "XManStakingInvalidBatchSize", args: [0n, 10n] });
    expect(await revertOf(unstake("alice", ids))).toEqual({ name: "XManStakingInvalidBatchSize", args: [11n, 10n] });
    await t.send(stake("alice", ids.slice(0, 10)));
    expect(await view("stakedCount", "alice")).toBe(10n);
  });

  it("refuses to stake NFTs the caller does not own or has not approved", async () => {
    expect(await revertOf(stake("bob", [1n]))).toEqual({
      name: "ERC721IncorrectOwner",
      args: [t.addr("bob"), 1n, t.addr("alice")],
    });
    await t.send(
      t.as("bob").writeContract({
        address: t.c.DaoNFT,
        abi: daoNftAbi,
        functionName: "setApprovalForAll",
        args: [t.c.XManStaking, false],
      }),
    );
    expect(await revertOf(stake("bob", [13n]))).toEqual({
      name: "ERC721InsufficientApproval",
      args: [t.c.XManStaking, 13n],
    });
  });

  it("gives NFTs back only to the wallet that staked them", async () => {
    await t.send(stake("alice", [1n]));
    expect(await revertOf(unstake("bob", [1n]))).toEqual({ name: "XManStakingNotStaked", args: [t.addr("bob"), 1n] });
    expect(await revertOf(unstake("alice", [2n]))).toEqual({
      name: "XManStakingNotStaked",
      args: [t.addr("alice"), 2n],
    });
  });

  it("refuses a direct safe transfer of an NFT to the contract", async () => {
    const call = t.as("alice").writeContract({
      address: t.c.DaoNFT,
      abi: daoNftAbi,
      functionName: "safeTransferFrom",
      args: [t.addr("alice"), t.c.XManStaking, 1n],
    });
    expect(await revertOf(call)).toEqual({ name: "ERC721InvalidReceiver", args: [t.c.XManStaking] });
  });

  it("reads staked counts at past blocks for vote snapshots", async () => {
    const b1 = (await t.send(stake("alice", [1n, 2n, 3n]))).blockNumber;
    const b2 = (await t.send(stake("bob", [13n]))).blockNumber;
    const b3 = (await t.send(unstake("alice", [2n]))).blockNumber;
    await t.mine(2);
    const b4 = (await t.send(stake("alice", [4n, 5n]))).blockNumber;
    await t.mine();
    expect(await countAt("alice", b1 - 1n)).toBe(0n);
    expect(await countAt("alice", b1)).toBe(3n);
    expect(await countAt("alice", b2)).toBe(3n);
    expect(await countAt("alice", b3)).toBe(2n);
    expect(await countAt("alice", b3 + 1n)).toBe(2n);
    expect(await countAt("alice", b4)).toBe(4n);
    expect(await countAt("bob", b1)).toBe(0n);
    expect(await countAt("bob", b4)).toBe(1n);
    expect(await t.as("deployer").readContract({ address: t.c.XManStaking, abi, functionName: "totalStaked" })).toBe(
      5n,
    );
  });

  it("reads the latest mined block and refuses blocks after it", async () => {
    const latest = (await t.send(stake("alice", [1n]))).blockNumber;
    expect(await countAt("alice", latest)).toBe(1n);
    expect(await revertOf(countAt("alice", latest + 1n))).toEqual({
      name: "XManStakingFutureLookup",
      args: [latest + 1n, latest],
    });
  });

  it("names the staked NFT contract", async () => {
    expect(await t.as("deployer").readContract({ address: t.c.XManStaking, abi, functionName: "nft" })).toBe(
      t.c.DaoNFT,
    );
    expect(await t.as("deployer").readContract({ address: t.c.XManStaking, abi, functionName: "MAX_BATCH" })).toBe(10n);
  });
});
