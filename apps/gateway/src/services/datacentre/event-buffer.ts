import { sql } from "kysely";
import type { Db } from "../../db/db.js";

/** One raw event as the buffer keeps it until it is written. */
interface RawEvent {
  at: Date;
  event: number;
  kind: number;
  piece_id: number;
  viewer: string;
  source: number;
  ref: string;
  is_bot: boolean;
}

/**
 * The view and read beacons' events, kept in memory and written in one INSERT every few seconds
 * (like the article view counter, `services/cms/view-counter.ts`): a page view costs no statement
 * of its own and never locks the piece's row. Events not yet written when a process dies are
 * lost, which counts of views can afford. A viewer sending more than `perMinute` events in one
 * minute is not kept past that number (the rollup drops such a viewer's whole day as well,
 * across every instance).
 */
export interface EventBuffer {
  /** Keeps the event unless its viewer is over the minute's limit; answers whether it was kept. */
  add(event: RawEvent): boolean;
  /** Writes what is kept; resolves once every write started before it is done. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** At most this many events are kept between two writes; past it a write starts at once. */
const MAX_PENDING = 5_000;

/** `intervalMs` 0: no timer; each `add` is followed by a `flush` its caller awaits. */
export function eventBuffer(db: Db, perMinute: number, intervalMs = 3_000): EventBuffer {
  let pending: RawEvent[] = [];
  let writing: Promise<void> = Promise.resolve();
  // Viewer → events this minute; cleared when the minute changes.
  let minute = -1;
  let perViewer = new Map<string, number>();

  async function write(batch: RawEvent[]) {
    if (batch.length === 0) return;
    const col = <K extends keyof RawEvent>(key: K) => batch.map((e) => e[key]);
    await sql`INSERT INTO datacentre_events (at, day, event, kind, piece_id, viewer, source, ref, is_bot)
      SELECT e.at, (e.at AT TIME ZONE 'UTC')::date, e.event, e.kind, e.piece_id, e.viewer, e.source, e.ref, e.is_bot
        FROM unnest(${col("at").map((d) => d.toISOString())}::timestamptz[], ${col("event")}::smallint[],
                    ${col("kind")}::smallint[], ${col("piece_id")}::int[], ${col("viewer")}::text[],
                    ${col("source")}::smallint[], ${col("ref")}::text[], ${col("is_bot")}::boolean[])
             AS e(at, event, kind, piece_id, viewer, source, ref, is_bot)`.execute(db.kysely);
  }

  const flush = () => {
    const batch = pending;
    pending = [];
    writing = writing
      .then(() => write(batch))
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({ level: "error", msg: "datacentre events write", err: (error as Error).message }),
        );
      });
    return writing;
  };
  const timer = intervalMs > 0 ? setInterval(flush, intervalMs) : undefined;
  timer?.unref();

  return {
    add(event) {
      const now = Math.floor(event.at.getTime() / 60_000);
      if (now !== minute) {
        minute = now;
        perViewer = new Map();
      }
      const seen = (perViewer.get(event.viewer) ?? 0) + 1;
      perViewer.set(event.viewer, seen);
      if (seen > perMinute) return false;
      pending.push(event);
      if (pending.length >= MAX_PENDING || intervalMs === 0) void flush();
      return true;
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
