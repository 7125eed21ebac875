import { randomUUID } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { REQUEST_ID_HEADER, TIMING } from "@icms/protocol";
import { createTokenIssuer } from "./auth/tokens.js";
import { type InvalidationBus, localInvalidationBus } from "./cache/invalidation.js";
import { memoryRateLimiter, type RateLimiter } from "./cache/rate-limit.js";
import { readThroughCache } from "./cache/read-through.js";
import type { Config } from "./config.js";
import type { Db } from "./db/db.js";
import { registerClientConfig } from "./http/client-config.js";
import { registerGatewayRoute } from "./http/gateway-route.js";
import { registerHealth } from "./http/health.js";
import { registerIndexerStatus } from "./http/indexer-status.js";
import { sharePreview } from "./http/share-preview.js";
import { registerUploadRoutes } from "./http/upload-route.js";
import { registerWebApp } from "./http/web-app.js";
import { contentReadCache } from "./services/cms/read-cache.js";
import { viewCounter } from "./services/cms/view-counter.js";
import { openStorage } from "./storage/open.js";
import type { FileStorage } from "./storage/storage.js";
import { findUser } from "./services/user/users.js";

/** A form body holds one JSON payload; 1 MiB is far above any action's input. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  limiter?: RateLimiter;
  bus?: InvalidationBus;
  /** Upload storage; from the settings (local disk or S3) when not given. */
  storage?: FileStorage;
}

/** How long a user row may be served from memory; writes invalidate it at once. */
const USER_CACHE_TTL_MS = 5_000;

/** The gateway as a Fastify instance, not yet listening. */
export async function buildApp({
  config,
  db,
  limiter = memoryRateLimiter(),
  bus = localInvalidationBus(),
  storage = openStorage(config),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: TIMING.requestTimeoutMs,
    connectionTimeout: TIMING.requestTimeoutMs,
    trustProxy: config.NODE_ENV === "production",
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  });
  // Synchronous hook: an async one costs a promise on every reply.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await app.register(formbody);
  registerHealth(app, db);
  registerClientConfig(app, config);
  registerIndexerStatus(app, config, db);
  const users = readThroughCache({
    name: "user",
    load: (uid: number) => findUser(db, uid),
    bus,
    ttlMs: USER_CACHE_TTL_MS,
    maxEntries: 50_000,
  });
  const tokens = createTokenIssuer(config.JWT_SECRET, config.ACCESS_TOKEN_TTL);
  const views = viewCounter(db);
  const cmsCache = contentReadCache(bus, config.CONTENT_CACHE_MS);
  const deps = { config, db, limiter, users, tokens, storage, views, cmsCache };
  registerGatewayRoute(app, deps);
  await registerUploadRoutes(app, deps);
  if (config.WEB_DIST) await registerWebApp(app, config.WEB_DIST, sharePreview(db, config));
  app.addHook("onClose", async () => {
    await Promise.all([limiter.close(), bus.close(), views.close()]);
  });
  return app;
}
