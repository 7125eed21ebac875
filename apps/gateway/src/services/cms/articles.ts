import { api, type ArticleSummary, Code, GatewayError, type Paged } from "@icms/protocol";
import { one } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import {
  ARTICLE_JOINS,
  type ArticleRow,
  DETAIL_COLUMNS,
  SUMMARY_COLUMNS,
  toDetail,
  toSummary,
  type ViewerMarks,
} from "./article-rows.js";

export interface ListFilter {
  article_type?: number;
  is_howto?: number;
  lang?: string;
  special_id?: number;
  tag?: string;
  uid?: number;
}

/**
 * Online items, newest first. The page's ids come from an index alone (the partial indexes of
 * migration 0010 carry type, HowTo flag and language), then only those rows are read; the total
 * comes from the trigger-kept counters unless a special, tag or author narrows the list.
 * Answers the statement, its parameters, and the statement of the total alone.
 */
export function listSql(filter: ListFilter, page: number, pageSize: number) {
  const params: unknown[] = [];
  const arg = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["a.status = 'online'"];
  const counted: string[] = [];
  if (filter.article_type !== undefined) {
    where.push(`a.article_type = ${arg(filter.article_type)}`);
    counted.push(`article_type = $${params.length}`);
  }
  if (filter.is_howto !== undefined) {
    where.push(`a.is_howto = ${arg(filter.is_howto === 1)}`);
    counted.push(`is_howto = $${params.length}`);
  }
  if (filter.lang !== undefined) {
    where.push(`a.lang = ${arg(filter.lang)}`);
    counted.push(`lang = $${params.length}`);
  }
  const narrowed = filter.special_id !== undefined || filter.tag !== undefined || filter.uid !== undefined;
  if (filter.special_id !== undefined) where.push(`a.special_id = ${arg(filter.special_id)}`);
  if (filter.uid !== undefined) where.push(`a.author_uid = ${arg(filter.uid)}`);
  if (filter.tag !== undefined) {
    where.push(`a.id IN (SELECT x.article_id FROM article_tags x JOIN tags t ON t.id = x.tag_id
      WHERE lower(t.name) = lower(${arg(filter.tag)}))`);
  }
  const conditions = where.join(" AND ");
  const totalSql = narrowed
    ? `(SELECT count(*)::int FROM articles a WHERE ${conditions})`
    : `(SELECT coalesce(sum(n), 0)::int FROM article_counts${counted.length ? ` WHERE ${counted.join(" AND ")}` : ""})`;
  const filterParams = [...params];
  const limit = arg(pageSize);
  const offset = arg((page - 1) * pageSize);
  const sql = `WITH page AS (
       SELECT a.id, a.published_at FROM articles a WHERE ${conditions}
       ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset})
     SELECT ${SUMMARY_COLUMNS}, ${totalSql} AS total
     FROM page p JOIN articles a ON a.id = p.id ${ARTICLE_JOINS}
     ORDER BY p.published_at DESC, p.id DESC`;
  return { sql, params, totalSql: `SELECT ${totalSql} AS n`, filterParams };
}

async function listOnline(
  ctx: CallContext,
  filter: ListFilter,
  page: number,
  pageSize: number,
): Promise<Paged<ArticleSummary>> {
  const query = listSql(filter, page, pageSize);
  const rows = await ctx.db.query<ArticleRow & { total: number }>(query.sql, query.params);
  // A page past the end has no row to carry the total: ask for it alone.
  const total = rows[0]?.total ?? (await one<{ n: number }>(ctx.db, query.totalSql, query.filterParams))?.n ?? 0;
  return { list: rows.map(toSummary), total, page, page_size: pageSize };
}

/** One item with its author and special; $1 the article. */
export const DETAIL_SQL = `SELECT ${DETAIL_COLUMNS} FROM articles a ${ARTICLE_JOINS} WHERE a.id = $1`;

/** The viewer's marks on an item: $1 the article, $2 its author, $3 the viewer. */
export const MARKS_SQL = `SELECT
  EXISTS (SELECT 1 FROM article_likes WHERE article_id = $1 AND uid = $3) AS is_like,
  EXISTS (SELECT 1 FROM article_collects WHERE article_id = $1 AND uid = $3) AS is_collect,
  EXISTS (SELECT 1 FROM user_follows WHERE followee_uid = $2 AND follower_uid = $3) AS is_follow_author`;

const NO_MARKS: ViewerMarks = { is_like: false, is_collect: false, is_follow_author: false };

export const articleHandlers = {
  article_list: handle(api.appcms_msrv.article_list, (params, ctx) =>
    ctx.cmsCache.page(`list:${JSON.stringify(params)}`, () => listOnline(ctx, params, params.page, params.page_size)),
  ),

  /**
   * Online items for everyone; the author also sees their own item in any other state. The row
   * may come from the read cache; the viewer's own marks never do.
   */
  article_detail: handle(api.appcms_msrv.article_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const row = await ctx.cmsCache.article(params.article_id, () =>
      one<ArticleRow>(ctx.db, DETAIL_SQL, [params.article_id]),
    );
    const visible = row && (row.status === "online" || (row.status !== "deleted" && row.author_uid === viewer));
    if (!visible) throw new GatewayError(Code.NotFound);
    const marks = viewer
      ? ((await one<ViewerMarks>(ctx.db, MARKS_SQL, [row.id, row.author_uid, viewer])) ?? NO_MARKS)
      : NO_MARKS;
    if (row.status === "online") ctx.views.add(row.id);
    const detail = toDetail(row, marks, viewer);
    detail.view_count += ctx.views.pending(row.id);
    return detail;
  }),
};
