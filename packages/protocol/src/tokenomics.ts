/**
 * Tokenomics (product-spec section 9): supplies, prices and splits. The contracts enforce them
 * and re-export this file (`contracts/src/constants.ts`), so the names are the contracts' own.
 * Amounts are in wei (18 decimals); shares in basis points (1/100 of a percent), adding up to
 * exactly 10_000.
 */

const ether = 10n ** 18n;

/** ICMS governance token supply, minted once; never increased. */
export const ICMS_SUPPLY = 101_001_110n * ether;
/** ICT utility token supply. */
export const ICT_SUPPLY = 1_000_000_000n * ether;
/** How the ICT supply is allocated: 5% locked liquidity, 95% contribution mining. */
export const ICT_ALLOCATION_BPS = { lockedLiquidity: 500, contributionMining: 9500 } as const;
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
/** How the platform's income is shared. */
export const PLATFORM_INCOME_SPLIT_BPS = { platform: 3000, governanceBuyback: 2000, utilityBuyback: 5000 } as const;

/** DAO NFTs that can ever exist (token ids 1 to 6480). */
export const NFT_MAX_SUPPLY = 6480n;
/** Price of one DAO NFT: 1500 USDT (18 decimals). */
export const NFT_PRICE = 1500n * ether;
/** Most DAO NFTs in one purchase (the sale contract's MAX_PER_PURCHASE). */
export const NFT_MAX_PER_PURCHASE = 10;
/** How sale proceeds are paid out, in basis points, in payout-wallet order. */
export const SALE_SPLIT_BPS = {
  technology: 2500,
  activityReserve: 1500,
  treasury: 500,
  operations: 500,
  liquidity: 5000,
} as const;
/** X-Man holders share 20% of the transaction fee rate plus 10% of total platform income. */
export const XMAN_SHARES_BPS = { transactionFee: 2000, platformIncome: 1000 } as const;

/** Native coin that must accompany a reward claim: 0.001, in wei. */
export const WITHDRAW_FEE_WEI = 10n ** 15n;
