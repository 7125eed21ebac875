import { sql } from "kysely";
import type { Db } from "../../db/db.js";

/**
 * Article views, added up in memory and written in one statement every few seconds: a page
 * view must not take a row lock on a popular article. Views not yet written when a process
 * dies are lost, which a view counter can afford.
 */
export interface ViewCounter {
  add(articleId: number): void;
  /** Views counted here and not yet written. */
  pending(articleId: number): number;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function viewCounter(db: Db, intervalMs = 5_000): ViewCounter {
  let counts = new Map<number, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>) {
    if (batch.size === 0) return;
    const ids = [...batch.keys()];
    const adds = ids.map((id) => batch.get(id) as number);
    await sql`UPDATE articles a SET view_count = a.view_count + v.n
       FROM unnest(${ids}::int[], ${adds}::int[]) AS v(id, n) WHERE a.id = v.id`.execute(db.kysely);
  }

  const flush = () => {
    const batch = counts;
    counts = new Map();
    writing = writing.then(() => write(batch)).catch(() => undefined);
    return writing;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();

  return {
    add(articleId) {
      counts.set(articleId, (counts.get(articleId) ?? 0) + 1);
    },
    pending(articleId) {
      return counts.get(articleId) ?? 0;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
