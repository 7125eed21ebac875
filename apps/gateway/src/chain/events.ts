/**
 * The contract events the indexer follows, and one decoder per event from a raw `eth_getLogs`
 * entry to a typed, lower-cased record. A log from another contract than the one that declares
 * the event, or one the node reports as removed, decodes to nothing.
 */
import { courseCheckoutAbi, daoNftAbi, ictTokenAbi, nftSaleAbi, rewardVaultAbi, xManStakingAbi } from "@icms/contracts";
import {
  type Abi,
  type Address,
  decodeEventLog,
  type Hex,
  parseAbi,
  type RpcLog,
  toEventSelector,
  zeroAddress,
} from "viem";

/** The contracts whose events are indexed, addresses lower-case. */
export interface WatchedContracts {
  DaoNFT: Address;
  NFTSale: Address;
  XManStaking: Address;
  RewardVault: Address;
  CourseCheckout: Address;
  /** The two platform tokens: their ERC-20 transfers make the indexed balances (planet gates). */
  ICT: Address;
  ICMS: Address;
  /**
   * Sales the current one replaced (docs/dao.md, "Moving to a new sale"): their purchases and
   * referrer bindings stay indexed; their purchases name no order.
   */
  FormerNFTSales?: readonly Address[];
}

/** Where a log sits on the chain. */
interface LogPosition {
  blockNumber: number;
  logIndex: number;
  txHash: Hex;
  blockHash: Hex;
  address: Address;
}

export type EventPayload =
  | { event: "Transfer"; from: Address; to: Address; tokenId: number }
  | {
      event: "Purchased";
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
    }
  | { event: "ReferrerBound"; account: Address; referrer: Address }
  | { event: "Staked" | "Unstaked"; account: Address; tokenIds: number[]; stakedCount: number }
  | { event: "VoucherClaimed"; voucherId: bigint; wallet: Address; token: Address; amount: bigint }
  | {
      event: "OrderPaid" | "OrderRefunded";
      orderId: bigint;
      buyer: Address;
      seller: Address;
      token: Address;
      amount: bigint;
      platformAmount: bigint;
    }
  | { event: "TokenTransfer"; token: TokenSymbol; from: Address; to: Address; value: bigint };

/** The ERC-20 tokens whose balances are indexed. */
export type TokenSymbol = "ICT" | "ICMS";

export type ChainEvent = LogPosition & EventPayload;

/** A uint256 that is a count or an id: refused when it does not fit a JS number. */
function small(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`value ${value} out of range`);
  return Number(value);
}

const lower = (address: string) => address.toLowerCase() as Address;

interface Decoder {
  emitter: keyof WatchedContracts;
  decode(log: RpcLog): EventPayload;
}

function decoder<const A extends Abi>(
  abi: A,
  name: string,
  emitter: keyof WatchedContracts,
  map: (args: any) => EventPayload,
): [Hex, Decoder] {
  const item = abi.find((entry) => entry.type === "event" && entry.name === name);
  if (!item) throw new Error(`event ${name} not in the ABI`);
  const items = [item] as Abi;
  const decode = (log: RpcLog) =>
    map(decodeEventLog({ abi: items, data: log.data, topics: log.topics as [Hex, ...Hex[]], strict: true }).args);
  return [toEventSelector(item as never), { emitter, decode }];
}

