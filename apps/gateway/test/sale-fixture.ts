/**
 * For the wallet area's tests: a local chain with the demo state, a gateway on it with the
 * indexer running, and wallets (demo or new) that buy, bind and stake through the in-process provider.
 */
import {
  DEV_RUNNING_STAGE,
  daoNftAbi,
  devAccount,
  nftSaleAbi,
  providerTransport,
  testUsdtAbi,
  xManStakingAbi,
} from "@icms/contracts";
import { type Hex, type LocalAccount, createWalletClient, parseEther, publicActions } from "viem";
import { silentLog, startTestChain, type TestChain } from "./chain-harness.js";
import { startTestGateway, type TestGateway } from "./harness.js";
import type { Indexer } from "../src/chain/indexer.js";
import { startChainIndexer } from "../src/chain/start.js";

export interface SaleFixture {
  chain: TestChain;
  gw: TestGateway;
  /** Stops the indexer (the chain goes on), and starts it again. */
  stopIndexer(): Promise<void>;
  startIndexer(): Promise<void>;
  /** Waits until the indexer has read every block mined so far. */
  synced(): Promise<void>;
  /** Sends one transaction as `account` and waits for it; answers its hash. */
  act(account: LocalAccount, write: Write): Promise<Hex>;
  /** Mints `usdt` test USDT and sends 1 BNB to `account` (as the deployer). */
  fund(account: LocalAccount, usdt?: bigint): Promise<void>;
  /** Approves and buys `quantity` NFTs in the running stage for order `orderId` (none: 0); answers the hash. */
  buy(account: LocalAccount, quantity: bigint, orderId?: number): Promise<Hex>;
  stake(account: LocalAccount, tokenIds: bigint[]): Promise<Hex>;
  close(): Promise<void>;
}

type Client = ReturnType<typeof walletOf>;
type Write = (client: Client, contracts: TestChain["chain"]["addresses"]["contracts"]) => Promise<Hex>;

function walletOf(chain: TestChain, account: LocalAccount) {
  return createWalletClient({
    account,
    transport: providerTransport(chain.chain.provider),
    chain: chain.chain.chain,
  }).extend(publicActions);
}

export async function startSaleFixture(env: Record<string, string> = {}): Promise<SaleFixture> {
  const chain = await startTestChain();
  const gw = await startTestGateway({ ...chain.env, ...env });
  const startIndexer = async () => {
    const started = await startChainIndexer(gw.config, gw.db, silentLog);
    if (!started) throw new Error("the indexer did not start");
    return started;
  };
  let indexer: Indexer | undefined = await startIndexer();
  const c = chain.chain.addresses.contracts;
  const act: SaleFixture["act"] = async (account, write) => {
    const client = walletOf(chain, account);
    const hash = await write(client, c);
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error("transaction reverted");
    return hash;
  };
  const deployer = devAccount("deployer");
  return {
    chain,
    gw,
    async stopIndexer() {
      await indexer?.stop();
      indexer = undefined;
    },
    async startIndexer() {
      indexer = await startIndexer();
    },
    async synced() {
      if (!indexer) throw new Error("the indexer is stopped");
      await indexer.waitForBlock(await chain.blockNumber());
    },
    act,
    async fund(account, usdt = parseEther("10000")) {
      await act(deployer, (w) =>
        w.writeContract({ address: c.USDT, abi: testUsdtAbi, functionName: "mint", args: [account.address, usdt] }),
      );
      await act(deployer, (w) => w.sendTransaction({ to: account.address, value: parseEther("1") }));
    },
    async buy(account, quantity, orderId = 0) {
      await act(account, (w) =>
        w.writeContract({
          address: c.USDT,
          abi: testUsdtAbi,
          functionName: "approve",
          args: [c.NFTSale, parseEther("1500") * quantity],
        }),
      );
      return act(account, (w) =>
        w.writeContract({
          address: c.NFTSale,
          abi: nftSaleAbi,
          functionName: "buy",
          args: [DEV_RUNNING_STAGE, quantity, BigInt(orderId)],
        }),
      );
    },
    async stake(account, tokenIds) {
      await act(account, (w) =>
        w.writeContract({
          address: c.DaoNFT,
          abi: daoNftAbi,
          functionName: "setApprovalForAll",
          args: [c.XManStaking, true],
        }),
      );
      return act(account, (w) =>
        w.writeContract({ address: c.XManStaking, abi: xManStakingAbi, functionName: "stake", args: [tokenIds] }),
      );
    },
    async close() {
      await indexer?.stop();
      await gw.close();
      await chain.stop();
    },
  };
}
