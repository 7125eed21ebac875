import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  daoNftAbi,
  type DevChain,
  dragonNftAbi,
  nftSaleAbi,
  readAddressesFile,
  rewardVaultAbi,
  StageStatus,
  startDevChain,
  testUsdtAbi,
  xManStakingAbi,
} from "../../src/index.js";

const dir = mkdtempSync(path.join(tmpdir(), "icms-devchain-"));
let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain({ port: 0, addressesFile: path.join(dir, "addresses.json") });
});
afterAll(async () => {
  await chain?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("startDevChain", () => {
  // How long the start takes is a figure for a bench, not a unit test's assertion (it swings on a shared machine).
  it("serves chain 97 over HTTP JSON-RPC with everything deployed", async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createPublicClient({ chain: chain.chain, transport: http() });
    expect(await client.getChainId()).toBe(97);
    expect(await readAddressesFile(path.join(dir, "addresses.json"))).toEqual(chain.addresses);
    const c = chain.addresses.contracts;
    expect(
      await client.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "stageStatus", args: [1n] }),
    ).toBe(StageStatus.Running);
    const signer = await client.readContract({ address: c.RewardVault, abi: rewardVaultAbi, functionName: "signer" });
    expect(signer).toBe(privateKeyToAccount(chain.operatorKeys.withdrawSigner).address);
  });

  it("hands out funded demo accounts with their development keys", async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const c = chain.addresses.contracts;
    expect(chain.demoAccounts.map((a) => a.name)).toEqual(["alice", "bob", "carol", "dave"]);
    for (const account of chain.demoAccounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
      expect(await client.getBalance({ address: account.address })).toBeGreaterThan(0n);
      const usdt = await client.readContract({
        address: c.USDT,
        abi: testUsdtAbi,
        functionName: "balanceOf",
        args: [account.address],
      });
      expect(usdt).toBeGreaterThan(0n);
    }
    const [alice, bob, carol, dave] = chain.demoAccounts.map((a) => a.address) as [
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
    ];
    const isMember = (who: `0x${string}`) =>
      client.readContract({ address: c.XManStaking, abi: xManStakingAbi, functionName: "isMember", args: [who] });
    expect([await isMember(alice), await isMember(bob), await isMember(carol), await isMember(dave)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(
      await client.readContract({ address: c.DaoNFT, abi: daoNftAbi, functionName: "tokensOfOwner", args: [alice] }),
    ).toEqual([3n]);
    expect(
      await client.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "referrerOf", args: [bob] }),
    ).toBe(alice);
    expect(
      await client.readContract({ address: c.Dragon1, abi: dragonNftAbi, functionName: "userTokenIds", args: [alice] }),
    ).toEqual([1n, 2n]);
  });
});

describe("startDevChain with history", () => {
  it("makes the demo state days back, then sets the chain's clock to now", async () => {
    const days = 3;
    const before = Math.floor(Date.now() / 1000);
    const past = await startDevChain({ port: 0, historyDays: days });
    try {
      const client = createPublicClient({ transport: http(past.rpcUrl) });
      const staked = await client.getContractEvents({
        address: past.addresses.contracts.XManStaking,
        abi: xManStakingAbi,
        eventName: "Staked",
        fromBlock: 0n,
      });
      expect(staked.length).toBeGreaterThan(0);
      for (const event of staked) {
        const block = await client.getBlock({ blockNumber: event.blockNumber });
        expect(Number(block.timestamp)).toBeLessThan(before - (days * 86_400 - 600));
      }
      const head = await client.getBlock({ blockTag: "latest" });
      expect(Number(head.timestamp)).toBeGreaterThanOrEqual(before);
      expect(
        await client.readContract({
          address: past.addresses.contracts.NFTSale,
          abi: nftSaleAbi,
          functionName: "stageStatus",
          args: [1n],
        }),
      ).toBe(StageStatus.Running);
    } finally {
      await past.stop();
    }
  });
});
