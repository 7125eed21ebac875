import type { FollowToggle } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";

export interface FollowTarget {
  table: "tag_follows" | "special_follows";
  column: "tag_id" | "special_id";
  /** The followed table, whose `follow_count` is kept here. */
  counter: "tags" | "specials";
  id: number;
  uid: number;
  /** The catalogue codes that say "followed" and "unfollowed" for this kind of item. */
  codes: [followed: number, unfollowed: number];
}

/**
 * Follows, or unfollows when the user already follows; the count changes in the same
 * transaction. Call it with the followed row locked, so two toggles cannot interleave.
 */
export async function followToggle(q: Queryable, t: FollowTarget): Promise<FollowToggle> {
  const removed = await q.query(`DELETE FROM ${t.table} WHERE ${t.column} = $1 AND uid = $2 RETURNING uid`, [
    t.id,
    t.uid,
  ]);
  const following = removed.length === 0;
  if (following) await q.query(`INSERT INTO ${t.table} (${t.column}, uid) VALUES ($1, $2)`, [t.id, t.uid]);
  const row = await one<{ follow_count: number }>(
    q,
    `UPDATE ${t.counter} SET follow_count = greatest(follow_count + $2, 0) WHERE id = $1 RETURNING follow_count`,
    [t.id, following ? 1 : -1],
  );
  return {
    is_follow: following,
    status_code: following ? t.codes[0] : t.codes[1],
    follow_count: row?.follow_count ?? 0,
  };
}
