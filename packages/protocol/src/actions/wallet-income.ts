import { z } from "zod";
import { DATE_RANGE_SHORTCUTS_DAYS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { noInput, type Paged, page, pageSize, rowId } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";

/** Coins income is credited in. The reward vault pays ICT and ICMS; USDT dividends stay in the ledger. */
export const INCOME_COINS = ["ICT", "ICMS", "USDT"] as const;
export type IncomeCoin = (typeof INCOME_COINS)[number];
/** Coins the reward vault pays, so the coins a withdrawal may ask for. */
export const WITHDRAW_COINS = ["ICT", "ICMS"] as const;
export type WithdrawCoin = (typeof WITHDRAW_COINS)[number];

/** How an income row was earned: contribution mining (ICT) or an X-Man dividend. */
export type IncomeType = "mining" | "dividend";
/** A withdrawal's course: open (voucher issued, not claimed), paid (the vault paid it), expired (released). */
export type WithdrawStatus = "open" | "paid" | "expired";

/** My contribution: all-time score, the score of the last settled epoch, and my place in the rank list. */
export interface ScoreTotal {
  wallet_addr: string;
  /** Sum of my contribution points over every epoch. */
  score: number;
  /** Points in the last settled epoch. */
  last_epoch_score: number;
  /** 1 for the highest score; null when I have no points. */
  rank: number | null;
  /** Contributors with any points. */
  contributors: number;
}

/** One row of the contribution rank list. */
export interface RankRow {
  rank: number;
  wallet_addr: string;
  nickname: string;
  avatar_url: string;
  score: number;
}

/** What I earned of one coin: all-time and within the asked range (wei, decimal strings). */
export interface CoinIncome {
  coin: IncomeCoin;
  total: string;
  in_range: string;
  mining: string;
  dividend: string;
}

/** My ICT and ICMS (and USDT dividend) income: all-time and within the last `days` days. */
export interface TokenTotals {
  days: number;
  score_in_range: number;
  coins: CoinIncome[];
}

/** One day of the chart: my points and what I earned of each coin that day (wei, decimal strings). */
export interface IncomeChartPoint {
  /** UTC date, YYYY-MM-DD. */
  date: string;
  score: number;
  ict: string;
  icms: string;
  usdt: string;
}

export interface IncomeChart {
  days: number;
  points: IncomeChartPoint[];
}

/** One earnings row: what an epoch's settlement credited me. */
export interface IncomeRow {
  id: number;
  /** The epoch's UTC date, YYYY-MM-DD. */
  date: string;
  epoch: number;
  coin: IncomeCoin;
  amount: string;
  type: IncomeType;
  /** My contribution points in that epoch. */
  score: number;
  /** What the amount is: `mining` (share of the epoch's emission) or `dividend:<n> NFTs`. */
  remark: string;
}

/** One coin of my balance (wei, decimal strings): available = earned - withdrawn - reserved. */
export interface CoinBalance {
  coin: IncomeCoin;
  /** The token contract, or null when the chain is not configured. */
  token: string | null;
  earned: string;
  /** Paid by the vault. */
  withdrawn: string;
  /** Held by open vouchers. */
  reserved: string;
  available: string;
  /** Whether the reward vault pays this coin. */
  withdrawable: boolean;
}

export interface BalanceInfo {
  coins: CoinBalance[];
  /** Native coin a claim must carry (0.001), in wei. */
  fee_wei: string;
  chain_id: number;
  /** The reward vault, or null when the chain is not configured. */
  vault: string | null;
}

/**
 * A withdrawal voucher, as the reward vault's `claim(voucher, signature)` takes it. The nonce is
 * the voucher id; the chain id and vault are the EIP-712 domain's.
 */
export interface WithdrawVoucher {
  withdraw_id: number;
  coin: WithdrawCoin;
  status: WithdrawStatus;
  /** The voucher's fields (amount, voucher_id and deadline as decimal strings; deadline in Unix seconds). */
  user: string;
  token: string;
  amount: string;
  voucher_id: string;
  deadline: string;
  chain_id: number;
  vault: string;
  signature: string;
  /** Native coin the claim must carry, in wei. */
  fee_wei: string;
  tx_hash: string | null;
}

/** One of my withdrawals. */
export interface WithdrawRecord {
  withdraw_id: number;
  coin: WithdrawCoin;
  amount: string;
  status: WithdrawStatus;
  tx_hash: string | null;
  created_at: string;
  /** Unix seconds. */
  deadline: number;
  paid_at: string | null;
}

/** The platform's income of one coin, and how it was shared (wei, decimal strings). */
export interface PoolIncome {
  coin: IncomeCoin;
  total: string;
  platform: string;
  governance_buyback: string;
  utility_buyback: string;
  xman_dividend: string;
  /** The part of transaction fees that is not the X-Man share (the token's other fee shares). */
  fee_other: string;
}

/** The mining pool and the settlement schedule. */
export interface PoolInfo {
  /** The open epoch: its number, and its UTC day (start and end as ISO times). */
  epoch: number;
  epoch_start: string;
  epoch_end: string;
  /** ICT emitted per epoch with contributions, and the pool it comes from (wei, decimal strings). */
  emission_per_epoch: string;
  mining_total: string;
  mined: string;
  remaining: string;
  epochs_total: number;
  /** Points per contribution kind in the open epoch. */
  weights: Record<string, number>;
  /** The last settled epoch. */
  last_settled: { epoch: number; date: string; total_score: number; emitted: string; contributors: number } | null;
  /** DAO NFTs staked now (the X-Man dividend is shared over them). */
  staked_nfts: number;
  income: PoolIncome[];
}

const coinOf = <const T extends readonly [string, ...string[]]>(coins: T) =>
  z.enum(coins, withCode(Code.WalletParamError));

/** Days of a range: one of the shortcuts 7, 14, 30, 60. */
const days = z.coerce
  .number(withCode(Code.WalletParamError))
  .int(withCode(Code.WalletParamError))
  .refine((n) => (DATE_RANGE_SHORTCUTS_DAYS as readonly number[]).includes(n), withCode(Code.WalletParamError))
  .default(7);

/** An amount in wei: a positive whole number, at most 78 digits (uint256). */
const weiAmount = z
  .string(withCode(Code.WalletParamError))
  .trim()
  .regex(/^[0-9]{1,78}$/, withCode(Code.WalletParamError))
  // Zod runs every check, so this one must not trust the pattern above.
  .refine((s) => /^[0-9]{1,78}$/.test(s) && BigInt(s) > 0n && BigInt(s) < 2n ** 256n, withCode(Code.WalletParamError))
  .transform((s) => BigInt(s).toString());

/**
 * Contribution, income and withdrawals (`wallet_msrv`; docs/income.md): scores and the rank
 * list, token totals, the chart and earnings rows, balances, withdrawal vouchers for the reward
 * vault and their records, and the mining pool.
 */
export const walletIncome = {
  /** My contribution score, last epoch's points and my rank. */
  score_total: defineAction({
    auth: "required",
    input: noInput,
    output: returns<ScoreTotal>(),
    codes: [],
  }),
  /** Contributors by all-time score, highest first (ties: earliest wallet first). */
  score_rank_list: defineAction({
    auth: "optional",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<RankRow>>(),
    codes: [],
  }),
  /** My ICT, ICMS (and USDT dividend) income: all-time and within the last `days` days. */
  token_total: defineAction({
    auth: "required",
    input: z.object({ days }),
    output: returns<TokenTotals>(),
    codes: [Code.WalletParamError],
  }),
  /** My points and income per day over the last `days` days (every day present, oldest first). */
  income_chart: defineAction({
    auth: "required",
    input: z.object({ days }),
    output: returns<IncomeChart>(),
    codes: [Code.WalletParamError],
  }),
  /** My earnings rows, newest first, optionally of one coin. */
  income_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize, coin: coinOf(INCOME_COINS).optional() }),
    output: returns<Paged<IncomeRow>>(),
    codes: [Code.WalletParamError],
  }),
  /** My balance of each coin: earned, withdrawn, reserved by open vouchers, available. */
  balance_info: defineAction({
    auth: "required",
    input: noInput,
    output: returns<BalanceInfo>(),
    codes: [],
  }),
  /**
   * Reserves `amount` of `coin` and answers the signed voucher to claim on the reward vault. The
   * voucher is recorded before it is signed; asking again while it is open (another tab, a retry)
   * answers the same voucher.
   */
  withdraw_voucher: defineAction({
    auth: "required",
    input: z.object({ coin: coinOf(WITHDRAW_COINS), amount: weiAmount }),
    output: returns<WithdrawVoucher>(),
    codes: [Code.WalletParamError, Code.IncomeInsufficient, Code.WithdrawPending, Code.WithdrawUnavailable],
  }),
  /** One of my withdrawals with its voucher (to claim an open one again). */
  withdraw_detail: defineAction({
    auth: "required",
    input: z.object({ withdraw_id: rowId }),
    output: returns<WithdrawVoucher>(),
    codes: [Code.NotFound, Code.WithdrawUnavailable],
  }),
  /** My withdrawals, newest first, with status and transaction hash. */
  withdraw_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize, coin: coinOf(WITHDRAW_COINS).optional() }),
    output: returns<Paged<WithdrawRecord>>(),
    codes: [Code.WalletParamError],
  }),
  /** The mining pool, the schedule, the open epoch's weights and the platform income shares. */
  pool_info: defineAction({
    auth: "optional",
    input: noInput,
    output: returns<PoolInfo>(),
    codes: [],
  }),
};
