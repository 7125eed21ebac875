import { GROUPED_NOTICE_KINDS } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { TAB_OF_KIND } from "./prefs.js";
import { isRead } from "./read-state.js";
import type { NoticeEvent } from "./public.js";

/** The most actors a grouped item keeps (the list shows "alice, bob, carol and 12 others"). */
const GROUP_ACTORS = 3;

const grouped: ReadonlySet<string> = new Set(GROUPED_NOTICE_KINDS);

/** The open group's key of a grouped event: one group per recipient, kind and target. */
function groupKeyOf(event: Pick<NoticeEvent, "kind" | "target">): string | null {
  if (!grouped.has(event.kind)) return null;
  return `${event.kind}:${event.target?.type ?? ""}:${event.target?.id ?? 0}`;
}

/** The first key of the advisory locks that order a recipient's change numbers (the second is his uid). */
const NUMBERING_LOCK = 0x6e6f7469; // "noti"

/**
 * Holds, until the transaction ends, a lock per recipient (ascending, so two transactions never
 * wait on each other crosswise), taken before any of their change numbers: a second transaction
 * numbering for the same user waits for the first to commit or roll back. A user's numbers so
 * commit in the order they were taken, which the live stream and its resume rely on (a stream
 * past number 11 never misses a 10 that commits later: docs/decisions.md, "The notices stream's
 * fan-out"). The wait is as long as the other writer's transaction, a few milliseconds.
 */
async function lockNumbering(q: Queryable, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  await sql`
    SELECT pg_advisory_xact_lock(${NUMBERING_LOCK}, s.uid)
    FROM (SELECT r.uid FROM unnest(${uids}::int[]) WITH ORDINALITY AS r(uid, n) ORDER BY r.n) s`.execute(q.kysely);
}

/**
 * Writes `event` for its recipients in one statement (two for a grouped kind). The recipients
 * are filtered in SQL: not the actor, the kind's app audience (`nobody` off, `following` only
 * when the recipient follows the actor; the platform's own notices have no actor and pass), and
 * not muted on the thread or the target. A grouped kind joins the recipient's open group on the
 * target (INSERT ... ON CONFLICT on the open-group index, so two likes at once give one group
 * with a count of 2); a group its owner has read is closed first, so the event opens a new one.
 */
export async function writeNotice(q: Queryable, event: NoticeEvent): Promise<void> {
  // In ascending order, so two events locking the same recipients' groups lock them in one order.
  const to = [...new Set(typeof event.to === "number" ? [event.to] : event.to)]
    .filter((uid) => Number.isInteger(uid) && uid > 0 && uid !== event.actor)
    .sort((a, b) => a - b);
  if (to.length === 0) return;
  const actor = event.actor ?? null;
  const target = event.target ?? null;
  const thread = event.thread ?? null;
  const groupKey = groupKeyOf(event);
  const tab = TAB_OF_KIND[event.kind];
  const data = JSON.stringify(event.data ?? {});
  const actors = actor === null ? [] : [actor];

  await lockNumbering(q, to);

  if (groupKey !== null) {
    // Close the recipients' groups on this target that their owners have read (by flag or by
    // cursor): a read group is history, the new event starts a fresh one.
    await sql`
      UPDATE notices n SET group_key = NULL
      WHERE n.uid = ANY(${to}::int[]) AND n.group_key = ${groupKey}
        AND ${isRead("n")}`.execute(q.kysely);
  }

  await sql`
    WITH recipients AS (
      SELECT r.uid FROM unnest(${to}::int[]) WITH ORDINALITY AS r(uid, n)
      JOIN users u ON u.uid = r.uid
      LEFT JOIN notice_prefs p ON p.uid = r.uid AND p.kind = ${event.kind}
      WHERE coalesce(p.app, 'everyone') <> 'nobody'
        AND (coalesce(p.app, 'everyone') <> 'following' OR ${actor}::int IS NULL OR EXISTS (
          SELECT 1 FROM user_follows f WHERE f.follower_uid = r.uid AND f.followee_uid = ${actor}::int))
        AND NOT EXISTS (
          SELECT 1 FROM notice_mutes m WHERE m.uid = r.uid
            AND ((m.type = ${thread?.type ?? null}::text AND m.id = ${thread?.id ?? null}::bigint)
              OR (m.type = ${target?.type ?? null}::text AND m.id = ${target?.id ?? null}::bigint)))
      ORDER BY r.n
    ), numbered AS (
      SELECT uid, nextval('notice_seq') AS n FROM recipients
    )
    INSERT INTO notices AS o (id, seq, uid, kind, tab, target_type, target_id, target_title, target_url,
      thread_type, thread_id, group_key, count, actors, data)
    SELECT n, n, uid, ${event.kind}, ${tab}, ${target?.type ?? null}::text, ${target?.id ?? null}::bigint,
      ${target?.title ?? ""}, ${target?.url ?? ""}, ${thread?.type ?? null}::text, ${thread?.id ?? null}::bigint,
      ${groupKey}::text, 1, ${actors}::int[], ${data}::jsonb
    FROM numbered
    ON CONFLICT (uid, group_key) WHERE group_key IS NOT NULL DO UPDATE SET
      seq = excluded.seq,
      -- The same actor again (a like taken back and given again) moves to the front, not counted twice.
      count = o.count + CASE WHEN excluded.actors[1] IS NOT NULL AND excluded.actors[1] = ANY(o.actors) THEN 0 ELSE 1 END,
      actors = (excluded.actors || array_remove(o.actors, excluded.actors[1]))[1:${GROUP_ACTORS}],
      target_title = excluded.target_title,
      target_url = excluded.target_url,
      data = excluded.data,
      emailed_at = NULL,
      updated_at = now()`.execute(q.kysely);
}

/**
 * The target was deleted: its notifications say so, stop counting as unread, close their group
 * and take a new change number (the stream and the poll see the change).
 */
export async function markTargetDeleted(q: Queryable, target: { type: string; id: number }): Promise<void> {
  const owners = await sql<{ uid: number }>`
    SELECT DISTINCT uid FROM notices
    WHERE target_type = ${target.type} AND target_id = ${target.id} AND NOT target_deleted ORDER BY uid`.execute(
    q.kysely,
  );
  await lockNumbering(
    q,
    owners.rows.map((row) => Number(row.uid)),
  );
  await sql`
    UPDATE notices SET target_deleted = true, group_key = NULL, seq = nextval('notice_seq'), updated_at = now()
    WHERE target_type = ${target.type} AND target_id = ${target.id} AND NOT target_deleted`.execute(q.kysely);
}
