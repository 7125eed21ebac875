import { sql, type RawBuilder } from "kysely";

/**
 * Whether notification row `n` is read, in SQL: its own flag when it has one (true read, false
 * unread again), else its owner's cursor for its tab or for all tabs (the larger). Every read
 * of read state (list, prune, the grouping in `write.ts`) goes through this one expression, so
 * they agree; `noticeCounts` writes the same test as a join, for speed.
 */
export function isRead(alias: string): RawBuilder<boolean> {
  const n = sql.table(alias);
  return sql<boolean>`coalesce(${n}.read, ${n}.seq <= (
    SELECT coalesce(max(c.up_to), 0) FROM notice_cursors c WHERE c.uid = ${n}.uid AND c.tab IN ('all', ${n}.tab)))`;
}

/** Counts as unread: not read, and its target not deleted. */
export function isUnread(alias: string): RawBuilder<boolean> {
  const n = sql.table(alias);
  return sql<boolean>`(NOT ${n}.target_deleted AND ${n}.read IS NOT TRUE AND NOT ${isRead(alias)})`;
}
