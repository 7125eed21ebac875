import type { Db } from "../../../db/db.js";
import { changedUsers, sequenceValue } from "./changes.js";
import type { NoticeHub } from "./hub.js";

export interface WatchOptions {
  /** How often the change-number sequence is read. */
  tickMs: number;
  /**
   * How long after the sequence last moved the connected users are still asked about: a number
   * is taken before its transaction commits, so the commit may come a little later.
   */
  settleMs: number;
  /** The longest the connected users go unasked (a transaction longer than `settleMs`). */
  sweepMs: number;
}

export const WATCH_DEFAULTS: WatchOptions = { tickMs: 100, settleMs: 5_000, sweepMs: 25_000 };

/**
 * Tells the hub which of its users have committed changes, one statement per tick for the whole
 * instance whatever the number of streams (docs/decisions.md, "The notices stream's fan-out"):
 * the sequence's last value (one row); and, while it moved lately (or once a sweep), which
 * connected users have a change past their streams' cursors. Every instance watches the one
 * database, so a notification written through any instance, a job or a command reaches every
 * stream, and only once it is committed. Nothing runs while no stream is open.
 */
export function watchNoticeChanges(
  db: Db,
  hub: NoticeHub,
  onError: (error: unknown) => void,
  options: WatchOptions = WATCH_DEFAULTS,
  now: () => number = Date.now,
): { stop(): Promise<void> } {
  let last: number | undefined;
  let movedAt = 0;
  let sweptAt = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    if (hub.size === 0) {
      // Unknown again: the first stream's first tick asks, whatever the sequence did meanwhile.
      last = undefined;
      return;
    }
    const value = await sequenceValue(db);
    const at = now();
    if (value !== last) {
      last = value;
      movedAt = at;
    }
    if (at - movedAt > options.settleMs && at - sweptAt < options.sweepMs) return;
    sweptAt = at;
    for (const uid of await changedUsers(db, hub.cursors())) hub.changed(uid);
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().catch(onError).finally(schedule);
    }, options.tickMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
