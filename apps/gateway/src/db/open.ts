import type { Redis } from "ioredis";
import type { Db } from "./db.js";
import { migrate } from "./migrate.js";
import { openPglite } from "./pglite.js";
import { type PoolOptions, openPostgres } from "./postgres.js";
import { localWriters, redisWriters } from "./recent-writers.js";
import { openReadReplicas } from "./replicas.js";

/** Streaming replicas of the PostgreSQL primary, for read-only actions (`DATABASE_REPLICA_URLS`). */
interface ReplicaOptions {
  urls: readonly string[];
  /** A replica further behind the primary than this is skipped. */
  maxLagMs: number;
  /** Where instances share who just wrote; the process's memory without it. */
  redis?: Redis;
  /** Connections to each replica (the primary's pool size). */
  poolSize?: number;
}

/**
 * PostgreSQL when a URL is given, embedded PGlite under `dataDir` otherwise; migrated, with its
 * replicas when given.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  replicas?: ReplicaOptions;
  pool?: PoolOptions;
}): Promise<Db> {
  const db = opts.url ? await openPostgres(opts.url, opts.pool) : await openPglite(opts.dataDir);
  await migrate(db);
  return attachReplicas(db, opts.replicas);
}

/**
 * Opens the replicas beside a PostgreSQL primary (`db.replicas`, closed with it). The embedded
 * database has none and ignores them.
 */
export async function attachReplicas(db: Db, replicas: ReplicaOptions | undefined): Promise<Db> {
  if (db.kind !== "postgres" || !replicas || replicas.urls.length === 0) return db;
  db.replicas = await openReadReplicas(db, replicas.urls, {
    poolSize: replicas.poolSize,
    maxLagMs: replicas.maxLagMs,
    writers: replicas.redis ? redisWriters(replicas.redis) : localWriters(),
  });
  const closePrimary = db.close;
  db.close = async () => {
    await db.replicas?.close();
    await closePrimary();
  };
  return db;
}
