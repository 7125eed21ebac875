/**
 * The indexer's view of the chain: a viem public client over HTTP JSON-RPC. viem's own retries
 * are off (the indexer backs off itself), each request has a time limit, and `abort()` cancels
 * whatever is in flight so that stopping never waits for a slow node.
 */
import { BlockNotFoundError, createPublicClient, type Hex, http, type PublicClient, type RpcLog } from "viem";

export interface ChainRpc {
  chainId(): Promise<number>;
  blockNumber(): Promise<number>;
  /** The hash of block `number`, or undefined when the chain has no such block. */
  blockHash(number: number): Promise<Hex | undefined>;
  /** Block `number`'s hash and time (the chain's clock), or undefined when the chain has no such block. */
  block(number: number): Promise<BlockStamp | undefined>;
  /** Logs of `addresses` whose first topic is one of `topics`, in blocks `from`..`to`. */
  logs(addresses: readonly Hex[], topics: readonly Hex[], from: number, to: number): Promise<RpcLog[]>;
  /** Cancels requests in flight; later ones fail at once. */
  abort(): void;
}

export interface BlockStamp {
  hash: Hex;
  time: Date;
}

export interface ChainRpcOptions {
  /** Time limit of one request. */
  timeoutMs?: number;
}

const toQuantity = (value: number): Hex => `0x${value.toString(16)}`;

export function createChainRpc(rpcUrl: string, options: ChainRpcOptions = {}): ChainRpc {
  const stopped = new AbortController();
  const client: PublicClient = createPublicClient({
    transport: http(rpcUrl, {
      retryCount: 0,
      timeout: options.timeoutMs ?? 15_000,
      fetchFn: (input, init) =>
        fetch(input, {
          ...init,
          signal: init?.signal ? AbortSignal.any([init.signal, stopped.signal]) : stopped.signal,
        }),
    }),
  });
  async function block(number: number): Promise<BlockStamp | undefined> {
    try {
      const found = await client.getBlock({ blockNumber: BigInt(number) });
      if (!found.hash) return undefined;
      return { hash: found.hash.toLowerCase() as Hex, time: new Date(Number(found.timestamp) * 1000) };
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  }
  return {
    chainId: () => client.getChainId(),
    async blockNumber() {
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },
    async blockHash(number) {
      return (await block(number))?.hash;
    },
    block,
    logs(addresses, topics, from, to) {
      return client.request({
        method: "eth_getLogs",
        params: [
          { address: [...addresses], topics: [[...topics]], fromBlock: toQuantity(from), toBlock: toQuantity(to) },
        ],
      });
    },
    abort: () => stopped.abort(),
  };
}
