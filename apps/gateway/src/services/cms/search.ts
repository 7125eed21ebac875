import { api, type SearchHit } from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import { type RawBuilder, sql } from "kysely";
import { JOINS_SQL, SUMMARY_SQL, type SummaryRow, toSummary } from "../../shared/article-rows.js";
import { highlight, searchTerms } from "../../shared/search-terms.js";
import { correctedKeyword } from "./search-typos.js";
import { paged, pageWindow } from "../../db/paging.js";

/**
 * How many matches a search ranks: at most `title` whose title matches and `any` matching
 * anywhere, each taken from its GIN index as it comes (no order), so a keyword that matches a
 * hundred thousand articles costs what one matching a few hundred does. Titles weigh most in
 * the rank, so the title arm keeps the best hits among the candidates; the total answered is
 * the number of candidates, and pages past them are empty.
 */
const CANDIDATES = { title: 100, any: 200 };

/**
 * The candidates, each with its rank: full text (stemmed words, CJK bigram phrases) in titles
 * (migration 0077's index of the title lexemes) and anywhere (0012's). Each arm reads online
 * items through its own index and stops at its limit. (Typos: search-typos.ts.)
 */
function searchSql(keyword: string, articleType: number | undefined, limits: typeof CANDIDATES) {
  const terms = searchTerms(keyword);
  const queries: RawBuilder<unknown>[] = [];
  if (terms.plain) {
    const p = terms.plain;
    queries.push(
      sql`(websearch_to_tsquery('english', ${p}) || websearch_to_tsquery('russian', ${p}) || websearch_to_tsquery('simple', ${p}))`,
    );
  }
  if (terms.cjkQuery) queries.push(sql`${terms.cjkQuery}::tsquery`);
  const tsquery = queries.length > 0 ? sql.join(queries, sql` && `) : sql`''::tsquery`;
  const rank = sql`ts_rank_cd(a.search_tsv, q.tsq, 32)`;
  const typeFilter = articleType === undefined ? sql`` : sql` AND a.article_type = ${articleType}`;
  // Every arm ranks its rows with the same expression, so UNION merges a row found by two.
  const arm = (match: RawBuilder<unknown>, limit: number) =>
    sql`(SELECT a.id, a.published_at, ${rank} AS rank FROM articles a, q
      WHERE a.status = 'online' AND ${match}${typeFilter} LIMIT ${limit})`;
  const arms = [
    arm(sql`ts_filter(a.search_tsv, '{a}') @@ q.tsq`, limits.title),
    arm(sql`a.search_tsv @@ q.tsq`, limits.any),
  ];
  return { tsquery, hits: sql.join(arms, sql` UNION `) };
}

/** The statement of one page of hits, each row with the total of all of them, and of the total alone. */
export function searchQueries(
  keyword: string,
  articleType: number | undefined,
  page: number,
  pageSize: number,
  limits = CANDIDATES,
) {
  const { tsquery, hits } = searchSql(keyword, articleType, limits);
  const { limit, offset } = pageWindow({ page, page_size: pageSize });
  const pageSql = sql<SummaryRow & { total: number }>`WITH q AS (SELECT ${tsquery} AS tsq),
     hits AS (${hits}),
     ranked AS (
       SELECT id, rank, published_at, count(*) OVER () AS total FROM hits
       ORDER BY rank DESC, published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset})
     SELECT ${SUMMARY_SQL}, r.total::int AS total
     FROM ranked r JOIN articles a ON a.id = r.id ${JOINS_SQL}
     ORDER BY r.rank DESC, r.published_at DESC, r.id DESC`;
  const total = sql<{ n: number }>`WITH q AS (SELECT ${tsquery} AS tsq) SELECT count(*)::int AS n FROM (${hits}) h`;
  return { page: pageSql, total };
}

async function searchPage(
  ctx: CallContext,
  keyword: string,
  params: { article_type?: number; page: number; page_size: number },
) {
  const queries = searchQueries(keyword, params.article_type, params.page, params.page_size);
  const { rows } = await queries.page.execute(ctx.db.kysely);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && params.page > 1) {
    // A page past the end: the total still answers.
    total = (await queries.total.execute(ctx.db.kysely)).rows[0]?.n ?? 0;
  }
  return { rows, total };
}

export const searchHandlers = {
  /** Ranked matches (title first, then abstract, then body), newest first among equals. */
  article_search: handle(api.appcms_msrv.article_search, async (params, ctx) => {
    const key = `search:${JSON.stringify([params.keyword, params.article_type, params.page, params.page_size])}`;
    return ctx.cmsCache.page(key, async () => {
      let keyword = params.keyword;
      let result = await searchPage(ctx, keyword, params);
      if (result.total === 0) {
        // Nothing matched word for word: try the title words closest to the keyword's (typos).
        const corrected = await correctedKeyword(ctx.db, keyword);
        if (corrected !== undefined) {
          keyword = corrected;
          result = await searchPage(ctx, keyword, params);
        }
      }
      const list: SearchHit[] = result.rows.map((row) => ({
        ...toSummary(row),
        title_highlight: highlight(row.title, keyword),
        abstract_highlight: highlight(row.abstract, keyword),
      }));
      return paged(list, result.total, params);
    });
  }),
};
