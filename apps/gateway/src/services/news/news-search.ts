import { api, type NewsSearchHit } from "@icms/protocol";
import { type RawBuilder, sql } from "kysely";
import { handle } from "../../context.js";
import { highlight, searchTerms } from "../../shared/search-terms.js";
import { NEWS_SUMMARY_COLUMNS, type NewsRow, toNewsSummary } from "./news-rows.js";
import { paged, pageWindow } from "../../db/paging.js";

const TRIGRAM_MIN_CHARS = 3;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLUMNS = sql.raw(NEWS_SUMMARY_COLUMNS.join(", "));

/**
 * One page of online news matching `keyword`, as article search matches (migration 0012's
 * vector; `fuzzy` adds titles close to the keyword). Both arms use the GIN indexes of 0023.
 */
export function newsSearchQuery(
  keyword: string,
  kind: number | undefined,
  page: number,
  pageSize: number,
  fuzzy: boolean,
) {
  const terms = searchTerms(keyword);
  const { limit, offset } = pageWindow({ page, page_size: pageSize });
  const queries: RawBuilder<unknown>[] = [];
  if (terms.plain) {
    const p = terms.plain;
    queries.push(
      sql`(websearch_to_tsquery('english', ${p}) || websearch_to_tsquery('russian', ${p}) || websearch_to_tsquery('simple', ${p}))`,
    );
  }
  if (terms.cjkQuery) queries.push(sql`${terms.cjkQuery}::tsquery`);
  const tsquery = queries.length > 0 ? sql.join(queries, sql` && `) : sql`''::tsquery`;
  const match = [sql`h.search_tsv @@ q.tsq`];
  let rank = sql`ts_rank_cd(h.search_tsv, q.tsq, 32)`;
  if (fuzzy && [...terms.whole].length >= TRIGRAM_MIN_CHARS) {
    match.push(sql`h.title ILIKE ${`%${escapeLike(terms.whole)}%`}`, sql`${terms.whole} <% h.title`);
    rank = sql`${rank} + word_similarity(${terms.whole}, h.title)`;
  }
  const kindFilter = kind === undefined ? sql`` : sql` AND h.kind = ${kind}`;
  return sql<NewsRow & { total: number }>`WITH q AS (SELECT ${tsquery} AS tsq),
    ranked AS (
      SELECT h.id, ${rank} AS rank, h.published_at, count(*) OVER () AS total FROM news h, q
      WHERE h.status = 'online' AND (${sql.join(match, sql` OR `)})${kindFilter}
      ORDER BY rank DESC, h.published_at DESC, h.id DESC LIMIT ${limit} OFFSET ${offset})
    SELECT ${COLUMNS}, r.total::int AS total
    FROM ranked r JOIN news n ON n.id = r.id JOIN users u ON u.uid = n.author_uid
    ORDER BY r.rank DESC, r.published_at DESC, r.id DESC`;
}

export const newsSearchHandlers = {
  /** Ranked matches, newest first among equals; titles close to the keyword when nothing matches. */
  information_search: handle(api.appcms_msrv.information_search, async (params, ctx) => {
    const run = (fuzzy: boolean) =>
      newsSearchQuery(params.keyword, params.kind, params.page, params.page_size, fuzzy).execute(ctx.db.kysely);
    let { rows } = await run(false);
    if (rows.length === 0 && params.page === 1) rows = (await run(true)).rows;
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && params.page > 1) {
      // A page past the end: the total still answers.
      const first = await newsSearchQuery(params.keyword, params.kind, 1, 1, false).execute(ctx.db.kysely);
      total = first.rows[0]?.total ?? 0;
    }
    const list: NewsSearchHit[] = rows.map((row) => ({
      ...toNewsSummary(row),
      title_highlight: highlight(row.title, params.keyword),
      abstract_highlight: highlight(row.abstract, params.keyword),
    }));
    return paged(list, total, params);
  }),
};
