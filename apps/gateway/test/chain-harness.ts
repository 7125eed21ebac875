/**
 * The local dev chain for gateway tests: every contract deployed and the demo users seeded
 * (alice and carol staked, bob holding NFT 4, dave holding none), the addresses file written,
 * wallets that act through the in-process provider (so they keep working while the HTTP server
 * is down), and the chain's own view of the indexed events to compare tables with.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  courseCheckoutAbi,
  DEV_RUNNING_STAGE,
  type DevChain,
  daoNftAbi,
  nftSaleAbi,
  providerTransport,
  rewardVaultAbi,
  serveProvider,
  startDevChain,
  testUsdtAbi,
  xManStakingAbi,
} from "@icms/contracts";
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  type Hex,
  parseEther,
  publicActions,
  toEventSelector,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { EVENT_TOPICS, watchedContracts } from "../src/chain/followed-events.js";
import { type Indexer, type IndexerLog, startIndexer } from "../src/chain/indexer.js";
import type { Db } from "../src/db/db.js";

export const silentLog: IndexerLog = { info() {}, warn() {} };

type DemoName = "alice" | "bob" | "carol" | "dave";

export interface TestChain {
  chain: DevChain;
  addressesFile: string;
  /** Env settings that point a gateway at this chain. */
  env: Record<string, string>;
  account(name: DemoName): ReturnType<typeof privateKeyToAccount>;
  stake(name: DemoName, tokenIds: bigint[]): Promise<void>;
  unstake(name: DemoName, tokenIds: bigint[]): Promise<void>;
  /** Moves a DAO NFT `from` holds (not staked) to `to`'s wallet. */
  transfer(from: DemoName, to: DemoName, tokenId: bigint): Promise<void>;
  /** Buys `quantity` NFTs (approving USDT and the staking contract first); answers the first token id. */
  buy(name: DemoName, quantity: bigint): Promise<bigint>;
  blockNumber(): Promise<number>;
  /** How many logs of each indexed event the chain holds. */
  eventCounts(): Promise<Record<string, number>>;
  /** Closes the JSON-RPC server (the chain itself keeps running in-process). */
  stopRpc(): Promise<void>;
  /** Serves the chain again on the same port. */
  startRpc(): Promise<void>;
  /** An indexer on `db` for this chain, polling fast. */
  indexer(db: Db, options?: { maxBlocksPerRange?: number; backoffMaxMs?: number; rpcUrl?: string }): Indexer;
  stop(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const dir = mkdtempSync(join(tmpdir(), "icms-chain-"));
  const addressesFile = join(dir, "addresses.json");
  const chain = await startDevChain({ port: 0, addressesFile });
  const transport = providerTransport(chain.provider);
  const c = chain.addresses.contracts;
  const reader = createPublicClient({ transport, chain: chain.chain });
  const port = Number(new URL(chain.rpcUrl).port);
  let server: { close(): Promise<void> } | undefined = { close: () => chain.stop() };

  const account = (name: DemoName) => {
    const demo = chain.demoAccounts.find((a) => a.name === name);
    if (!demo) throw new Error(`no demo account ${name}`);
    return privateKeyToAccount(demo.privateKey);
  };
  const wallet = (name: DemoName) =>
    createWalletClient({ account: account(name), transport, chain: chain.chain }).extend(publicActions);
  const send = async (name: DemoName, hash: Promise<Hex>) => {
    const receipt = await wallet(name).waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error("transaction reverted");
    return receipt;
  };
  const staking = (name: DemoName, functionName: "stake" | "unstake", tokenIds: bigint[]) =>
    send(
      name,
      wallet(name).writeContract({ address: c.XManStaking, abi: xManStakingAbi, functionName, args: [tokenIds] }),
    );

  return {
    chain,
    addressesFile,
    env: { RPC_URL: chain.rpcUrl, CONTRACTS_FILE: addressesFile, CHAIN_CONFIRMATIONS: "0", INDEXER_POLL_MS: "50" },
    account,
    async stake(name, tokenIds) {
      await send(
        name,
        wallet(name).writeContract({
          address: c.DaoNFT,
          abi: daoNftAbi,
          functionName: "setApprovalForAll",
          args: [c.XManStaking, true],
        }),
      );
      await staking(name, "stake", tokenIds);
    },
    async unstake(name, tokenIds) {
      await staking(name, "unstake", tokenIds);
    },
    async transfer(from, to, tokenId) {
      await send(
        from,
        wallet(from).writeContract({
          address: c.DaoNFT,
          abi: daoNftAbi,
          functionName: "transferFrom",
          args: [account(from).address, account(to).address, tokenId],
        }),
      );
    },
    async buy(name, quantity) {
      const w = wallet(name);
      const cost = parseEther("1500") * quantity;
      await send(
        name,
        w.writeContract({ address: c.USDT, abi: testUsdtAbi, functionName: "approve", args: [c.NFTSale, cost] }),
      );
      const first = await reader.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "nextTokenId" });
      await send(
        name,
        w.writeContract({
          address: c.NFTSale,
          abi: nftSaleAbi,
          functionName: "buy",
          args: [DEV_RUNNING_STAGE, quantity, 0n],
        }),
      );
      return first;
    },
    async blockNumber() {
      return Number(await reader.getBlockNumber({ cacheTime: 0 }));
    },
    async eventCounts() {
      const contracts = watchedContracts(chain.addresses);
      const logs = (await chain.provider.request({
        method: "eth_getLogs",
        params: [
          {
            address: Object.values(contracts).flat(),
            topics: [[...EVENT_TOPICS]],
            fromBlock: `0x${chain.addresses.deployBlock.toString(16)}`,
            toBlock: "latest",
          },
        ],
      })) as { topics: Hex[]; address: string }[];
      const tokens = new Set([c.ICT, c.ICMS].map((a) => a.toLowerCase()));
      const names = new Map<string, string>();
      for (const abi of [daoNftAbi, nftSaleAbi, xManStakingAbi, rewardVaultAbi, courseCheckoutAbi] as Abi[]) {
        for (const item of abi) if (item.type === "event") names.set(toEventSelector(item), item.name);
      }
      const counts: Record<string, number> = {};
      for (const log of logs) {
        const name = tokens.has(log.address.toLowerCase())
          ? "TokenTransfer"
          : (names.get(log.topics[0] ?? "") ?? "unknown");
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    },
    async stopRpc() {
      await server?.close();
      server = undefined;
    },
    async startRpc() {
      server = await serveProvider(chain.provider, port);
    },
    indexer(db, options = {}) {
      return startIndexer({
        db,
        rpcUrl: options.rpcUrl ?? chain.rpcUrl,
        addresses: chain.addresses,
        confirmations: 0,
        pollMs: 50,
        maxBlocksPerRange: options.maxBlocksPerRange ?? 2_000,
        backoffBaseMs: 50,
        backoffMaxMs: options.backoffMaxMs ?? 400,
        log: silentLog,
      });
    },
    async stop() {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
