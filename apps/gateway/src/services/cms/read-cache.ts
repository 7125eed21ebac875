import type { InvalidationBus } from "../../cache/invalidation.js";
import { readsOwnWrite } from "../../db/replica-reads.js";

/**
 * A per-instance micro-cache of public content reads: list and search pages, and article rows.
 * Entries live `ttlMs` at most (2 s by default); a content write drops the article and every
 * page at once here and, over the invalidation bus, on the other instances. Concurrent misses
 * of one key share one load, so an expiry under load costs one query, not fifty.
 * With `ttlMs` 0 nothing is kept.
 */
export interface ContentReadCache {
  page<T>(key: string, load: () => Promise<T>): Promise<T>;
  article<T>(id: number, load: () => Promise<T>): Promise<T>;
  /** An article changed (or, without an id, something every page may show). */
  changed(articleId?: number): Promise<void>;
}

const PAGES = "cms:pages";
const ARTICLE = "cms:article:";
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

function memo(ttlMs: number, now: () => number) {
  const entries = new Map<string, Entry>();
  return {
    entries,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const value = load();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed load is not kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

export function contentReadCache(bus: InvalidationBus, ttlMs: number, now: () => number = Date.now): ContentReadCache {
  const pages = memo(ttlMs, now);
  const articles = memo(ttlMs, now);
  const drop = (key: string) => {
    if (key === PAGES) pages.entries.clear();
    else if (key.startsWith(ARTICLE)) {
      articles.entries.delete(key.slice(ARTICLE.length));
      pages.entries.clear();
    }
  };
  bus.subscribe(drop);
  return {
    // A caller reading his own recent write on the primary passes by (db/replica-reads.ts).
    page(key, load) {
      return ttlMs > 0 && !readsOwnWrite() ? pages.get(key, load) : load();
    },
    article(id, load) {
      return ttlMs > 0 && !readsOwnWrite() ? articles.get(String(id), load) : load();
    },
    async changed(articleId) {
      const key = articleId === undefined ? PAGES : `${ARTICLE}${articleId}`;
      // Here at once (a read right after a write sees it), elsewhere through the bus.
      drop(key);
      await bus.publish(key);
    },
  };
}
