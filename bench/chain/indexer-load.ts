/**
 * Puts many indexed events on a local dev chain quickly: the deployer buys the running stage's
 * stock ten NFTs at a time, stakes them ten at a time, unstakes them and stakes some again. Every
 * transaction is signed locally with an explicit nonce and gas limit and sent with automining
 * off, then blocks are mined until the pool is empty, so thousands of transactions share a few
 * dozen blocks instead of one block each.
 */
import {
  DEV_RUNNING_STAGE,
  type DevChain,
  daoNftAbi,
  nftSaleAbi,
  providerTransport,
  testUsdtAbi,
  xManStakingAbi,
} from "@icms/contracts";
import { createPublicClient, encodeFunctionData, type Hex, maxUint256, parseEther, parseGwei } from "viem";
import { privateKeyToAccount } from "viem/accounts";

const BATCH = 10;
/** Gas limits with room above what each call uses (a block takes transactions by their limit). */
const GAS = { approve: 100_000n, buy: 1_900_000n, stake: 1_200_000n } as const;

interface Call {
  to: Hex;
  data: Hex;
  gas: bigint;
}

export interface LoadResult {
  transactions: number;
  blocks: number;
  seconds: number;
}

/** Sends `calls` from the deployer and mines them; answers the blocks it took. */
async function sendAll(chain: DevChain, calls: Call[]): Promise<number> {
  const account = privateKeyToAccount(chain.operatorKeys.deployer);
  const rpc = (method: string, params: unknown[] = []) => chain.provider.request({ method, params });
  const reader = createPublicClient({ transport: providerTransport(chain.provider), chain: chain.chain });
  let nonce = await reader.getTransactionCount({ address: account.address, blockTag: "pending" });
  const before = Number(await reader.getBlockNumber({ cacheTime: 0 }));
  await rpc("evm_setAutomine", [false]);
  try {
    for (const call of calls) {
      const raw = await account.signTransaction({
        chainId: chain.chainId,
        type: "eip1559",
        nonce: nonce++,
        to: call.to,
        data: call.data,
        gas: call.gas,
        maxFeePerGas: parseGwei("5000"),
        maxPriorityFeePerGas: 0n,
      });
      await rpc("eth_sendRawTransaction", [raw]);
    }
    // Mine until every transaction sent is in a block.
    while ((await reader.getTransactionCount({ address: account.address, blockTag: "latest" })) < nonce) {
      await rpc("evm_mine");
    }
  } finally {
    await rpc("evm_setAutomine", [true]);
  }
  const after = Number(await reader.getBlockNumber({ cacheTime: 0 }));
  return after - before;
}

/** Generates at least `minEvents` indexed events (about 11 per transaction). */
export async function generateIndexedEvents(chain: DevChain, minEvents: number): Promise<LoadResult> {
  const started = performance.now();
  const c = chain.addresses.contracts;
  const deployer = privateKeyToAccount(chain.operatorKeys.deployer).address;
  const reader = createPublicClient({ transport: providerTransport(chain.provider), chain: chain.chain });
  const stage = await reader.readContract({
    address: c.NFTSale,
    abi: nftSaleAbi,
    functionName: "getStage",
    args: [DEV_RUNNING_STAGE],
  });
  const firstId = await reader.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "nextTokenId" });
  const purchases = Math.floor((stage.stock - stage.sold) / BATCH);
  const batches = Array.from({ length: purchases }, (_, b) =>
    Array.from({ length: BATCH }, (_, i) => firstId + BigInt(b * BATCH + i)),
  );
  const perTx = BATCH + 1;
  // Buying, staking and unstaking every batch gives 3 * purchases transactions; stake again to reach minEvents.
  const restake = Math.max(0, Math.ceil(minEvents / perTx) - 3 * purchases);
  if (restake > purchases) throw new Error(`the running stage has too little stock for ${minEvents} events`);

  const call = (to: Hex, abi: readonly unknown[], functionName: string, args: unknown[], gas: bigint): Call => ({
    to,
    data: encodeFunctionData({ abi: abi as never, functionName, args } as never),
    gas,
  });
  const staking = (name: "stake" | "unstake", ids: bigint[]) =>
    call(c.XManStaking, xManStakingAbi, name, [ids], GAS.stake);
  const calls: Call[] = [
    call(c.USDT, testUsdtAbi, "mint", [deployer, parseEther("1500") * BigInt(purchases * BATCH)], GAS.approve),
    call(c.USDT, testUsdtAbi, "approve", [c.NFTSale, maxUint256], GAS.approve),
    call(c.DaoNFT, daoNftAbi, "setApprovalForAll", [c.XManStaking, true], GAS.approve),
    ...batches.map(() => call(c.NFTSale, nftSaleAbi, "buy", [DEV_RUNNING_STAGE, BigInt(BATCH), 0n], GAS.buy)),
    ...batches.map((ids) => staking("stake", ids)),
    ...batches.map((ids) => staking("unstake", ids)),
    ...batches.slice(0, restake).map((ids) => staking("stake", ids)),
  ];
  const blocks = await sendAll(chain, calls);
  // A reverted transaction emits nothing: check the end state the calls must have reached.
  const staked = await reader.readContract({
    address: c.XManStaking,
    abi: xManStakingAbi,
    functionName: "stakedCount",
    args: [deployer],
  });
  const next = await reader.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "nextTokenId" });
  if (staked !== BigInt(restake * BATCH) || next !== firstId + BigInt(purchases * BATCH)) {
    throw new Error("some load transactions reverted");
  }
  return { transactions: calls.length, blocks, seconds: (performance.now() - started) / 1000 };
}
