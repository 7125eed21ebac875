/** Starts the chain indexer as the configuration asks, or answers undefined when it is off. */
import { type DeployedAddresses, readAddressesFile } from "@icms/contracts";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { type Indexer, type IndexerLog, startIndexer } from "./indexer.js";

export async function startChainIndexer(config: Config, db: Db, log: IndexerLog): Promise<Indexer | undefined> {
  if (!config.INDEXER_ENABLED || !config.RPC_URL || !config.CONTRACTS_FILE) return undefined;
  let addresses: DeployedAddresses;
  try {
    addresses = await readAddressesFile(config.CONTRACTS_FILE);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  CONTRACTS_FILE: ${(error as Error).message}`);
  }
  if (addresses.chainId !== config.CHAIN_ID) {
    throw new Error(
      `Invalid configuration:\n  CONTRACTS_FILE: contracts of chain ${addresses.chainId}, CHAIN_ID is ${config.CHAIN_ID}`,
    );
  }
  log.info({ rpc: new URL(config.RPC_URL).host, fromBlock: addresses.deployBlock }, "chain indexer starting");
  return startIndexer({
    db,
    rpcUrl: config.RPC_URL,
    addresses,
    confirmations: config.CHAIN_CONFIRMATIONS,
    pollMs: config.INDEXER_POLL_MS,
    maxBlocksPerRange: config.INDEXER_BATCH_BLOCKS,
    log,
  });
}
