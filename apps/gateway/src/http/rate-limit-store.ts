import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

/** Counts a fixed window in Redis: the count after this request and the milliseconds the window has left. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Windows counted in the process, kept to this many callers (the oldest are dropped). */
const LOCAL_KEYS = 5000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The rate limits' store with REDIS_URL: counted in Redis so that every instance counts against
 * the same limit, and in the process while Redis cannot be reached (`onFallback` is told each
 * time), so a Redis outage neither fails the requests nor lifts the limits: each instance then
 * limits on its own until Redis answers again.
 */
export function redisStoreWithFallback(
  redis: Redis,
  nameSpace: string,
  onFallback: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const local = new Map<string, { current: number; resetAt: number }>();
  const countLocally = (key: string, timeWindow: number) => {
    const now = Date.now();
    let window = local.get(key);
    if (!window || window.resetAt <= now) {
      local.delete(key);
      if (local.size >= LOCAL_KEYS) local.delete(local.keys().next().value as string);
      window = { current: 0, resetAt: now + timeWindow };
      local.set(key, window);
    }
    window.current++;
    return { current: window.current, ttl: window.resetAt - now };
  };

  class Store implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const full = `${this.prefix}${key}`;
      (redis.eval(COUNT, 1, full, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          onFallback(error);
          callback(null, countLocally(full, timeWindow));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // At run time the plugin hands the route over under routeInfo (its types name the route's options).
      const route = (routeOptions as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new Store(undefined, `${this.prefix}${route?.method ?? ""}${route?.url ?? ""}-`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
