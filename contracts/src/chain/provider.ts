/**
 * An in-process EVM (Hardhat Network on EDR) and a JSON-RPC server for it, built without a Hardhat
 * project or config file: the gateway, the tests and the bench create one from any directory.
 */
import { custom, type Transport } from "viem";
import { DEV_PRIVATE_KEYS } from "./dev-accounts.js";

/**
 * Loads a Hardhat module. Node's `module` is imported here rather than at the top so that browser
 * bundles of this package (which only want the ABIs) never see it.
 */
async function hardhatModule<T>(path: string): Promise<T> {
  const { createRequire } = await import("node:module");
  return createRequire(import.meta.url)(`hardhat/internal/${path}`) as T;
}

/** An EIP-1193 provider as Hardhat Network exposes it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export interface InProcessChainOptions {
  /** Chain id, 97 (BSC testnet) unless given. */
  chainId?: number;
  /** Native balance of each development account, 10,000 coins unless given. */
  accountBalance?: bigint;
  /** Lift the 24 KiB contract size limit (instrumented coverage builds need it). */
  allowUnlimitedContractSize?: boolean;
  blockGasLimit?: number;
  /** The genesis block's time; now unless given. */
  initialDate?: Date;
}

interface HardhatNetworkModule {
  createHardhatNetworkProvider(config: Record<string, unknown>, logger: { enabled: boolean }): Promise<Eip1193Provider>;
}

/** Starts an in-process chain whose genesis funds the twenty development accounts. */
export async function createInProcessProvider(options: InProcessChainOptions = {}): Promise<Eip1193Provider> {
  const { createHardhatNetworkProvider } = await hardhatModule<HardhatNetworkModule>(
    "hardhat-network/provider/provider.js",
  );
  const { defaultHardhatNetworkParams } = await hardhatModule<{ defaultHardhatNetworkParams: { chains: unknown } }>(
    "core/config/default-config.js",
  );
  const chainId = options.chainId ?? 97;
  const balance = options.accountBalance ?? 10_000n * 10n ** 18n;
  return createHardhatNetworkProvider(
    {
      hardfork: "prague",
      chainId,
      networkId: chainId,
      blockGasLimit: options.blockGasLimit ?? 60_000_000,
      minGasPrice: 0n,
      automine: true,
      intervalMining: 0,
      mempoolOrder: "priority",
      chains: defaultHardhatNetworkParams.chains,
      genesisAccounts: DEV_PRIVATE_KEYS.map((privateKey) => ({ privateKey, balance: balance.toString() })),
      allowUnlimitedContractSize: options.allowUnlimitedContractSize ?? false,
      throwOnTransactionFailures: true,
      throwOnCallFailures: true,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: false,
      enableRip7212: false,
      ...(options.initialDate ? { initialDate: options.initialDate } : {}),
    },
    { enabled: false },
  );
}

/**
 * A viem transport that sends requests straight to an in-process provider. Hardhat throws reverts
 * as errors without a JSON-RPC code; they are given code -32603 with the revert data, as the HTTP
 * server would answer, so viem decodes custom errors the same way in-process and over HTTP.
 * Nothing is retried: an in-process call fails for good.
 */
export function providerTransport(provider: Eip1193Provider): Transport {
  return custom(
    {
      request: async ({ method, params }) => {
        try {
          return await provider.request({ method, params });
        } catch (error) {
          const { code, message, data } = error as { code?: number; message: string; data?: unknown };
          throw { code: code ?? -32603, message, data };
        }
      },
    },
    { retryCount: 0 },
  );
}

export interface RpcServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `provider` over HTTP and WebSocket JSON-RPC on `hostname:port` (port 0 picks a free one). */
export async function serveProvider(
  provider: Eip1193Provider,
  port: number,
  hostname = "127.0.0.1",
): Promise<RpcServer> {
  const { JsonRpcServer } = await hardhatModule<{
    JsonRpcServer: new (config: {
      hostname: string;
      port: number;
      provider: Eip1193Provider;
    }) => {
      listen(): Promise<{ address: string; port: number }>;
      close(): Promise<void>;
    };
  }>("hardhat-network/jsonrpc/server.js");
  const server = new JsonRpcServer({ hostname, port, provider });
  const bound = await server.listen();
  return { url: `http://${hostname}:${bound.port}`, close: () => server.close() };
}
