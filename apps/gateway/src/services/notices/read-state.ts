import { sql, type RawBuilder } from "kysely";

/*
 * Whether a notification is read, in SQL: its own flag when it has one (true read, false unread
 * again), else its owner's cursor for its tab or for all tabs (the larger). Two spellings of that
 * one rule, so every reader of read state agrees: a subquery (`isRead`) where a statement touches
 * few rows (the grouping in `write.ts`, the prune), and a join of the owner's two cursor rows
 * (`cursorJoins` with `readJoined` / `unreadJoined`) where one user's many rows are read (the
 * list and the counts, which the stream and the poll ask often).
 */

/** Read, as a subquery of row `alias`'s cursors. */
export function isRead(alias: string): RawBuilder<boolean> {
  const n = sql.table(alias);
  return sql<boolean>`coalesce(${n}.read, ${n}.seq <= (
    SELECT coalesce(max(c.up_to), 0) FROM notice_cursors c WHERE c.uid = ${n}.uid AND c.tab IN ('all', ${n}.tab)))`;
}

/** The owner's cursors of row `alias`, as `ct` (its tab) and `ca` (all tabs). */
export function cursorJoins(alias: string): RawBuilder<unknown> {
  const n = sql.table(alias);
  return sql`LEFT JOIN notice_cursors ct ON ct.uid = ${n}.uid AND ct.tab = ${n}.tab
    LEFT JOIN notice_cursors ca ON ca.uid = ${n}.uid AND ca.tab = 'all'`;
}

const cursorOf = sql`greatest(coalesce(ct.up_to, 0), coalesce(ca.up_to, 0))`;

/** Read, given `cursorJoins(alias)`. */
export function readJoined(alias: string): RawBuilder<boolean> {
  const n = sql.table(alias);
  return sql<boolean>`coalesce(${n}.read, ${n}.seq <= ${cursorOf})`;
}

/** Counts as unread (not read, its target not deleted), given `cursorJoins(alias)`. */
export function unreadJoined(alias: string): RawBuilder<boolean> {
  const n = sql.table(alias);
  return sql<boolean>`(NOT ${n}.target_deleted AND ${n}.read IS NOT TRUE AND (${n}.read IS FALSE OR ${n}.seq > ${cursorOf}))`;
}
