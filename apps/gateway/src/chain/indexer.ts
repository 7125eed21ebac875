/**
 * The indexer loop. Each pass: make sure the indexed data belongs to the chain the node serves
 * (else start over), read the head, and apply every range up to `head - confirmations`, each in
 * its own transaction with the checkpoint. Then wait `pollMs`, or less when it fell behind.
 * A failed pass (node or database) is retried after an exponential back-off; the checkpoint
 * makes the retry start where the last committed range ended. `stop()` cancels RPC requests in
 * flight and returns once the current transaction, if any, has committed or rolled back.
 */
import type { DeployedAddresses } from "@icms/contracts";
import type { Db } from "../db/db.js";
import { backoffDelay } from "./backoff.js";
import { fillBlockTimes, stakingBlockTimes } from "./block-times.js";
import {
  type ChainIdentity,
  type Checkpoint,
  contractsKey,
  readCheckpoint,
  recordError,
  recordHead,
  resetIndex,
  sameChain,
} from "./checkpoint.js";
import { decodeLogs, EVENT_TOPICS, watchedContracts } from "./followed-events.js";
import { createRangeFetcher } from "./fetcher.js";
import { createChainRpc } from "./rpc.js";
import { applyRange } from "./writer.js";

export interface IndexerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface IndexerOptions {
  db: Db;
  rpcUrl: string;
  addresses: DeployedAddresses;
  /** Blocks to leave between the head and the last indexed block. */
  confirmations: number;
  pollMs: number;
  /** The most blocks one `eth_getLogs` call spans. */
  maxBlocksPerRange: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  log: IndexerLog;
}

interface IndexerStatus {
  running: boolean;
  /** Last block indexed, -1 before the first range. */
  indexedBlock: number;
  headBlock: number;
  /** Consecutive failed passes (0 when the last one succeeded). */
  failures: number;
  lastError: string | undefined;
}

export interface Indexer {
  status(): IndexerStatus;
  /** Resolves once every block up to `block` is indexed. */
  waitForBlock(block: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function startIndexer(options: IndexerOptions): Indexer {
  const { db, addresses, confirmations, pollMs, log } = options;
  const backoffBase = options.backoffBaseMs ?? Math.max(pollMs, 250);
  const backoffMax = options.backoffMaxMs ?? 30_000;
  const contracts = watchedContracts(addresses);
  const rpc = createChainRpc(options.rpcUrl);
  const fetcher = createRangeFetcher(rpc, contracts, EVENT_TOPICS, options.maxBlocksPerRange);
  const state: IndexerStatus = { running: true, indexedBlock: -1, headBlock: -1, failures: 0, lastError: undefined };
  let identity: ChainIdentity | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  /** The chain the node serves now, as the checkpoint names it. */
  async function currentIdentity(): Promise<ChainIdentity> {
    const chainId = await rpc.chainId();
    if (chainId !== addresses.chainId) {
      throw new Error(`the node serves chain ${chainId}, the contracts file is for chain ${addresses.chainId}`);
    }
    const deployBlockHash = await rpc.blockHash(addresses.deployBlock);
    if (!deployBlockHash) throw new Error(`the node has no block ${addresses.deployBlock} (the deploy block)`);
    return { chainId, contracts: contractsKey(contracts), deployBlock: addresses.deployBlock, deployBlockHash };
  }

  /** The checkpoint of the chain the node serves, after starting over if it belongs to another. */
  async function ownCheckpoint(): Promise<Checkpoint> {
    let checkpoint = await readCheckpoint(db);
    if (!identity || !checkpoint || !sameChain(checkpoint, identity)) {
      identity = await currentIdentity();
      if (!checkpoint || !sameChain(checkpoint, identity)) {
        if (checkpoint) {
          const was = { chainId: checkpoint.chainId, deployBlockHash: checkpoint.deployBlockHash };
          const now = { chainId: identity.chainId, deployBlockHash: identity.deployBlockHash };
          log.warn({ was, now }, "indexed data is of another chain; indexing again from the deploy block");
        }
        await resetIndex(db, identity);
        checkpoint = await readCheckpoint(db);
      }
    }
    if (checkpoint && (await rpc.blockHash(checkpoint.anchorBlock)) !== checkpoint.anchorHash) {
      // The block last indexed is gone or different: a new chain, or a reorganisation deeper
      // than the confirmations. Either way the index is rebuilt from the deploy block.
      log.warn(
        { block: checkpoint.anchorBlock },
        "indexed block changed on chain; indexing again from the deploy block",
      );
      identity = await currentIdentity();
      await resetIndex(db, identity);
      checkpoint = await readCheckpoint(db);
    }
    if (!checkpoint) throw new Error("no checkpoint after reset");
    return checkpoint;
  }

  /** One pass; answers whether it stopped before reaching the safe head (so go on at once). */
  async function pass(): Promise<boolean> {
    const checkpoint = await ownCheckpoint();
    const chain = identity as ChainIdentity;
    // Times the index still lacks (backfilled staking periods, the anchor after a reset).
    await fillBlockTimes(db, rpc);
    state.indexedBlock = checkpoint.nextBlock - 1;
    notify();
    const head = await rpc.blockNumber();
    state.headBlock = head;
    const safe = head - confirmations;
    if (checkpoint.nextBlock > safe) {
      if (head > checkpoint.headBlock) await recordHead(db, head);
      return false;
    }
    let next = checkpoint.nextBlock;
    const started = Date.now();
    while (!stopping && next <= safe) {
      const fetched = await fetcher.fetch(next, safe);
      const toBlock = await rpc.block(fetched.to);
      if (!toBlock) throw new Error(`block ${fetched.to} is missing`);
      const events = decodeLogs(fetched.logs, contracts);
      // The chain's clock for the staking periods (only blocks with staking events are read).
      const blockTimes = await stakingBlockTimes(rpc, events, new Map([[fetched.to, toBlock.time]]));
      await applyRange(
        db,
        chain,
        { from: next, to: fetched.to, toHash: toBlock.hash, toTime: toBlock.time, head, blockTimes },
        events,
      );
      next = fetched.to + 1;
      state.indexedBlock = fetched.to;
      notify();
      // Yield now and then during a long catch-up, so the head is read again.
      if (Date.now() - started > 5_000) return true;
    }
    return false;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let delay = pollMs;
      try {
        const behind = await pass();
        if (state.failures > 0) log.info({ after: state.failures }, "indexer recovered");
        state.failures = 0;
        if (behind) delay = 0;
      } catch (error) {
        if (stopping) break;
        state.failures += 1;
        state.lastError = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
        identity = undefined; // check the chain again: the node may have been replaced meanwhile
        delay = backoffDelay(state.failures, backoffBase, backoffMax);
        log.warn({ err: state.lastError, failures: state.failures, retryInMs: delay }, "indexer pass failed");
        await recordError(db, state.lastError);
      }
      if (delay > 0 && !stopping) await sleep(delay);
    }
    state.running = false;
    notify();
  }

  const running = run();

  return {
    status: () => ({ ...state }),
    waitForBlock(block, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (state.indexedBlock >= block) finish();
          else if (!state.running) finish(new Error("the indexer stopped"));
        };
        const timer = setTimeout(
          () => finish(new Error(`block ${block} not indexed in ${timeoutMs} ms (at ${state.indexedBlock})`)),
          timeoutMs,
        );
        function finish(error?: Error) {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve();
        }
        waiters.add(check);
        check();
      });
    },
    async stop() {
      stopping = true;
      rpc.abort();
      wake?.();
      await running;
    },
  };
}
