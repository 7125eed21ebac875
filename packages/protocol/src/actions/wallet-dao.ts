import { z } from "zod";
import { Code } from "../errors/codes.js";
import { NFT_MAX_PER_PURCHASE } from "../tokenomics.js";
import { noInput, type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";

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

/** An order's course: created (intent), submitted (the client reported a hash, a hint), paid (the indexer saw the purchase naming it). */
export type NftOrderStatus = "created" | "submitted" | "paid";

/** What a purchase of `quantity` NFTs costs now, and where to pay (`autonomy_buynft`). */
export interface NftPurchaseQuote {
  stage_id: number;
  quantity: number;
  /** USDT wei, decimal string: `price * quantity`. */
  amount: string;
  price: string;
  remaining: number;
  /** The contracts the wallet talks to: USDT to approve, the sale to buy from. */
  usdt_contract: string;
  sale_contract: string;
}

/**
 * A purchase order: intent first, then its transaction, paid once the indexer has seen the
 * purchase that names it with the same wallet, stage, quantity and amount.
 */
export interface NftOrder {
  order_id: number;
  stage_id: number;
  quantity: number;
  amount: string;
  status: NftOrderStatus;
  /** The paying purchase's hash once paid; before that the hash the client reported (a hint). */
  tx_hash: string | null;
  /** The first token id the purchase minted, once paid. */
  first_token_id: number | null;
  created_at: string;
}

/**
 * A row of my order list: an order, or a confirmed purchase of my wallet that paid no order (it
 * named none, someone else's, or another quantity, stage or amount): `order_id` null, status
 * `paid`, the purchase's own figures and hash, listed from when the indexer stored it.
 */
export interface NftOrderListRow extends Omit<NftOrder, "order_id"> {
  order_id: number | null;
}

/** A confirmed staking transaction as the chain reports it (`autonomy_stacknft`). */
export interface StakeResult {
  action: "stake" | "unstake";
  token_ids: number[];
  /** The wallet's staked count after the transaction. */
  staked_count: number;
  is_xman: boolean;
  /** 804107 stake success or 804108 unstake success; the reply's own code stays 0. */
  status_code: number;
}

/** One of my DAO NFTs. */
export interface MyDaoNft {
  token_id: number;
  /** The sale stage it was sold in, with the stage's grade and metadata url. */
  stage: number;
  grade: number;
  url: string;
  staked: boolean;
}

/** Who invited me: bound here, and whether the sale contract records it for my purchases yet. */
export interface MyReferrer {
  wallet_addr: string;
  nickname: string;
  on_chain: boolean;
}

/** My DAO standing (`autonomy_myinfo`). */
export interface DaoMyInfo {
  wallet_addr: string;
  is_xman: boolean;
  staked_count: number;
  nfts: MyDaoNft[];
  referrer: MyReferrer | null;
  /** My invite code (never empty); the link is the invite page with `?invite_code=`. */
  invite_code: string;
  /** Invitees who have bought. */
  team_count: number;
  indexed_block: number;
}

/** One invitee who has bought: a referral counts only after the invitee's purchase. */
export interface TeamRow {
  wallet_addr: string;
  /** NFTs the invitee has staked (certifications). */
  warrant_count: number;
  /** NFTs the invitee bought with me recorded as referrer. */
  nft_count: number;
}

/** What the development faucet sent (`autonomy_faucet`). */
export interface FaucetResult {
  wallet_addr: string;
  /** USDT wei and BNB wei sent, decimal strings. */
  usdt: string;
  bnb: string;
}

const txHash = z
  .string(withCode(Code.WalletParamError))
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, withCode(Code.WalletParamError))
  .transform((hash) => hash.toLowerCase());

/** NFTs in one purchase: 1 to the sale contract's MAX_PER_PURCHASE. */
const quantity = z.coerce
  .number(withCode(Code.WalletParamError))
  .int(withCode(Code.WalletParamError))
  .min(1, withCode(Code.WalletParamError))
  .max(NFT_MAX_PER_PURCHASE, withCode(Code.WalletParamError));

/** An invite code: required (804110 when empty), letters and digits. */
const inviteCode = z
  .string(withCode(Code.InviteCodeError))
  .trim()
  .min(1, withCode(Code.InviteCodeError))
  .max(32, withCode(Code.InviteCodeError))
  .regex(/^[0-9A-Za-z]+$/, withCode(Code.InviteCodeError))
  .transform((code) => code.toUpperCase());

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
  /** What buying `quantity` NFTs in the running stage costs; refused when no stage runs or stock is short. */
  autonomy_buynft: defineAction({
    auth: "required",
    input: z.object({ quantity }),
    output: returns<NftPurchaseQuote>(),
    codes: [Code.SaleNotRunning, Code.SaleOutOfStock, Code.NoNodeAvailable],
  }),
  /** Records the intent to buy `quantity` NFTs in the running stage, before any transaction. */
  autonomy_create_nft_order: defineAction({
    auth: "required",
    input: z.object({ quantity }),
    output: returns<NftOrder>(),
    codes: [Code.SaleNotRunning, Code.SaleOutOfStock, Code.NoNodeAvailable],
  }),
  /**
   * Notes the purchase transaction the client sent for an order, as a hint (`submitted`); it is
   * never refused for a hash, whoever else named it. The order is paid only by the indexed
   * purchase that names its id with its wallet, stage, quantity and amount: answered `paid` when
   * that purchase is indexed already.
   */
  autonomy_update_nft_order: defineAction({
    auth: "required",
    input: z.object({ order_id: rowId, tx_hash: txHash }),
    output: returns<NftOrder>(),
    codes: [Code.NotFound],
  }),
  /** My orders and the purchases of my wallet that paid none of them, newest first. */
  autonomy_nft_order_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<NftOrderListRow>>(),
    codes: [],
  }),
  /**
   * Reports a confirmed stake or unstake transaction of the caller's wallet, read from the chain
   * (status_code 804107 or 804108). Membership itself follows the indexer.
   */
  autonomy_stacknft: defineAction({
    auth: "required",
    input: z.object({ tx_hash: txHash }),
    output: returns<StakeResult>(),
    codes: [Code.TxNotConfirmed, Code.NoNodeAvailable],
  }),
  /** My NFTs (stage, grade, url, staked or held), X-Man status, referrer and invite code. */
  autonomy_myinfo: defineAction({
    auth: "required",
    input: noInput,
    output: returns<DaoMyInfo>(),
    codes: [],
  }),
  /** Binds the recommender whose invite code this is: once, never oneself. */
  autonomy_addrefer: defineAction({
    auth: "required",
    input: z.object({ invite_code: inviteCode }),
    output: returns<MyReferrer>(),
    codes: [
      Code.RecommenderNotFound,
      Code.CannotRecommendSelf,
      Code.CannotRecommendSelfAgain,
      Code.RecommenderAlreadySet,
      Code.RecommenderAlreadyBound,
    ],
  }),
  /** My team: invitees who bought with me as their referrer, with their staked and bought NFTs. */
  autonomy_team_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<TeamRow>>(),
    codes: [],
  }),
  /**
   * DEVELOPMENT ONLY: sends test USDT and BNB to the caller's wallet on the local chain. Refused
   * in production and on any chain that is not the local development chain.
   */
  autonomy_faucet: defineAction({
    auth: "required",
    input: noInput,
    output: returns<FaucetResult>(),
    codes: [Code.FaucetUnavailable, Code.NoNodeAvailable],
  }),
};
