import { describe, expect, it } from "vitest";
import { localInvalidationBus, redisInvalidationBus } from "./invalidation.js";
import { readThroughCache } from "./read-through.js";

function counter() {
  const store = new Map<number, string>([[1, "a"]]);
  let loads = 0;
  return {
    store,
    loads: () => loads,
    load: async (key: number) => {
      loads += 1;
      return store.get(key);
    },
  };
}

describe("read-through cache", () => {
  it("loads once, serves from memory, reloads after the TTL and after an invalidation", async () => {
    let clock = 0;
    const source = counter();
    const cache = readThroughCache({
      name: "u",
      load: source.load,
      bus: localInvalidationBus(),
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
    });
    expect(await cache.get(1)).toBe("a");
    expect(await cache.get(1)).toBe("a");
    expect(source.loads()).toBe(1);
    source.store.set(1, "b");
    await cache.invalidate(1);
    expect(await cache.get(1)).toBe("b");
    clock = 2000;
    await cache.get(1);
    expect(source.loads()).toBe(3);
  });

  it("does not keep misses and stays within its size", async () => {
    const source = counter();
    const cache = readThroughCache({
      name: "u",
      load: source.load,
      bus: localInvalidationBus(),
      ttlMs: 1000,
      maxEntries: 1,
    });
    expect(await cache.get(2)).toBeUndefined();
    expect(await cache.get(2)).toBeUndefined();
    expect(source.loads()).toBe(2);
  });

  it.runIf(process.env.REDIS_URL)("drops an entry on every instance when one of them writes (Redis)", async () => {
    const url = process.env.REDIS_URL as string;
    const channel = `icms:test:${Date.now()}`;
    const [busA, busB] = await Promise.all([redisInvalidationBus(url, channel), redisInvalidationBus(url, channel)]);
    try {
      const source = counter();
      const a = readThroughCache({ name: "u", load: source.load, bus: busA, ttlMs: 60_000, maxEntries: 10 });
      const b = readThroughCache({ name: "u", load: source.load, bus: busB, ttlMs: 60_000, maxEntries: 10 });
      expect(await b.get(1)).toBe("a");
      source.store.set(1, "b");
      await a.invalidate(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await b.get(1)).toBe("b");
    } finally {
      await Promise.all([busA.close(), busB.close()]);
    }
  });
});
