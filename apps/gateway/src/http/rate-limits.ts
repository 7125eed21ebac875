import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { ActionDef } from "@icms/protocol";
import type { Config } from "../config.js";
import { redisStoreWithFallback } from "./rate-limit-store.js";

const MINUTE_MS = 60_000;

/** A limit's refusal: the scope's error handler answers it with 429 and 1010 in the caller's language. */
const limited = () => Object.assign(new Error("rate limited"), { statusCode: 429 });

/**
 * The limits actions declare (`limit` in the protocol), through @fastify/rate-limit: counted
 * per client address in this process, or in Redis with REDIS_URL so every instance counts
 * against the same limit (in the process while Redis is unreachable, rate-limit-store.ts).
 * Registered on the `/gwapi` scope before its routes; a route takes part through
 * `rateLimitOf(def)`. Counted once the body is read, so the refusal speaks the language
 * the call names. Answers what closes the Redis connection.
 */
export async function registerRateLimits(gwapi: FastifyInstance, config: Config): Promise<() => Promise<void>> {
  // No offline queue: while Redis is down a count fails at once and is made in the process; one
  // sent as the connection drops is tried once more at most.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    await redis.connect().catch((error: Error) => {
      throw new Error(`REDIS_URL: cannot connect (${error.message})`);
    });
  }
  let warned = false;
  redis?.on("ready", () => {
    warned = false;
  });
  // Reconnection is retried on its own; its errors are the fallback's to report, once per outage.
  redis?.on("error", () => undefined);
  const fallback = (error: Error) => {
    if (warned) return;
    warned = true;
    gwapi.log.warn({ err: error }, "rate limits counted in the process: Redis unreachable");
  };
  await gwapi.register(rateLimit, {
    global: false,
    hook: "preHandler",
    store: redis ? redisStoreWithFallback(redis, config.RATE_LIMIT_NAMESPACE, fallback) : undefined,
    nameSpace: config.RATE_LIMIT_NAMESPACE,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: limited,
  });
  return async () => {
    await redis?.quit();
  };
}

/** The route options of an action's declared limit, if it has one. */
export function rateLimitOf(def: ActionDef, config: Config) {
  if (def.limit !== "signIn") return {};
  return { config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: MINUTE_MS } } };
}
