/**
 * Reads the logs of a block range in bounded pieces. Nodes cap `eth_getLogs` by block span or by
 * result size (public BSC endpoints answer "limit exceeded", "block range is too large", ...):
 * on such a refusal the span is halved and tried again, and after a success it grows back
 * towards the configured maximum, so the fetcher settles on what the node accepts.
 */
import type { Address, Hex, RpcLog } from "viem";
import type { WatchedContracts } from "./events.js";
import type { ChainRpc } from "./rpc.js";

const TOO_LARGE =
  /block range|range is too|too many|too large|limit exceeded|exceeds|response size|more than \d+ results/i;

interface FetchedRange {
  from: number;
  to: number;
  logs: RpcLog[];
}

export interface RangeFetcher {
  /** The logs of `from`..`to` or of a shorter prefix of it (see `to` in the answer). */
  fetch(from: number, to: number): Promise<FetchedRange>;
  /** The span the next fetch tries first. */
  readonly span: number;
}

/** A fetcher of the logs with one of `topics` that any of `contracts` emitted. */
export function createRangeFetcher(
  rpc: ChainRpc,
  contracts: WatchedContracts,
  topics: readonly Hex[],
  maxSpan: number,
): RangeFetcher {
  const addresses = Object.values(contracts).flat() as Address[];
  let span = maxSpan;
  return {
    get span() {
      return span;
    },
    async fetch(from, to) {
      for (;;) {
        const end = Math.min(to, from + span - 1);
        try {
          const logs = await rpc.logs(addresses, topics, from, end);
          span = Math.min(maxSpan, span * 2);
          return { from, to: end, logs };
        } catch (error) {
          if (end === from || !TOO_LARGE.test(errorText(error))) throw error;
          span = Math.max(1, Math.floor((end - from + 1) / 2));
        }
      }
    },
  };
}

function errorText(error: unknown): string {
  const { shortMessage, details, message } = error as { shortMessage?: string; details?: string; message?: string };
  return [shortMessage, details, message].filter(Boolean).join(" ");
}
