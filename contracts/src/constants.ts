/**
 * Constants the contracts enforce, for callers that show or check them off chain. The
 * tokenomics (supplies, price, splits, fees) have one source, the protocol package, whose
 * names are these.
 */
export * from "@icms/protocol/tokenomics";

export const NFT_NAME = "ICMS DAO NFT";
export const NFT_SYMBOL = "ICMSDAO";
/** Most NFTs in one purchase, and in one stake or unstake call. */
export const MAX_BATCH = 10;
/** `NFTSale.stageStatus` values. */
export const StageStatus = { NotStarted: 0, Running: 1, Ended: 2 } as const;
