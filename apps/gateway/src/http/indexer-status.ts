import type { FastifyInstance } from "fastify";
import { readCheckpoint } from "../chain/checkpoint.js";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";

/**
 * `GET /gwapi/indexer`: how far the chain indexer has read, from its checkpoint in the database
 * (so any gateway instance answers the same, whichever one runs the indexer). Registered in the
 * `/gwapi` scope.
 */
export function registerIndexerStatus(app: FastifyInstance, config: Config, db: Db): void {
  const enabled = Boolean(config.INDEXER_ENABLED && config.RPC_URL && config.CONTRACTS_FILE);
  app.get("/indexer", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const checkpoint = await readCheckpoint(db);
    if (!checkpoint) return { enabled, indexing: false };
    const indexedBlock = checkpoint.nextBlock - 1;
    return {
      enabled,
      indexing: true,
      chain_id: checkpoint.chainId,
      deploy_block: checkpoint.deployBlock,
      indexed_block: indexedBlock,
      head_block: checkpoint.headBlock,
      blocks_behind: Math.max(0, checkpoint.headBlock - indexedBlock),
      confirmations: config.CHAIN_CONFIRMATIONS,
      events_indexed: checkpoint.eventsIndexed,
      updated_at: checkpoint.updatedAt.toISOString(),
      last_error: checkpoint.lastError,
      last_error_at: checkpoint.lastErrorAt?.toISOString() ?? null,
    };
  });
}
