/**
 * Business constants of the product (product-spec section 9, calls-spec section 9).
 * Shares are in basis points (1/100 of a percent) so they add up to exactly 10_000.
 */

export const CHAIN_IDS = { bscMainnet: 56, bscTestnet: 97 } as const;
export type SupportedChainId = (typeof CHAIN_IDS)[keyof typeof CHAIN_IDS];
/** The chain the platform is configured for unless `CHAIN_ID` says otherwise. */
export const DEFAULT_CHAIN_ID: SupportedChainId = CHAIN_IDS.bscTestnet;

export const TIMING = {
  /** Gateway and HTTP request time-out. */
  requestTimeoutMs: 90_000,
  /** Privileges are fetched once, this long after login. */
  privilegeFetchDelayMs: 1_000,
  /** A signed request is accepted this far from the server's clock. */
  requestWindowSeconds: 300,
  /** A sign-in message may be used this long after it is issued. */
  loginMessageTtlSeconds: 600,
  /** Transaction receipt poll: once a second, 60 times. */
  txPollIntervalMs: 1_000,
  txPollAttempts: 60,
  /** Allowance poll after approve: once a second, 100 times. */
  allowancePollIntervalMs: 1_000,
  allowancePollAttempts: 100,
} as const;

export const WIRE = {
  basePath: "/gwapi/v1",
  version: "v1",
  devId: "0",
  /** Fixed gas for wallet transactions, as the spec sends it. */
  fixedGas: "0xAAE60",
} as const;

export const LIMITS = {
  titleMaxChars: 100,
  abstractMaxChars: 200,
  specialNameMaxChars: 30,
  /** A batch action takes at most this many items (3009 above). */
  batchMaxItems: 10,
  pageSizeDefault: 10,
  numberMaxDecimals: 8,
  walletDisplayHead: 4,
  walletDisplayTail: 4,
  nicknameMaxChars: 30,
  bioMaxChars: 200,
  emailMaxChars: 254,
} as const;

export const MEDIA = {
  coverExtensions: ["png", "jpg", "jpeg", "gif"],
  videoExtensions: ["mp4"],
  /** Recommended course cover size in pixels. */
  courseCover: { width: 400, height: 300 },
} as const;

/** Date-range shortcuts for contribution and income views, in days. */
export const DATE_RANGE_SHORTCUTS_DAYS = [7, 14, 30, 60] as const;

export const WITHDRAW = {
  /** Fee in the chain's native coin, as a decimal string (0.001). */
  nativeFee: "0.001",
  nativeFeeWei: 1_000_000_000_000_000n,
} as const;

export const GOVERNANCE_TOKEN = {
  symbol: "ICMS",
  /** Minted once; never increased. */
  totalSupply: 101_001_110n,
  feeSplitBps: {
    utilityReserve: 2000,
    technicalMaintenance: 3000,
    daoDividend: 2000,
    liquidityFloor: 2000,
    burn: 1000,
  },
} as const;

export const UTILITY_TOKEN = {
  symbol: "ICT",
  totalSupply: 1_000_000_000n,
  allocationBps: { lockedLiquidity: 500, contributionMining: 9500 },
  feeSplitBps: { governanceBuyback: 5000, burn: 5000 },
} as const;

export const PLATFORM_INCOME_SPLIT_BPS = { platform: 3000, governanceBuyback: 2000, utilityBuyback: 5000 } as const;

export const DAO_NFT = {
  maxSupply: 6480,
  /** Fixed price in USD-equivalent (USDT). */
  priceUsdt: 1500n,
  saleSplitBps: { technology: 2500, activityReserve: 1500, treasury: 500, operations: 500, liquidity: 5000 },
  /** X-Man holders share 20% of the transaction fee rate plus 10% of total platform income. */
  xmanFeeShareBps: 2000,
  xmanIncomeShareBps: 1000,
  roadmap: { from: "2022.06", to: "2025" },
} as const;

export const UI = {
  notificationTimeoutMs: 5_000,
  notificationMarginsPx: [20, 10] as const,
  toastMax: 20,
  dialogMessageMs: 3_000,
  sidebarBreakpointPx: 1_200,
  popoverWidthsPx: [200, 375, 500] as const,
  collapseAnimationMs: 250,
  /** Expandable text collapses after about three lines. */
  collapsedTextHeightPx: 88.8,
  progressHeightDefault: 3,
  notificationBadge: 1,
  loadMoreDelayMs: 400,
  loadMoreThresholdPx: 25,
  pullToRefreshThresholdPx: 50,
  pullToRefreshDelayMs: 1_500,
} as const;

/** Browser storage keys of the session (product-spec section 3). */
export const STORAGE_KEYS = {
  accessToken: "AccessToken",
  refreshToken: "RefreshToken",
  uid: "uid",
  walletAddr: "WalletAddr",
  isLogin: "islogin",
  walletType: "type",
  address: "address",
  isClickConnectBtn: "is_click_connect_btn",
  lang: "pcsite_lang",
  chainId: "chainId",
  networkId: "networkId",
  userPrivilege: "userPrivilege",
} as const;

/** Wallet type stored under `type`: 0 none, 2 WalletConnect, anything else a browser wallet. */
export const WALLET_TYPE = { none: 0, browser: 1, walletConnect: 2 } as const;

/** A privilege grants access when its type 1 value is above 0, or its type 2 value is 1. */
export const PRIVILEGE_TYPE = { counter: 1, flag: 2 } as const;
export function privilegeGrants(entry: { privilege_typedata: number; val: number }): boolean {
  if (entry.privilege_typedata === PRIVILEGE_TYPE.counter) return entry.val > 0;
  if (entry.privilege_typedata === PRIVILEGE_TYPE.flag) return entry.val === 1;
  return false;
}
