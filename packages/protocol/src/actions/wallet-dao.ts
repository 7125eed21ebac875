import { noInput } from "./common.js";
import { defineAction, returns } from "./define.js";

/** Where a sale stage stands by the chain's clock (calls-spec section 4: not started, running, ended). */
export type SaleStageStatus = "not_started" | "running" | "ended";

/** One stage of the DAO NFT sale, as the sale contract reports it. */
export interface NftSaleStage {
  stage_id: number;
  /** Unix seconds. */
  start_time: number;
  end_time: number;
  /** NFTs the stage offers, and how many of them are left. */
  stock: number;
  remaining: number;
  grade: number;
  url: string;
  status: SaleStageStatus;
}

/** The sale as a whole: every stage, the one to show (running, else the next, else the last) and the price. */
export interface NftSaleStages {
  stages: NftSaleStage[];
  current: NftSaleStage | null;
  /** Price of one NFT in USDT wei (1500 USDT), as a decimal string. */
  price: string;
  /** The chain's latest block time (Unix seconds), for a countdown that does not trust the browser clock. */
  chain_time: number;
}

/**
 * The DAO calls of `wallet_msrv`: NFT sale stages, purchase orders, staking, the member's own
 * standing and invitations (calls-spec section 7).
 */
export const walletDao = {
  /** The sale stages with their stock and state. */
  autonomy_nft_batch: defineAction({
    auth: "optional",
    input: noInput,
    output: returns<NftSaleStages>(),
    codes: [],
  }),
};
