import type { NoticeCounts } from "@icms/protocol";
import { sql } from "kysely";
import type { Db } from "../../../db/db.js";
import { noticeCounts } from "../counts.js";
import { CATCH_UP_BATCH, itemsSince } from "./changes.js";
import { sseEvent } from "./sse.js";

/** One open stream, as the hub sees it. */
export interface LiveStream {
  readonly uid: number;
  /** The sign-in it belongs to: a logout ends its streams. */
  readonly family: string;
  /** The change number the client was last told: what it resumes from, what it is sent after. */
  cursor: number;
  write(chunk: string): void;
  /** Ends the response; with `expired`, after telling the client its session is over. */
  end(reason?: "expired"): void;
}

/** How many users' catch-ups run at once, so a notice to everyone does not take every connection. */
const SYNC_CONCURRENCY = 4;

/**
 * The streams open on this instance, by user, and the catch-up that sends each of them what
 * changed. One catch-up per user at a time, however many tabs he has open: it reads his counts
 * and his notifications past the lowest cursor of his streams in one snapshot (two statements in
 * a repeatable-read transaction), and each stream gets the ones past its own cursor. A user
 * changed again while his catch-up runs is caught up once more after it.
 */
export class NoticeHub {
  private readonly byUid = new Map<number, Set<LiveStream>>();
  private readonly queued = new Set<number>();
  private readonly running = new Set<number>();
  private active = 0;
  private count = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Streams open on this instance. */
  get size(): number {
    return this.count;
  }

  add(stream: LiveStream): void {
    let set = this.byUid.get(stream.uid);
    if (!set) {
      set = new Set();
      this.byUid.set(stream.uid, set);
    }
    set.add(stream);
    this.count++;
  }

  remove(stream: LiveStream): void {
    const set = this.byUid.get(stream.uid);
    if (!set?.delete(stream)) return;
    this.count--;
    if (set.size === 0) this.byUid.delete(stream.uid);
  }

  /** Each connected user with the lowest cursor of his streams: what the watcher asks about. */
  cursors(): Map<number, number> {
    const since = new Map<number, number>();
    for (const [uid, set] of this.byUid) {
      let low = Number.POSITIVE_INFINITY;
      for (const stream of set) low = Math.min(low, stream.cursor);
      since.set(uid, low);
    }
    return since;
  }

  /** Sends `uid`'s streams what changed past their cursors (queued behind a catch-up under way). */
  changed(uid: number): void {
    if (!this.byUid.has(uid)) return;
    this.queued.add(uid);
    this.pump();
  }

  /** Ends the streams of a sign-in (a logout on any instance). */
  endFamily(family: string, reason?: "expired"): void {
    for (const set of this.byUid.values()) {
      for (const stream of set) if (stream.family === family) stream.end(reason);
    }
  }

  /** Ends every stream (the gateway is draining: the clients reconnect to another instance). */
  endAll(): void {
    for (const set of [...this.byUid.values()]) for (const stream of [...set]) stream.end();
  }

  /** Every stream, for the heartbeat. */
  *streams(): Iterable<LiveStream> {
    for (const set of this.byUid.values()) yield* set;
  }

  /** Resolves once no catch-up is queued or running (tests, and the drain). */
  idle(): Promise<void> {
    if (this.active === 0 && this.queued.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    for (const uid of this.queued) {
      if (this.active >= SYNC_CONCURRENCY) return;
      if (this.running.has(uid)) continue;
      this.queued.delete(uid);
      this.running.add(uid);
      this.active++;
      this.catchUp(uid)
        .then((more) => {
          if (more) this.queued.add(uid);
        }, this.onError)
        .finally(() => {
          this.running.delete(uid);
          this.active--;
          this.pump();
          if (this.active === 0 && this.queued.size === 0) {
            for (const resolve of this.idleWaiters.splice(0)) resolve();
          }
        });
    }
  }

  /** One catch-up of `uid`; true when another must follow (a full batch read, a stream not read for). */
  private async catchUp(uid: number): Promise<boolean> {
    const set = this.byUid.get(uid);
    if (!set) return false;
    let since = Number.POSITIVE_INFINITY;
    for (const stream of set) since = Math.min(since, stream.cursor);
    const { counts, rows } = await this.db.tx(async (q) => {
      // One snapshot for both reads: the counts' latest number never covers a row the list missed.
      await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(q.kysely);
      const read = await itemsSince(q, uid, since);
      return { counts: await noticeCounts(q, uid), rows: read };
    });
    const full = rows.length === CATCH_UP_BATCH;
    let again = full;
    for (const stream of this.byUid.get(uid) ?? []) {
      // A stream that joined during the read with an earlier cursor was not read for: its gap
      // is read by the next catch-up, which starts from its cursor.
      if (stream.cursor < since) again = true;
      else send(stream, rows, counts, full);
    }
    return again;
  }
}

/**
 * What one stream is sent of a catch-up: each item past its cursor, and the counts alone when
 * they moved without one (a read on another device). With the whole backlog read, its cursor
 * moves to the counts' latest number, which no unread row of the snapshot lies past.
 */
function send(stream: LiveStream, rows: Awaited<ReturnType<typeof itemsSince>>, counts: NoticeCounts, full: boolean) {
  let sent = false;
  for (const { seq, item } of rows) {
    if (seq <= stream.cursor) continue;
    stream.write(sseEvent({ type: "notice", item, counts }, seq));
    stream.cursor = seq;
    sent = true;
  }
  if (full || counts.latest_id <= stream.cursor) return;
  stream.cursor = counts.latest_id;
  if (!sent) stream.write(sseEvent({ type: "counts", counts }, counts.latest_id));
}
