/**
 * Every event the indexer follows: the core's (core-events.ts) and the areas' (`defineArea({
 * chainEvents })`, read from the registry), with the contracts to watch for them.
 */
import type { DeployedAddresses } from "@icms/contracts";
import type { Address } from "viem";
import { chainEvents } from "../services/registry.js";
import { coreEvents } from "./core-events.js";
import { followEvents, type WatchedContracts } from "./events.js";

const followed = followEvents([...coreEvents, ...chainEvents]);

/** The topic0 values to ask the node for (any of them, from any watched contract). */
export const EVENT_TOPICS = followed.topics;

export const { decodeLog, decodeLogs } = followed;

/** The addresses, lower-case, of every contract whose events are followed. */
export function watchedContracts(addresses: DeployedAddresses): WatchedContracts {
  const low = (address: Address) => address.toLowerCase() as Address;
  const watched: Partial<Record<keyof WatchedContracts, Address | readonly Address[]>> = {};
  for (const emitter of followed.emitters) {
    if (emitter !== "FormerNFTSales") watched[emitter] = low(addresses.contracts[emitter]);
    // Only when there are any: a file without former sales names the same chain as before.
    else if (addresses.formerNFTSales?.length) watched[emitter] = addresses.formerNFTSales.map(low);
  }
  return watched;
}
