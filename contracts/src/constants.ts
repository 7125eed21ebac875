/** Business constants the contracts enforce, for callers that show or check them off chain. */

const ether = 10n ** 18n;

/** ICMS governance token supply, minted once. */
export const ICMS_SUPPLY = 101_001_110n * ether;
/** ICT utility token supply: 5% locked liquidity, 95% contribution mining. */
export const ICT_SUPPLY = 1_000_000_000n * ether;
/** Highest transfer fee the owner of ICMS or ICT may set, in basis points (10%). */
export const MAX_TRANSFER_FEE_BPS = 1000;
/** How an ICMS transfer fee is shared, in basis points of the fee; share indexes follow this order. */
export const ICMS_FEE_SHARES_BPS = {
  utilityReserve: 2000,
  maintenance: 3000,
  daoDividend: 2000,
  liquidityFloor: 2000,
  burn: 1000,
} as const;
/** How an ICT transfer fee is shared, in basis points of the fee. */
export const ICT_FEE_SHARES_BPS = { buyback: 5000, burn: 5000 } as const;

export const NFT_NAME = "ICMS DAO NFT";
export const NFT_SYMBOL = "ICMSDAO";
/** DAO NFTs that can ever exist (token ids 1 to 6480). */
export const NFT_MAX_SUPPLY = 6480n;
/** Price of one DAO NFT: 1500 USDT (18 decimals). */
export const NFT_PRICE = 1500n * ether;
/** Most NFTs in one purchase, and in one stake or unstake call. */
export const MAX_BATCH = 10;
/** How sale proceeds are paid out, in basis points, in payout-wallet order. */
export const SALE_SPLIT_BPS = {
  technology: 2500,
  activityReserve: 1500,
  treasury: 500,
  operations: 500,
  liquidity: 5000,
} as const;
/** `NFTSale.stageStatus` values. */
export const StageStatus = { NotStarted: 0, Running: 1, Ended: 2 } as const;

/** Native coin that must accompany a reward claim: 0.001, in wei. */
export const WITHDRAW_FEE_WEI = 10n ** 15n;
