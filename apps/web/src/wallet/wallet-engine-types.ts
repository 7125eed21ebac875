import type { TypedDataDefinition } from "viem";
import type { ChainConfig } from "./chain-config";
import type { CourseCheckoutActions } from "./course-checkout-actions";

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

/** The ERC-20 tokens of the platform, by their key in the gateway's contract addresses. */
export type TokenKey = "USDT" | "ICT" | "ICMS";

/** The two dragon collections, by their key in the gateway's contract addresses. */
export type DragonKey = "Dragon1" | "Dragon2";

/** A withdrawal voucher the gateway signed, as the reward vault's `claim` takes it. */
export interface RewardVoucher {
  user: `0x${string}`;
  /** ICT or ICMS. */
  token: `0x${string}`;
  amount: bigint;
  voucherId: bigint;
  /** Unix seconds. */
  deadline: bigint;
}

/** A transaction's outcome by its receipt: mined and succeeded, mined and reverted, or not mined yet. */
export type ReceiptStatus = "success" | "reverted" | "pending";

/**
 * The chain reads and writes of calls-spec section 7 the DAO screens make, through the wallet's
 * RPC with the contracts' generated ABIs. Writes answer the transaction hash as soon as the wallet
 * has sent it; the screen polls the receipt itself.
 */
export interface ChainActions {
  /** The address the wallet is connected with now, or null. */
  connectedAddress(): string | null;
  nativeBalance(address: string): Promise<bigint>;
  tokenBalance(token: TokenKey, address: string): Promise<bigint>;
  /** DAO NFT ids the address holds in its wallet (the owner token list; staked ones are not there). */
  ownedNftIds(address: string): Promise<bigint[]>;
  /** How much of `token` the sale contract may spend for `owner`. */
  saleAllowance(owner: string): Promise<bigint>;
  receiptStatus(hash: `0x${string}`): Promise<ReceiptStatus>;
  /** The referrer the sale contract holds for `address`, or null. */
  saleReferrer(address: string): Promise<string | null>;
  approveSale(amount: bigint): Promise<`0x${string}`>;
  /** Buys for the platform's order `orderId`: the purchase event names it, and only it pays the order. */
  buyNft(stageId: number, quantity: number, orderId: number): Promise<`0x${string}`>;
  bindReferrer(referrer: string): Promise<`0x${string}`>;
  /** Whether the staking contract may move the address's NFTs (needed before a stake). */
  stakingApproved(owner: string): Promise<boolean>;
  approveStaking(): Promise<`0x${string}`>;
  stake(tokenIds: readonly number[]): Promise<`0x${string}`>;
  unstake(tokenIds: readonly number[]): Promise<`0x${string}`>;
  /** DAO NFT ids the address has staked in the staking contract. */
  stakedNftIds(address: string): Promise<bigint[]>;
  /** Token ids the address holds in one dragon collection (`userTokenIds`). */
  dragonTokenIds(collection: DragonKey, address: string): Promise<bigint[]>;
  /** Claims a withdrawal voucher on the reward vault, sending the 0.001 native-coin fee with it. */
  claimReward(voucher: RewardVoucher, signature: `0x${string}`): Promise<`0x${string}`>;
  /** What ICT's or ICMS's transfer fee would take from `amount` sent from `from` to `to` (0 when exempt). */
  transferFee(token: "ICT" | "ICMS", from: string, to: string, amount: bigint): Promise<bigint>;
  /** An ERC-20 `transfer` of `amount` to `to` (a planet's entry fee). */
  transferToken(token: TokenKey, to: string, amount: bigint): Promise<`0x${string}`>;
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
  /** Contract reads and writes (the DAO sale and staking). */
  readonly chain: ChainActions;
  /** The course checkout: approvals, payments and the seller's refunds (`course-payment.ts`). */
  readonly courseCheckout: CourseCheckoutActions;
}
