import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { isRead } from "./read-state.js";

/** Rows one statement of the prune deletes, so a large backlog never holds one long transaction. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes the notifications read (or whose target was deleted) whose latest event is older than
 * `days` days; returns how many. Unread ones stay whatever their age, so the unread counts are
 * the same before and after; the read cursors stay too, so nothing pruned comes back unread.
 */
export async function pruneNotices(q: Queryable, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await sql`
      DELETE FROM notices WHERE id IN (
        SELECT n.id FROM notices n
        WHERE n.updated_at < ${before} AND (n.target_deleted OR ${isRead("n")})
        LIMIT ${PRUNE_BATCH})`.execute(q.kysely);
    const n = Number(deleted.numAffectedRows ?? 0);
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}
