import { describe, expect, it } from "vitest";
import { localInvalidationBus, redisInvalidationBus } from "./invalidation.js";
import { readThroughCache } from "./read-through.js";

function counter() {
  const store = new Map<number, { name: string }>([[1, { name: "a" }]]);
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
    let clock = 1_000;
    const source = counter();
    const cache = readThroughCache({
      name: "u",
      load: source.load,
      bus: localInvalidationBus(),
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
    });
    expect(await cache.get(1)).toEqual({ name: "a" });
    expect(await cache.get(1)).toEqual({ name: "a" });
    expect(source.loads()).toBe(1);
    source.store.set(1, { name: "b" });
    await cache.invalidate(1);
    expect(await cache.get(1)).toEqual({ name: "b" });
    clock = 2_001;
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

  it("does not keep a value loaded while an invalidation arrived", async () => {
    let row = { name: "old" };
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = readThroughCache({
      name: "u",
      load: async () => {
        loads += 1;
        const seen = row;
        // The first load reads the row, then stalls until the write has been announced.
        if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
      bus: localInvalidationBus(),
      ttlMs: 60_000,
      maxEntries: 10,
    });
    const first = cache.get(1);
    await Promise.resolve();
    row = { name: "new" };
    await cache.invalidate(1);
    release();
    expect(await first).toEqual({ name: "old" });
    expect(await cache.get(1)).toEqual({ name: "new" });
  });

  it("keeps at most maxEntries, the least recently used leaving first", async () => {
    const source = counter();
    source.store.set(2, { name: "b" });
    source.store.set(3, { name: "c" });
    const cache = readThroughCache({
      name: "u",
      load: source.load,
      bus: localInvalidationBus(),
      ttlMs: 60_000,
      maxEntries: 2,
    });
    await cache.get(1);
    await cache.get(2);
    await cache.get(1);
    await cache.get(3);
    expect(source.loads()).toBe(3);
    await cache.get(1);
    expect(source.loads()).toBe(3);
    await cache.get(2);
    expect(source.loads()).toBe(4);
  });

  it.runIf(process.env.REDIS_URL)("drops an entry on every instance when one of them writes (Redis)", async () => {
    const url = process.env.REDIS_URL as string;
    const channel = `icms:test:${Date.now()}`;
    const [busA, busB] = await Promise.all([redisInvalidationBus(url, channel), redisInvalidationBus(url, channel)]);
    try {
      const source = counter();
      const a = readThroughCache({ name: "u", load: source.load, bus: busA, ttlMs: 60_000, maxEntries: 10 });
      const b = readThroughCache({ name: "u", load: source.load, bus: busB, ttlMs: 60_000, maxEntries: 10 });
      expect(await b.get(1)).toEqual({ name: "a" });
      source.store.set(1, { name: "b" });
      await a.invalidate(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await b.get(1)).toEqual({ name: "b" });
    } finally {
      await Promise.all([busA.close(), busB.close()]);
    }
  });
});
