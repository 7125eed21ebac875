import type { TranslationKey } from "../i18n";
import { CHAIN_IDS } from "@icms/protocol";

/** What `GET /gwapi/config` tells the app about the chain it works with. */
export interface ChainConfig {
  chainId: number;
  rpcUrl: string | null;
  contracts: Record<string, string>;
  walletConnectProjectId: string | null;
  explorerUrl: string | null;
  /** The gateway allows the built-in development wallet (never in production). */
  devWallet: boolean;
}

const CHAIN_CONFIG_PATH = "/gwapi/config";

function parseChainConfig(value: unknown): ChainConfig {
  const body = (value ?? {}) as Partial<ChainConfig>;
  if (typeof body.chainId !== "number" || !Number.isInteger(body.chainId) || body.chainId <= 0) {
    throw new Error("The gateway's chain configuration has no valid chainId");
  }
  const text = (field: unknown) => (typeof field === "string" && field ? field : null);
  return {
    chainId: body.chainId,
    rpcUrl: text(body.rpcUrl),
    contracts: body.contracts && typeof body.contracts === "object" ? body.contracts : {},
    walletConnectProjectId: text(body.walletConnectProjectId),
    explorerUrl: text(body.explorerUrl),
    devWallet: body.devWallet === true,
  };
}

let cached: Promise<ChainConfig> | null = null;

/** Read once per page; a failed read is tried again on the next call. */
export function fetchChainConfig(fetchImpl: typeof fetch = fetch): Promise<ChainConfig> {
  cached ??= fetchImpl(CHAIN_CONFIG_PATH, { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${CHAIN_CONFIG_PATH} answered ${response.status}`);
      return parseChainConfig(await response.json());
    })
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function isLocalRpc(url: string | null): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host === "0.0.0.0";
  } catch {
    return false;
  }
}

/**
 * The built-in development wallet is offered only when the gateway allows it (never in
 * production) and only against a local test chain (97 on this machine's RPC).
 */
export function devWalletAvailable(config: ChainConfig): boolean {
  return config.devWallet && config.chainId === CHAIN_IDS.bscTestnet && isLocalRpc(config.rpcUrl);
}

/** The locale key naming a network in the switch prompt: testnet 97 or mainnet 56. */
export function networkNameKey(chainId: number): TranslationKey {
  if (chainId === CHAIN_IDS.bscTestnet) return "chain.testnet";
  if (chainId === CHAIN_IDS.bscMainnet) return "chain.mainnet";
  return "chain.other";
}
