import type { InvalidationBus } from "./invalidation.js";

/**
 * A small per-instance cache in front of the database for hot, rarely written rows. Entries
 * live at most `ttlMs`; a write publishes the key on the bus and every instance drops it.
 */
export interface ReadThroughCache<K extends string | number, V> {
  get(key: K): Promise<V | undefined>;
  invalidate(key: K): Promise<void>;
}

export function readThroughCache<K extends string | number, V>(opts: {
  name: string;
  load: (key: K) => Promise<V | undefined>;
  bus: InvalidationBus;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadThroughCache<K, V> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const prefix = `${opts.name}:`;
  opts.bus.subscribe((key) => {
    if (key.startsWith(prefix)) entries.delete(key.slice(prefix.length));
  });
  return {
    async get(key) {
      const id = String(key);
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = await opts.load(key);
      if (value !== undefined) {
        // Map keeps insertion order: the first key is the oldest entry.
        if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(id, { value, expiresAt: now() + opts.ttlMs });
      }
      return value;
    },
    async invalidate(key) {
      await opts.bus.publish(`${prefix}${key}`);
    },
  };
}
