import { join } from "node:path";
import { buildApp } from "./app.js";
import { startChainIndexer } from "./chain/start.js";
import { localInvalidationBus, redisInvalidationBus } from "./cache/invalidation.js";
import { type Config, loadConfig } from "./config.js";
import type { Db } from "./db/db.js";
import { openDatabase } from "./db/open.js";
import { openStorage } from "./storage/open.js";
import type { FileStorage } from "./storage/storage.js";

export interface RunningPlatform {
  url: string;
  config: Config;
  /** For start-time jobs of the start script (demo content). */
  db: Db;
  storage: FileStorage;
  stop(): Promise<void>;
}

/**
 * Opens the database (migrated), builds the gateway and listens. Settings come from the
 * environment; `overrides` win over it (tests and the start script use them).
 */
export async function startPlatform(overrides: Record<string, string | undefined> = {}): Promise<RunningPlatform> {
  const config = loadConfig({ ...process.env, ...overrides });
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "pg") });
  const bus = config.REDIS_URL ? await redisInvalidationBus(config.REDIS_URL) : localInvalidationBus();
  const storage = openStorage(config);
  const app = await buildApp({ config, db, bus, storage });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // The chain indexer is background work too: it runs where the job workers run.
  const indexer =
    config.WORKERS === "off" ? undefined : await startChainIndexer(config, db, app.log.child({ component: "indexer" }));
  return {
    url: address,
    config,
    db,
    storage,
    async stop() {
      await indexer?.stop();
      await app.close();
      await db.close();
    },
  };
}
