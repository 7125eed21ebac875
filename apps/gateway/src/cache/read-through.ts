import { LRUCache } from "lru-cache";
import type { InvalidationBus } from "./invalidation.js";

/**
 * A small per-instance cache in front of the database for hot, rarely written rows. Entries
 * live at most `ttlMs`; a write publishes the key on the bus and every instance drops it.
 */
export interface ReadThroughCache<K extends string | number, V> {
  get(key: K): Promise<V | undefined>;
  invalidate(key: K): Promise<void>;
}

export function readThroughCache<K extends string | number, V extends object>(opts: {
  name: string;
  load: (key: K) => Promise<V | undefined>;
  bus: InvalidationBus;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadThroughCache<K, V> {
  const entries = new LRUCache<string, V>({
    max: opts.maxEntries,
    ttl: opts.ttlMs,
    // Expired entries are dropped when read; nothing runs in the background.
    ttlAutopurge: false,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
  });
  // Counts invalidations: a load that was under way when one arrived may hold the old row, so
  // its answer is not kept.
  let invalidations = 0;
  const prefix = `${opts.name}:`;
  opts.bus.subscribe((key) => {
    if (!key.startsWith(prefix)) return;
    invalidations += 1;
    entries.delete(key.slice(prefix.length));
  });
  return {
    async get(key) {
      const id = String(key);
      const hit = entries.get(id);
      if (hit !== undefined) return hit;
      const seen = invalidations;
      const value = await opts.load(key);
      if (value !== undefined && seen === invalidations) entries.set(id, value);
      return value;
    },
    async invalidate(key) {
      await opts.bus.publish(`${prefix}${key}`);
    },
  };
}
