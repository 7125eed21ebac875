import type { AuthorBrief, NoticeItem, NoticeKind, NoticeMuteType, NoticeTab } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type PageParams, paged, pageWindow } from "../../db/paging.js";
import { iso } from "../../shared/dates.js";
import { cursorJoins, readJoined, unreadJoined } from "./read-state.js";

interface NoticeRow {
  id: number;
  kind: string;
  count: number;
  actors: number[];
  target_type: string | null;
  target_id: number | null;
  target_title: string;
  target_url: string;
  target_deleted: boolean;
  thread_type: string | null;
  thread_id: number | string | null;
  data: Record<string, unknown>;
  read: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * One page of `uid`'s notifications of `tab`, newest change first (a group a like just joined
 * comes back to the top), each with its latest actors as author briefs. One whose target was
 * deleted shows as read, as the counts leave it out.
 */
export async function listNotices(
  q: Queryable,
  uid: number,
  params: PageParams & { tab: NoticeTab; unread_only: boolean },
): Promise<{ list: NoticeItem[]; total: number } & PageParams> {
  const { limit, offset } = pageWindow(params);
  const inTab = params.tab === "all" ? sql`true` : sql`n.tab = ${params.tab}`;
  const unread = params.unread_only ? unreadJoined("n") : sql`true`;
  const [rows, total] = await Promise.all([
    sql<NoticeRow>`
      SELECT n.id, n.kind, n.count, n.actors, n.target_type, n.target_id, n.target_title, n.target_url,
        n.target_deleted, n.thread_type, n.thread_id, n.data, (${readJoined("n")} OR n.target_deleted) AS read, n.created_at, n.updated_at
      FROM notices n ${cursorJoins("n")} WHERE n.uid = ${uid} AND ${inTab} AND ${unread}
      ORDER BY n.seq DESC LIMIT ${limit} OFFSET ${offset}`.execute(q.kysely),
    sql<{
      n: string;
    }>`SELECT count(*) AS n FROM notices n ${cursorJoins("n")} WHERE n.uid = ${uid} AND ${inTab} AND ${unread}`.execute(
      q.kysely,
    ),
  ]);
  const items = await toItems(q, rows.rows);
  return paged(items, Number(total.rows[0]?.n ?? 0), params);
}

/** The rows as the protocol's items, their actors read in one query. */
export async function toItems(q: Queryable, rows: NoticeRow[]): Promise<NoticeItem[]> {
  const uids = [...new Set(rows.flatMap((r) => r.actors))];
  const users =
    uids.length === 0
      ? []
      : await q.kysely
          .selectFrom("users")
          .select(["uid", "nickname", "avatar_url", "wallet_addr"])
          .where("uid", "in", uids)
          .execute();
  const byUid = new Map<number, AuthorBrief>(users.map((u) => [u.uid, u]));
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as NoticeKind,
    count: r.count,
    actors: r.actors.flatMap((a) => byUid.get(a) ?? []),
    target:
      r.target_type === null
        ? null
        : {
            type: r.target_type,
            id: Number(r.target_id),
            title: r.target_title,
            // A deleted target links nowhere; the item says so.
            url: r.target_deleted ? "" : r.target_url,
            deleted: r.target_deleted,
          },
    thread: r.thread_type === null ? null : { type: r.thread_type as NoticeMuteType, id: Number(r.thread_id) },
    data: Object.fromEntries(Object.entries(r.data ?? {}).map(([k, v]) => [k, String(v)])),
    read: r.read,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}
