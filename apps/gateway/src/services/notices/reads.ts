import { Code, GatewayError, type NoticeTab } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

/**
 * Records that `uid` read or unread something: his `changed` number moves (on the `all`
 * cursor row), so every device's counts see a new `latest_id`.
 */
async function touch(q: Queryable, uid: number): Promise<void> {
  await sql`
    INSERT INTO notice_cursors (uid, tab, changed) VALUES (${uid}, 'all', nextval('notice_seq'))
    ON CONFLICT (uid, tab) DO UPDATE SET changed = excluded.changed, updated_at = now()`.execute(q.kysely);
}

/**
 * Marks notification `id` of `uid` read (or unread again). Another user's id, or one that does
 * not exist, answers 3002 alike. Reading a group closes it: the next like starts a new one.
 */
export async function markOne(q: Queryable, uid: number, id: number, read: boolean): Promise<void> {
  const updated = await sql<{ id: number }>`
    UPDATE notices SET read = ${read}, read_at = ${read ? sql`now()` : sql`NULL`},
      group_key = ${read ? sql`NULL` : sql`group_key`}
    WHERE id = ${id} AND uid = ${uid} RETURNING id`.execute(q.kysely);
  if (updated.rows.length === 0) throw new GatewayError(Code.NotFound);
  await touch(q, uid);
}

/**
 * Marks read everything of `tab` (all tabs for `all`) up to change number `upTo`, the newest the
 * caller has seen (the counts' `latest_id`, or the id of the newest item he saw), or all there is
 * without it: one cursor row, so it costs the same for ten
 * notifications or ten thousand. A number beyond the caller's own newest is taken as his newest,
 * so it never marks read what has not arrived yet. The flags of the rows it covers are cleared
 * (the cursor speaks for them now, also for one flagged unread before).
 */
export async function markAll(q: Queryable, uid: number, tab: NoticeTab, upTo?: number): Promise<void> {
  const inTab = tab === "all" ? sql`true` : sql`tab = ${tab}`;
  const newest = await sql<{ seq: string | null; named: string | null }>`
    SELECT max(seq) AS seq, max(seq) FILTER (WHERE id = ${upTo ?? 0}) AS named
    FROM notices WHERE uid = ${uid} AND ${inTab}`.execute(q.kysely);
  const max = Number(newest.rows[0]?.seq ?? 0);
  // `upTo` is a change number (the counts' latest_id); the id of one of his notifications is
  // taken as that notification's change number, so passing the newest item seen works too.
  const seen = Math.max(upTo ?? max, Number(newest.rows[0]?.named ?? 0));
  const cursor = Math.min(seen, max);
  if (cursor > 0) {
    await sql`
      INSERT INTO notice_cursors (uid, tab, up_to) VALUES (${uid}, ${tab}, ${cursor})
      ON CONFLICT (uid, tab) DO UPDATE SET up_to = greatest(notice_cursors.up_to, excluded.up_to), updated_at = now()`.execute(
      q.kysely,
    );
    await sql`
      UPDATE notices SET read = NULL, read_at = NULL
      WHERE uid = ${uid} AND ${inTab} AND seq <= ${cursor} AND read IS NOT NULL`.execute(q.kysely);
  }
  await touch(q, uid);
}
