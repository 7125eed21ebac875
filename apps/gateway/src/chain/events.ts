/**
 * The machinery that turns a raw `eth_getLogs` entry into a typed, lower-cased event. The events
 * themselves are declared by their owners: the core's (the DAO NFT, the sale, staking, the two
 * tokens) in core-events.ts, an area's in its own folder (`defineArea({ chainEvents })`), and
 * followed-events.ts gathers them. A log from another contract than the one that declares the
 * event, or one the node reports as removed, decodes to nothing.
 */
import type { ContractKey } from "@icms/contracts";
import {
  type Abi,
  type Address,
  type ContractEventName,
  decodeEventLog,
  type GetEventArgs,
  type Hex,
  type RpcLog,
  toEventSelector,
} from "viem";

/**
 * The decoded events' fields by event name. Whoever declares an event adds its fields here by
 * declaration merging (`declare module "../../chain/events.js" { interface ChainEventPayloads
 * { OrderPaid: {...} } }`), so a projection reads them typed and this file names no area.
 * @public (extended by declaration merging, which knip does not follow)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the declarations of core-events.ts and the areas
export interface ChainEventPayloads {}

type EventName = keyof ChainEventPayloads;

/** One event's own fields with its name. */
export type EventPayload = { [N in EventName]: { event: N } & ChainEventPayloads[N] }[EventName];

/**
 * A contract whose events may be followed: one of the addresses file, or the sales the current
 * one replaced (docs/dao.md, "Moving to a new sale"), whose purchases and bindings stay indexed.
 */
export type Emitter = ContractKey | "FormerNFTSales";

/** The addresses of the contracts the indexer watches, lower-case, by emitter. */
export type WatchedContracts = { readonly [E in Emitter]?: Address | readonly Address[] };

/** Where a log sits on the chain. */
interface LogPosition {
  blockNumber: number;
  logIndex: number;
  txHash: Hex;
  blockHash: Hex;
  address: Address;
}

export type ChainEvent = LogPosition & EventPayload;

/** One followed event: its topic0, the contract that must have emitted it, and its decoder. */
export interface ChainEventDecoder {
  topic: Hex;
  emitter: Emitter;
  decode(log: RpcLog): EventPayload;
}

/** A uint256 that is a count or an id: refused when it does not fit a JS number. */
export function small(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`value ${value} out of range`);
  return Number(value);
}

export const lower = (address: string) => address.toLowerCase() as Address;

/** An event's decoded arguments, every one present (indexed or not), by name. */
type EventArgs<A extends Abi, N extends string> = GetEventArgs<
  A,
  N,
  { EnableUnion: false; IndexedOnly: false; Required: true }
>;

/** Follows the event `name` of `abi` when `emitter` emits it; `map` turns its arguments into the payload. */
export function chainEvent<const A extends Abi, const N extends ContractEventName<A>>(
  abi: A,
  name: N,
  emitter: Emitter,
  map: (args: EventArgs<A, N>) => EventPayload,
): ChainEventDecoder {
  const item = abi.find((entry) => entry.type === "event" && entry.name === name);
  if (!item) throw new Error(`event ${name} not in the ABI`);
  const items = [item] as Abi;
  const decode = (log: RpcLog) =>
    map(
      decodeEventLog({ abi: items, data: log.data, topics: log.topics as [Hex, ...Hex[]], strict: true })
        .args as EventArgs<A, N>,
    );
  return { topic: toEventSelector(item as never), emitter, decode };
}

/** The events the indexer follows, and how it reads a batch of logs. */
export interface FollowedEvents {
  /** The topic0 values to ask the node for (any of them, from any watched contract). */
  topics: readonly Hex[];
  /** The contracts that emit them: the ones to watch. */
  emitters: readonly Emitter[];
  /** One raw log as a typed event, or undefined when it is not one the indexer follows. */
  decodeLog(log: RpcLog, contracts: WatchedContracts): ChainEvent | undefined;
  /** Decodes a batch of logs in chain order (block, then log index). */
  decodeLogs(logs: readonly RpcLog[], contracts: WatchedContracts): ChainEvent[];
}

/** Whether `address` is the watched contract, or one of the watched ones. */
function watches(watched: Address | readonly Address[] | undefined, address: Address): boolean {
  return typeof watched === "string" ? watched === address : (watched?.includes(address) ?? false);
}

/**
 * The decoders by topic0. ERC-721 and ERC-20 `Transfer` share their topic0 (only the indexing of
 * the third argument differs), so a topic may have several decoders, told apart by the emitter;
 * two decoders of one topic from one emitter are an error.
 */
export function followEvents(decoders: readonly ChainEventDecoder[]): FollowedEvents {
  const byTopic = new Map<Hex, ChainEventDecoder[]>();
  for (const entry of decoders) {
    const same = byTopic.get(entry.topic) ?? [];
    if (same.some((other) => other.emitter === entry.emitter)) {
      throw new Error(`event ${entry.topic} of ${entry.emitter} is followed twice`);
    }
    byTopic.set(entry.topic, [...same, entry]);
  }
  function decodeLog(log: RpcLog, contracts: WatchedContracts): ChainEvent | undefined {
    const topic0 = log.topics[0];
    if (!topic0 || log.removed) return undefined;
    const address = lower(log.address);
    const entry = byTopic.get(topic0)?.find((candidate) => watches(contracts[candidate.emitter], address));
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
  return {
    topics: [...byTopic.keys()],
    emitters: [...new Set(decoders.map((entry) => entry.emitter))],
    decodeLog,
    decodeLogs(logs, contracts) {
      const events: ChainEvent[] = [];
      for (const log of logs) {
        const event = decodeLog(log, contracts);
        if (event) events.push(event);
      }
      return events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
    },
  };
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
