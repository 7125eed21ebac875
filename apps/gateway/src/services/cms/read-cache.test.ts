import { describe, expect, it } from "vitest";
import { localInvalidationBus } from "../../cache/invalidation.js";
import { contentReadCache } from "./read-cache.js";

describe("content read cache", () => {
  it("serves a page from memory until it expires, sharing one load between concurrent misses", async () => {
    let clock = 0;
    let loads = 0;
    const cache = contentReadCache(localInvalidationBus(), 2_000, () => clock);
    const load = async () => {
      loads += 1;
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.page("list", load), cache.page("list", load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    clock = 1_999;
    await cache.page("list", load);
    expect(loads).toBe(1);
    clock = 2_000;
    expect(await cache.page("list", load)).toEqual({ n: 2 });
  });

  it("drops an article and every page when the article changes, on every instance", async () => {
    const bus = localInvalidationBus();
    const here = contentReadCache(bus, 60_000);
    const there = contentReadCache(bus, 60_000);
    let version = 1;
    const load = async () => version;
    for (const cache of [here, there]) {
      await cache.page("list", load);
      await cache.article(7, load);
      await cache.article(8, load);
    }
    version = 2;
    await here.changed(7);
    for (const cache of [here, there]) {
      expect(await cache.page("list", load)).toBe(2);
      expect(await cache.article(7, load)).toBe(2);
      expect(await cache.article(8, load)).toBe(1);
    }
    version = 3;
    await there.changed();
    expect(await here.page("list", load)).toBe(3);
    expect(await here.article(8, load)).toBe(1);
  });

  it("keeps nothing with a TTL of 0, and forgets failed loads", async () => {
    let loads = 0;
    const off = contentReadCache(localInvalidationBus(), 0);
    await off.page("x", async () => ++loads);
    await off.page("x", async () => ++loads);
    expect(loads).toBe(2);
    const on = contentReadCache(localInvalidationBus(), 60_000);
    await expect(on.page("y", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await on.page("y", async () => "up")).toBe("up");
  });
});
