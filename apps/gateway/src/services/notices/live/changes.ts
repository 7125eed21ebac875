import type { NoticeItem } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../../db/db.js";
import { toItems } from "../items.js";
import { isRead } from "../read-state.js";

/** The most items one catch-up reads; a longer backlog is read in several. */
export const CATCH_UP_BATCH = 200;

/**
 * The change-number sequence's last value: a read of one row, whatever the table's size. It moves
 * when a number is taken, before the transaction that took it commits, so it says "look now"
 * and never "this is committed" (the watcher keeps looking for a while after it moved).
 */
export async function sequenceValue(q: Queryable): Promise<number> {
  const rows = await sql<{ last_value: string | number }>`SELECT last_value FROM notice_seq`.execute(q.kysely);
  return Number(rows.rows[0]?.last_value ?? 0);
}

/**
 * Of the users given with the change number each was last told, those with a committed change
 * past it: a notification written or changed, or a read or unread (their cursor's `changed`).
 * One statement for every connected user: two index probes each.
 */
export async function changedUsers(q: Queryable, since: ReadonlyMap<number, number>): Promise<number[]> {
  if (since.size === 0) return [];
  const uids = [...since.keys()];
  const cursors = uids.map((uid) => since.get(uid) as number);
  const rows = await sql<{ uid: number }>`
    SELECT c.uid FROM unnest(${uids}::int[], ${cursors}::bigint[]) AS c(uid, since)
    WHERE EXISTS (SELECT 1 FROM notices n WHERE n.uid = c.uid AND n.seq > c.since)
       OR EXISTS (SELECT 1 FROM notice_cursors k WHERE k.uid = c.uid AND k.changed > c.since)`.execute(q.kysely);
  return rows.rows.map((row) => Number(row.uid));
}

/** `uid`'s notifications changed after `since`, oldest change first, with their change numbers. */
export async function itemsSince(
  q: Queryable,
  uid: number,
  since: number,
  limit = CATCH_UP_BATCH,
): Promise<{ seq: number; item: NoticeItem }[]> {
  const rows = await sql<Parameters<typeof toItems>[1][number] & { seq: string | number }>`
    SELECT n.id, n.seq, n.kind, n.count, n.actors, n.target_type, n.target_id, n.target_title, n.target_url,
      n.target_deleted, n.thread_type, n.thread_id, n.data, ${isRead("n")} AS read, n.created_at, n.updated_at
    FROM notices n WHERE n.uid = ${uid} AND n.seq > ${since}
    ORDER BY n.seq LIMIT ${limit}`.execute(q.kysely);
  const items = await toItems(q, rows.rows);
  return items.map((item, i) => ({ seq: Number(rows.rows[i]?.seq), item }));
}

/**
 * `uid`'s latest change number (the counts' `latest_id`) alone: the poll's validator, two index
 * probes, so an unchanged poll costs no count.
 */
export async function latestChange(q: Queryable, uid: number): Promise<number> {
  const rows = await sql<{ latest: string | number | null }>`
    SELECT greatest(
      (SELECT max(seq) FROM notices WHERE uid = ${uid}),
      (SELECT max(changed) FROM notice_cursors WHERE uid = ${uid})) AS latest`.execute(q.kysely);
  return Number(rows.rows[0]?.latest ?? 0);
}
