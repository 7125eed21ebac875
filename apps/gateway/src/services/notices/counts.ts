import { NOTICE_TAB_NAMES, type NoticeCounts, type NoticeTab } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

/**
 * The badge and the tabs' counts of `uid`, exact: unread rows whose target still exists, by the
 * cursor and the flags (read-state.ts). `latest_id` is the highest change number of his
 * notifications or of his reads, so it moves when one arrives, changes or is read anywhere (the
 * live stream and the poll compare it).
 */
export async function noticeCounts(q: Queryable, uid: number): Promise<NoticeCounts> {
  const [tabs, latest] = await Promise.all([
    // The cursor test of read-state.ts, written as a join: the stream and the poll ask this
    // often, and the user's two cursor rows are read once rather than for every row.
    sql<{ tab: string; n: string }>`
      SELECT n.tab, count(*) AS n FROM notices n
      LEFT JOIN notice_cursors ct ON ct.uid = n.uid AND ct.tab = n.tab
      LEFT JOIN notice_cursors ca ON ca.uid = n.uid AND ca.tab = 'all'
      WHERE n.uid = ${uid} AND NOT n.target_deleted AND n.read IS NOT TRUE
        AND (n.read IS FALSE OR n.seq > greatest(coalesce(ct.up_to, 0), coalesce(ca.up_to, 0)))
      GROUP BY n.tab`.execute(q.kysely),
    sql<{ latest: string | null }>`
      SELECT greatest(
        (SELECT max(seq) FROM notices WHERE uid = ${uid}),
        (SELECT max(changed) FROM notice_cursors WHERE uid = ${uid})) AS latest`.execute(q.kysely),
  ]);
  const byTab = Object.fromEntries(NOTICE_TAB_NAMES.map((tab) => [tab, 0])) as Record<NoticeTab, number>;
  for (const row of tabs.rows) {
    const n = Number(row.n);
    byTab[row.tab as NoticeTab] = n;
    byTab.all += n;
  }
  return { unread: byTab.all, by_tab: byTab, latest_id: Number(latest.rows[0]?.latest ?? 0) };
}
