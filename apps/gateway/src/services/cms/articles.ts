import { type ActionParams, api, type ArticleSummary, Code, type CursorPaged, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import {
  articleDetailQuery,
  JOINS_SQL,
  SUMMARY_SQL,
  type SummaryRow,
  toDetail,
  toSummary,
  type ViewerMarks,
} from "../../shared/article-rows.js";
import { cursorMicros, keysetAfter } from "../../db/keyset-sql.js";
import { type Keyset, nextCursor, paged, pageWindow, parseCursor } from "../../db/paging.js";

/** What narrows the online list: the action's own filters. */
type ListFilter = Omit<ActionParams<typeof api.appcms_msrv.article_list>, "page" | "page_size" | "cursor">;

const and = (conditions: ReturnType<typeof sql>[]) => sql.join(conditions, sql` AND `);

/**
 * Online items, newest first. The page's ids come from an index alone (the partial indexes of
 * migration 0010 carry type, HowTo flag and language), then only those rows are read; the total
 * comes from the trigger-kept counters unless a special, tag or author narrows the list.
 * Answers the page's statement (each row carries the total and its cursor) and the statement of
 * the total alone. With `after` (a cursor) the page is the rows after it, read from the same
 * index as page 1 (the index's order is the keyset's), whatever the page's number.
 */
export function listQueries(filter: ListFilter, page: number, pageSize: number, after?: Keyset) {
  const where = [sql`a.status = 'online'`];
  const counted = [sql`true`];
  if (filter.article_type !== undefined) {
    where.push(sql`a.article_type = ${filter.article_type}`);
    counted.push(sql`article_type = ${filter.article_type}`);
  }
  if (filter.is_howto !== undefined) {
    where.push(sql`a.is_howto = ${filter.is_howto === 1}`);
    counted.push(sql`is_howto = ${filter.is_howto === 1}`);
  }
  if (filter.lang !== undefined) {
    where.push(sql`a.lang = ${filter.lang}`);
    counted.push(sql`lang = ${filter.lang}`);
  }
  if (filter.special_id !== undefined) where.push(sql`a.special_id = ${filter.special_id}`);
  if (filter.uid !== undefined) where.push(sql`a.author_uid = ${filter.uid}`);
  if (filter.tag !== undefined) {
    where.push(sql`a.id IN (SELECT x.article_id FROM article_tags x JOIN tags t ON t.id = x.tag_id
      WHERE lower(t.name) = lower(${filter.tag}))`);
  }
  const narrowed = filter.special_id !== undefined || filter.tag !== undefined || filter.uid !== undefined;
  const total = narrowed
    ? sql<number>`(SELECT count(*)::int FROM articles a WHERE ${and(where)})`
    : sql<number>`(SELECT coalesce(sum(n), 0)::int FROM article_counts WHERE ${and(counted)})`;
  const { limit, offset } = after ? { limit: pageSize, offset: 0 } : pageWindow({ page, page_size: pageSize });
  const window = after ? [...where, keysetAfter(sql`a.published_at`, sql`a.id`, after)] : where;
  const pageSql = sql<SummaryRow & { total: number; cursor_micros: string }>`WITH page AS (
       SELECT a.id, a.published_at FROM articles a WHERE ${and(window)}
       ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset})
     SELECT ${SUMMARY_SQL}, ${total} AS total, ${cursorMicros(sql`p.published_at`)} AS cursor_micros
     FROM page p JOIN articles a ON a.id = p.id ${JOINS_SQL}
     ORDER BY p.published_at DESC, p.id DESC`;
  return { page: pageSql, total: sql<{ n: number }>`SELECT ${total} AS n` };
}

async function listOnline(
  ctx: CallContext,
  { page, page_size: pageSize, cursor, ...filter }: ActionParams<typeof api.appcms_msrv.article_list>,
): Promise<CursorPaged<ArticleSummary>> {
  const queries = listQueries(filter, page, pageSize, cursor === undefined ? undefined : parseCursor(cursor));
  const { rows } = await queries.page.execute(ctx.db.kysely);
  // A page past the end has no row to carry the total: ask for it alone.
  const total = rows[0]?.total ?? (await queries.total.execute(ctx.db.kysely)).rows[0]?.n ?? 0;
  return {
    ...paged(rows.map(toSummary), total, { page, page_size: pageSize }),
    next_cursor: nextCursor(rows, pageSize),
  };
}

/** The viewer's marks on an item. */
export function marksQuery(articleId: number, authorUid: number, viewer: number) {
  return sql<ViewerMarks>`SELECT
    EXISTS (SELECT 1 FROM article_likes WHERE article_id = ${articleId} AND uid = ${viewer}) AS is_like,
    EXISTS (SELECT 1 FROM article_collects WHERE article_id = ${articleId} AND uid = ${viewer}) AS is_collect,
    EXISTS (SELECT 1 FROM user_follows WHERE followee_uid = ${authorUid} AND follower_uid = ${viewer})
      AS is_follow_author`;
}

const NO_MARKS: ViewerMarks = { is_like: false, is_collect: false, is_follow_author: false };

export const articleHandlers = {
  article_list: handle(api.appcms_msrv.article_list, (params, ctx) =>
    ctx.cmsCache.page(`list:${JSON.stringify(params)}`, () => listOnline(ctx, params)),
  ),

  /**
   * Online items for everyone; the author also sees their own item in any other state. The row
   * may come from the read cache; the viewer's own marks never do.
   */
  article_detail: handle(api.appcms_msrv.article_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const row = await ctx.cmsCache.article(params.article_id, () =>
      articleDetailQuery(ctx.db.kysely, params.article_id).executeTakeFirst(),
    );
    const visible = row && (row.status === "online" || (row.status !== "deleted" && row.author_uid === viewer));
    if (!visible) throw new GatewayError(Code.NotFound);
    const marks = viewer
      ? ((await marksQuery(row.id, row.author_uid, viewer).execute(ctx.db.kysely)).rows[0] ?? NO_MARKS)
      : NO_MARKS;
    if (row.status === "online") ctx.views.add(row.id);
    const detail = toDetail(row, marks, viewer);
    detail.view_count += ctx.views.pending(row.id);
    return detail;
  }),
};