/** ERC-20 `Transfer` of one of the two tokens (ICMS has the same event as ICT). */
const tokenTransfer = (token: TokenSymbol) =>
  decoder(ictTokenAbi, "Transfer", token, (a) => ({
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

/** Whether `address` is the watched contract, or one of the watched former ones. */
function watches(watched: Address | readonly Address[] | undefined, address: Address): boolean {
  return typeof watched === "string" ? watched === address : (watched?.includes(address) ?? false);
}

/**
 * The decoders by topic0. ERC-721 and ERC-20 `Transfer` share their topic0 (only the indexing of
 * the third argument differs), so a topic may have several decoders, told apart by the emitter.
 */
const decoders = new Map<Hex, Decoder[]>();
for (const [topic, entry] of [
  decoder(daoNftAbi, "Transfer", "DaoNFT", (a) => ({
    event: "Transfer",
    from: lower(a.from),
    to: lower(a.to),
    tokenId: small(a.tokenId),
  })),
  decoder(nftSaleAbi, "Purchased", "NFTSale", (a) => ({
    event: "Purchased",
    buyer: lower(a.buyer),
    stageId: small(a.stageId),
    referrer: a.referrer === zeroAddress ? null : lower(a.referrer),
    quantity: small(a.quantity),
    firstTokenId: small(a.firstTokenId),
    amount: a.amount,
    orderId: a.orderId,
  })),
  decoder(nftSaleAbi, "ReferrerBound", "NFTSale", (a) => ({
    event: "ReferrerBound",
    account: lower(a.account),
    referrer: lower(a.referrer),
  })),
  decoder(xManStakingAbi, "Staked", "XManStaking", (a) => ({
    event: "Staked",
    account: lower(a.account),
    tokenIds: a.tokenIds.map(small),
    stakedCount: small(a.stakedCount),
  })),
  decoder(xManStakingAbi, "Unstaked", "XManStaking", (a) => ({
    event: "Unstaked",
    account: lower(a.account),
    tokenIds: a.tokenIds.map(small),
    stakedCount: small(a.stakedCount),
  })),
  decoder(rewardVaultAbi, "VoucherClaimed", "RewardVault", (a) => ({
    event: "VoucherClaimed",
    voucherId: a.voucherId,
    wallet: lower(a.user),
    token: lower(a.token),
    amount: a.amount,
  })),
  // The sale before order ids: the same event without its last field, and the same bindings.
  decoder(formerSaleAbi, "Purchased", "FormerNFTSales", (a) => ({
    event: "Purchased",
    buyer: lower(a.buyer),
    stageId: small(a.stageId),
    referrer: a.referrer === zeroAddress ? null : lower(a.referrer),
    quantity: small(a.quantity),
    firstTokenId: small(a.firstTokenId),
    amount: a.amount,
    orderId: null,
  })),
  decoder(nftSaleAbi, "ReferrerBound", "FormerNFTSales", (a) => ({
    event: "ReferrerBound",
    account: lower(a.account),
    referrer: lower(a.referrer),
  })),
  ...(["OrderPaid", "OrderRefunded"] as const).map((name) =>
    decoder(courseCheckoutAbi, name, "CourseCheckout", (a) => ({
      event: name,
      orderId: a.orderId,
      buyer: lower(a.buyer),
      seller: lower(a.seller),
      token: lower(a.token),
      amount: a.amount,
      platformAmount: a.platformAmount,
    })),
  ),
  tokenTransfer("ICT"),
  tokenTransfer("ICMS"),
]) {
  decoders.set(topic, [...(decoders.get(topic) ?? []), entry]);
}

/** The topic0 values to ask the node for (any of them, from any watched contract). */
export const EVENT_TOPICS: readonly Hex[] = [...decoders.keys()];

/** One raw log as a typed event, or undefined when it is not one the indexer follows. */
export function decodeLog(log: RpcLog, contracts: WatchedContracts): ChainEvent | undefined {
  const topic0 = log.topics[0];
  if (!topic0 || log.removed) return undefined;
  const address = lower(log.address);
  const entry = decoders.get(topic0)?.find((candidate) => watches(contracts[candidate.emitter], address));
  if (!entry) return undefined;
  if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null || log.blockHash === null) {
    return undefined;
  }
  return {
    blockNumber: Number(log.blockNumber),
    logIndex: Number(log.logIndex),
    txHash: lower(log.transactionHash) as Hex,
    blockHash: lower(log.blockHash) as Hex,
    address,
    ...entry.decode(log),
  };
}

/** Decodes a batch of logs in chain order (block, then log index). */
export function decodeLogs(logs: readonly RpcLog[], contracts: WatchedContracts): ChainEvent[] {
  const events: ChainEvent[] = [];
  for (const log of logs) {
    const event = decodeLog(log, contracts);
    if (event) events.push(event);
  }
  return events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
}

/** The event's own fields, without its position (stored for audit). */
export function eventArgs(event: ChainEvent): Omit<EventPayload, "event"> {
  const { blockNumber: _b, logIndex: _l, txHash: _t, blockHash: _h, address: _a, event: _e, ...args } = event;
  return args;
}

/** JSON with big numbers as decimal strings. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? item.toString() : item));
}
