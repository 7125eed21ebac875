import { noInput } from "./common.js";
import { defineAction, returns } from "./define.js";

/**
 * The signed-in wallet's DAO standing as the chain indexer last saw it. A wallet with at least
 * one DAO NFT staked in the staking contract is an X-Man (DAO member).
 */
export interface XmanPermissions {
  is_xman: boolean;
  /** NFTs the wallet has staked (the staking contract's own count). */
  staked_count: number;
  /** NFTs the wallet owns: held in the wallet plus staked. */
  nft_count: number;
  staked_token_ids: number[];
  /** NFTs in the wallet itself, not staked. */
  held_token_ids: number[];
  /** Last chain block the answer includes; 0 before the indexer has read any. */
  indexed_block: number;
}

/** DAO standing (part of `user_msrv`). */
export const xman = {
  xman_permissions: defineAction({
    auth: "required",
    input: noInput,
    output: returns<XmanPermissions>(),
    codes: [],
  }),
};
