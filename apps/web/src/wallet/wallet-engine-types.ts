import type { TypedDataDefinition } from "viem";
import type { ChainConfig } from "./chain-config";

type WalletKind = "eip6963" | "injected" | "walletconnect" | "dev";

/** A wallet the login page can offer. */
export interface WalletOption {
  id: string;
  name: string;
  icon?: string;
  kind: WalletKind;
}

export interface WalletConnection {
  address: string;
  chainId: number;
  /** Stored under `type` at sign-in: 2 for WalletConnect, 1 for a browser wallet. */
  walletType?: number;
}

export interface WalletEventHandlers {
  onAccountChange(): void;
  onChainChange(): void;
  onDisconnect(): void;
}

/** What the app needs from a wallet; the wagmi-backed implementation lives in `engine.ts`. */
export interface WalletEngine {
  readonly config: ChainConfig;
  options(): WalletOption[];
  subscribeOptions(listener: () => void): () => void;
  connect(walletId: string): Promise<WalletConnection>;
  /** personal_sign of exactly this text; throws when the signer is not the connected address. */
  signMessage(message: string): Promise<`0x${string}`>;
  /**
   * eth_signTypedData_v4 (EIP-712) by the connected address: DAO reviews and votes. The gateway
   * recovers the signer, so no check is made here.
   */
  signTypedData(data: TypedDataDefinition): Promise<`0x${string}`>;
  /** wallet_switchEthereumChain (adding the chain when the wallet does not know it). */
  switchChain(chainId: number): Promise<void>;
  /** The connection restored after a reload, or null when the wallet is locked or gone. */
  restore(): Promise<WalletConnection | null>;
  watch(handlers: WalletEventHandlers): () => void;
  disconnect(): Promise<void>;
}
