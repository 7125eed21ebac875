/**
 * Business constants of the product (product-spec section 9, calls-spec section 9). The
 * tokenomics (supplies, prices, splits) are in `tokenomics.ts`, shared with the contracts.
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
  /** A cover, video or avatar URL. */
  urlMaxChars: 500,
  /** A special's or channel's name filter in lists. */
  specialKeywordMaxChars: 30,
  privilegeCodeMaxChars: 64,
  /** The sign-in message a wallet signs (EIP-4361). */
  signInMessageMaxChars: 4_000,
} as const;

export const MEDIA = {
  /** Recommended course cover size in pixels. */
  courseCover: { width: 400, height: 300 },
} as const;

/** Date-range shortcuts for contribution and income views, in days. */
export const DATE_RANGE_SHORTCUTS_DAYS = [7, 14, 30, 60] as const;

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
