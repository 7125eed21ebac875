import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { redisStoreWithFallback } from "./rate-limit-store.js";

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function routeStore(redis: Redis, namespace: string, fallbacks: Error[]): FastifyRateLimitStore {
  const Store = redisStoreWithFallback(redis, namespace, (error) => fallbacks.push(error));
  return new Store({}).child({ routeInfo: { method: "POST", url: "/gwapi/login" } } as never);
}

const count = (store: FastifyRateLimitStore) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr("127.0.0.1", (error, result) => (error || !result ? reject(error) : resolve(result))),
  );

describe("the rate limits' store", () => {
  it("counts in the process while Redis cannot be reached, and says so", async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    redis.on("error", () => undefined);
    const fallbacks: Error[] = [];
    const store = routeStore(redis, "icms:test:", fallbacks);
    expect((await count(store)).current).toBe(1);
    const second = await count(store);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(fallbacks).toHaveLength(2);
    redis.disconnect();
  });

  it.skipIf(!process.env.REDIS_URL)("counts in Redis when it answers, under the route's key", async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    const namespace = `icms:test:${process.pid}:${Date.now()}:`;
    const fallbacks: Error[] = [];
    const store = routeStore(redis, namespace, fallbacks);
    expect((await count(store)).current).toBe(1);
    expect((await count(store)).current).toBe(2);
    const key = `${namespace}POST/gwapi/login-127.0.0.1`;
    expect(await redis.get(key)).toBe("2");
    expect(fallbacks).toEqual([]);
    await redis.del(key);
    await redis.quit();
  });
});
