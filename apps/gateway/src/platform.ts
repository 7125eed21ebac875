import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
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
  log: FastifyBaseLogger;
  /** For start-time jobs of the start script (demo content). */
  db: Db;
  storage: FileStorage;
  /**
   * Drains and stops: no new connections, the requests under way answered, the job workers and
   * the indexer stopped after their current item, then the database closed.
   */
  stop(): Promise<void>;
}

/**
 * Opens the database (migrated), builds the gateway and listens. Settings come from the
 * environment; `overrides` win over it (tests and the start script use them).
 */
export async function startPlatform(overrides: Record<string, string | undefined> = {}): Promise<RunningPlatform> {
  const config = loadConfig({ ...process.env, ...overrides });
  const bus = config.REDIS_URL ? await redisInvalidationBus(config.REDIS_URL) : localInvalidationBus();
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, "pg"),
    replicas: {
      urls: config.DATABASE_REPLICA_URLS,
      maxLagMs: config.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000,
      redis: bus.redis,
      poolSize: config.DATABASE_POOL_SIZE,
    },
    pool: { size: config.DATABASE_POOL_SIZE, waitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000 },
  });
  const storage = openStorage(config);
  const app = await buildApp({ config, db, bus, storage });
  if (config.DATABASE_REPLICA_URLS.length > 0 && !db.replicas) {
    app.log.warn("DATABASE_REPLICA_URLS ignored: the embedded database has no replicas (set DATABASE_URL)");
  }
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // The chain indexer is background work too: it runs where the job workers run.
  const indexer =
    config.WORKERS === "off" ? undefined : await startChainIndexer(config, db, app.log.child({ component: "indexer" }));
  return {
    url: address,
    config,
    log: app.log,
    db,
    storage,
    async stop() {
      // The listening socket closes at once, so a proxy's next connection is refused and goes to
      // another instance; idle keep-alive connections close with it. Fastify's close then waits
      // for the requests under way (a request arriving on a connection still open gets 503) and
      // runs the onClose hooks: the job workers finish their current job. The jobs stop after the
      // requests, since a request may queue one.
      app.server.close();
      // A connection whose request is under way closes once it is answered, rather than idling
      // for the keep-alive timeout (72 s) and holding the drain.
      app.server.keepAliveTimeout = 1;
      const closed = app.close();
      app.log.info({ timeoutSeconds: config.DRAIN_TIMEOUT_SECONDS }, "draining");
      await Promise.all([closed, indexer?.stop()]);
      await db.close();
    },
  };
}
