import { fetchChainConfig } from "./chain-config";
import type { WalletEngine } from "./wallet-engine-types";

let pending: Promise<WalletEngine> | null = null;
let loaded: WalletEngine | null = null;

/**
 * The wallet libraries (wagmi, viem) are downloaded only here, the first time a screen needs
 * a wallet, so they stay out of the home route's bundle.
 */
export function loadWalletEngine(): Promise<WalletEngine> {
  pending ??= Promise.all([fetchChainConfig(), import("./engine")])
    .then(([config, module]) => {
      loaded = module.createWalletEngine(config);
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The engine if a screen already loaded it; logging out does not download it just to disconnect. */
export function loadedWalletEngine(): WalletEngine | null {
  return loaded;
}
