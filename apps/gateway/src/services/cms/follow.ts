import type { FollowToggle } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

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
  const [table, column, counter] = [sql.table(t.table), sql.ref(t.column), sql.table(t.counter)];
  const removed = await sql`DELETE FROM ${table} WHERE ${column} = ${t.id} AND uid = ${t.uid} RETURNING uid`.execute(
    q.kysely,
  );
  const following = removed.rows.length === 0;
  if (following) await sql`INSERT INTO ${table} (${column}, uid) VALUES (${t.id}, ${t.uid})`.execute(q.kysely);
  const { rows } = await sql<{ follow_count: number }>`UPDATE ${counter}
    SET follow_count = greatest(follow_count + ${following ? 1 : -1}, 0) WHERE id = ${t.id}
    RETURNING follow_count`.execute(q.kysely);
  const row = rows[0];
  return {
    is_follow: following,
    status_code: following ? t.codes[0] : t.codes[1],
    follow_count: row?.follow_count ?? 0,
  };
}
