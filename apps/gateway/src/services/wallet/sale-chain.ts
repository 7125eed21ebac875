/**
 * The gateway's own reads of the sale and staking contracts (the indexer's tables answer
 * everything else): the sale stages, a transaction's receipt, and the development faucet's
 * transfers. Built lazily from RPC_URL and CONTRACTS_FILE; without them the chain is absent and
 * the calls that need it answer 804106.
 */
import { readFileSync } from "node:fs";
import { type DeployedAddresses, nftSaleAbi, parseAddresses } from "@icms/contracts";
import {
  type NftSaleStage,
  type NftSaleStages,
  NFT_PRICE,
  Code,
  GatewayError,
  type SaleStageStatus,
} from "@icms/protocol";
import { createPublicClient, type Hex, http, type PublicClient, type TransactionReceipt } from "viem";
import type { Config } from "../../config.js";

/** How long one reading of the stages serves every caller (a purchase moves the stock). */
const STAGES_TTL_MS = 1_000;

/**
 * One JSON-RPC request's limit, tried twice: a node that accepts the connection and never answers
 * (a partition) costs a caller about five seconds before 804106, where ten seconds twice let the
 * call outlast a client's patience (the fault suite's chain test).
 */
const CHAIN_READ_TIMEOUT_MS = 2_500;

export interface SaleChain {
  readonly addresses: DeployedAddresses;
  readonly client: PublicClient;
  /** Every stage with its stock and state, by the chain's clock. */
  stages(): Promise<NftSaleStages>;
  /** The receipt of `hash`, or undefined while it is not mined. */
  receipt(hash: Hex): Promise<TransactionReceipt | undefined>;
}

const STATUS: readonly SaleStageStatus[] = ["not_started", "running", "ended"];

/** The stage to show: the running one, else the next to start, else the last. */
function currentStage(stages: readonly NftSaleStage[]): NftSaleStage | null {
  return (
    stages.find((s) => s.status === "running") ??
    stages.find((s) => s.status === "not_started") ??
    stages.at(-1) ??
    null
  );
}

function createSaleChain(rpcUrl: string, addresses: DeployedAddresses): SaleChain {
  const client = createPublicClient({
    transport: http(rpcUrl, { retryCount: 1, timeout: CHAIN_READ_TIMEOUT_MS }),
  }) as PublicClient;
  const sale = { address: addresses.contracts.NFTSale, abi: nftSaleAbi } as const;
  let cached: { at: number; value: Promise<NftSaleStages> } | undefined;

  async function readStages(): Promise<NftSaleStages> {
    const [count, block] = await Promise.all([
      client.readContract({ ...sale, functionName: "stageCount" }),
      client.getBlock({ blockTag: "latest" }),
    ]);
    const ids = Array.from({ length: Number(count) }, (_, i) => BigInt(i));
    const rows = await Promise.all(
      ids.map(async (id) => {
        const [stage, status] = await Promise.all([
          client.readContract({ ...sale, functionName: "getStage", args: [id] }),
          client.readContract({ ...sale, functionName: "stageStatus", args: [id] }),
        ]);
        return {
          stage_id: Number(id),
          start_time: Number(stage.startTime),
          end_time: Number(stage.endTime),
          stock: stage.stock,
          remaining: stage.stock - stage.sold,
          grade: stage.grade,
          url: stage.url,
          status: STATUS[status] ?? "ended",
        } satisfies NftSaleStage;
      }),
    );
    return {
      stages: rows,
      current: currentStage(rows),
      price: NFT_PRICE.toString(),
      chain_time: Number(block.timestamp),
    };
  }

  return {
    addresses,
    client,
    stages() {
      const now = Date.now();
      if (!cached || now - cached.at > STAGES_TTL_MS) {
        const value = readStages();
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    async receipt(hash) {
      try {
        return await client.getTransactionReceipt({ hash });
      } catch (error) {
        if ((error as Error).name === "TransactionReceiptNotFoundError") return undefined;
        throw error;
      }
    },
  };
}

/**
 * The sale chain of this configuration, opened on first use: undefined when the gateway has no
 * chain; a contracts file that cannot be read also counts as no chain (the indexer reports it).
 */
export function saleChainFor(config: Config): () => SaleChain | undefined {
  let opened: SaleChain | undefined | null = null;
  return () => {
    if (opened !== null) return opened;
    opened = undefined;
    if (config.RPC_URL && config.CONTRACTS_FILE) {
      try {
        opened = createSaleChain(
          config.RPC_URL,
          parseAddresses(JSON.parse(readFileSync(config.CONTRACTS_FILE, "utf8"))),
        );
      } catch {
        opened = undefined;
      }
    }
    return opened;
  };
}

/** Runs a chain read; a node that does not answer is 804106, not a server error. */
export async function onChain<T>(chain: SaleChain | undefined, read: (chain: SaleChain) => Promise<T>): Promise<T> {
  if (!chain) throw new GatewayError(Code.NoNodeAvailable);
  try {
    return await read(chain);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw new GatewayError(Code.NoNodeAvailable);
  }
}
