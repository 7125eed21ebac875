/**
 * The events the core indexes (projections.ts, token-balances.ts, staking-periods.ts): DAO NFT
 * transfers, the sale's purchases and referrer bindings (of the current sale and the replaced
 * ones), stakes and unstakes, and the two platform tokens' transfers (planet gates).
 */
import { daoNftAbi, ictTokenAbi, nftSaleAbi, xManStakingAbi } from "@icms/contracts";
import { type Address, parseAbi, zeroAddress } from "viem";
import { type ChainEventDecoder, chainEvent, lower, small } from "./events.js";

/** The ERC-20 tokens whose balances are indexed. */
export type TokenSymbol = "ICT" | "ICMS";

interface Staking {
  account: Address;
  tokenIds: number[];
  stakedCount: number;
}

declare module "./events.js" {
  interface ChainEventPayloads {
    Transfer: { from: Address; to: Address; tokenId: number };
    Purchased: {
      buyer: Address;
      stageId: number;
      referrer: Address | null;
      quantity: number;
      firstTokenId: number;
      amount: bigint;
      /**
       * The platform order the purchase names (0 for none), as sent: the contract does not check
       * it. null for a purchase of a former sale, which named no order.
       */
      orderId: bigint | null;
    };
    ReferrerBound: { account: Address; referrer: Address };
    Staked: Staking;
    Unstaked: Staking;
    TokenTransfer: { token: TokenSymbol; from: Address; to: Address; value: bigint };
  }
}

/** ERC-20 `Transfer` of one of the two tokens (ICMS has the same event as ICT). */
const tokenTransfer = (token: TokenSymbol) =>
  chainEvent(ictTokenAbi, "Transfer", token, (a) => ({
    event: "TokenTransfer",
    token,
    from: lower(a.from),
    to: lower(a.to),
    value: a.value,
  }));

/** The purchase event of the sale contract before purchases named their order. */
const formerSaleAbi = parseAbi([
  "event Purchased(address indexed buyer, uint256 indexed stageId, address indexed referrer, uint256 quantity, uint256 firstTokenId, uint256 amount)",
]);

const staking = (name: "Staked" | "Unstaked") =>
  chainEvent(xManStakingAbi, name, "XManStaking", (a) => ({
    event: name,
    account: lower(a.account),
    tokenIds: a.tokenIds.map(small),
    stakedCount: small(a.stakedCount),
  }));

export const coreEvents: readonly ChainEventDecoder[] = [
  chainEvent(daoNftAbi, "Transfer", "DaoNFT", (a) => ({
    event: "Transfer",
    from: lower(a.from),
    to: lower(a.to),
    tokenId: small(a.tokenId),
  })),
  chainEvent(nftSaleAbi, "Purchased", "NFTSale", (a) => ({
    event: "Purchased",
    buyer: lower(a.buyer),
    stageId: small(a.stageId),
    referrer: a.referrer === zeroAddress ? null : lower(a.referrer),
    quantity: small(a.quantity),
    firstTokenId: small(a.firstTokenId),
    amount: a.amount,
    orderId: a.orderId,
  })),
  chainEvent(nftSaleAbi, "ReferrerBound", "NFTSale", (a) => ({
    event: "ReferrerBound",
    account: lower(a.account),
    referrer: lower(a.referrer),
  })),
  staking("Staked"),
  staking("Unstaked"),
  // The sale before order ids: the same event without its last field, and the same bindings.
  chainEvent(formerSaleAbi, "Purchased", "FormerNFTSales", (a) => ({
    event: "Purchased",
    buyer: lower(a.buyer),
    stageId: small(a.stageId),
    referrer: a.referrer === zeroAddress ? null : lower(a.referrer),
    quantity: small(a.quantity),
    firstTokenId: small(a.firstTokenId),
    amount: a.amount,
    orderId: null,
  })),
  chainEvent(nftSaleAbi, "ReferrerBound", "FormerNFTSales", (a) => ({
    event: "ReferrerBound",
    account: lower(a.account),
    referrer: lower(a.referrer),
  })),
  tokenTransfer("ICT"),
  tokenTransfer("ICMS"),
];
