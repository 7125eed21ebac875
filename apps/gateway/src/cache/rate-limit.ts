import { Redis } from "ioredis";

/**
 * A fixed-window counter per key. In-process by default; in Redis when REDIS_URL is set, so
 * that every gateway instance counts against the same limit.
 */
export interface RateLimiter {
  /** Counts one hit; true while the key stays within `limit` hits per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        // Forget finished windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
    async close() {
      windows.clear();
    },
  };
}

export async function redisRateLimiter(url: string, prefix = "icms:rl:"): Promise<RateLimiter> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect().catch((error: Error) => {
    throw new Error(`REDIS_URL: cannot connect (${error.message})`);
  });
  return {
    async hit(key, limit, windowSeconds) {
      const name = `${prefix}${key}`;
      const [[, count]] = (await redis.multi().incr(name).expire(name, windowSeconds, "NX").exec()) as [
        [Error | null, number],
      ];
      return count <= limit;
    },
    async close() {
      await redis.quit();
    },
  };
}
