import { NOTICE_TAB_NAMES, type NoticeCounts, type NoticeTab } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { cursorJoins, unreadJoined } from "./read-state.js";

/**
 * The badge and the tabs' counts of `uid`, exact: unread rows whose target still exists, by the
 * cursor and the flags (read-state.ts). `latest_id` is the highest change number of his
 * notifications or of his reads, so it moves when one arrives, changes or is read anywhere (the
 * live stream and the poll compare it).
 */
export async function noticeCounts(q: Queryable, uid: number): Promise<NoticeCounts> {
  const [tabs, latest] = await Promise.all([
    sql<{ tab: string; n: string }>`
      SELECT n.tab, count(*) AS n FROM notices n ${cursorJoins("n")}
      WHERE n.uid = ${uid} AND ${unreadJoined("n")}
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
