import { api, type SearchHit } from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import { ARTICLE_JOINS, type ArticleRow, SUMMARY_COLUMNS, toSummary } from "./article-rows.js";
import { highlight, searchTerms } from "./search-text.js";

/** Trigram matching needs whole trigrams: keywords shorter than this use full text only. */
const TRIGRAM_MIN_CHARS = 3;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The matching query: full text (stemmed words, CJK bigram phrases); `fuzzy` adds, for keywords
 * of three characters and more, titles containing the keyword or a word close to it (pg_trgm).
 * Both arms use GIN indexes over online items only (migration 0012).
 */
function searchSql(keyword: string, articleType: number | undefined, fuzzy: boolean) {
  const terms = searchTerms(keyword);
  const params: unknown[] = [];
  const arg = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const queries: string[] = [];
  if (terms.plain) {
    const p = arg(terms.plain);
    queries.push(
      `(websearch_to_tsquery('english', ${p}) || websearch_to_tsquery('russian', ${p}) || websearch_to_tsquery('simple', ${p}))`,
    );
  }
  if (terms.cjkQuery) queries.push(`${arg(terms.cjkQuery)}::tsquery`);
  const tsquery = queries.length > 0 ? queries.join(" && ") : "''::tsquery";
  const match = ["a.search_tsv @@ q.tsq"];
  let rank = "ts_rank_cd(a.search_tsv, q.tsq, 32)";
  if (fuzzy && [...terms.whole].length >= TRIGRAM_MIN_CHARS) {
    const whole = arg(terms.whole);
    match.push(`a.title ILIKE ${arg(`%${escapeLike(terms.whole)}%`)}`, `${whole} <% a.title`);
    rank += ` + word_similarity(${whole}, a.title)`;
  }
  const typeFilter = articleType === undefined ? "" : ` AND a.article_type = ${arg(articleType)}`;
  const hits = `SELECT a.id, a.published_at, ${rank} AS rank FROM articles a, q
    WHERE a.status = 'online' AND (${match.join(" OR ")})${typeFilter}`;
  return { tsquery, hits, params };
}

/** The statement of one page of hits with the total of all of them, and its parameters. */
export function searchPageSql(
  keyword: string,
  articleType: number | undefined,
  page: number,
  pageSize: number,
  fuzzy = false,
) {
  const { tsquery, hits, params } = searchSql(keyword, articleType, fuzzy);
  const sql = `WITH q AS (SELECT ${tsquery} AS tsq),
     hits AS (${hits}),
     ranked AS (
       SELECT id, rank, published_at, count(*) OVER () AS total FROM hits
       ORDER BY rank DESC, published_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT ${SUMMARY_COLUMNS}, r.total::int AS total
     FROM ranked r JOIN articles a ON a.id = r.id ${ARTICLE_JOINS}
     ORDER BY r.rank DESC, r.published_at DESC, r.id DESC`;
  const countSql = `WITH q AS (SELECT ${tsquery} AS tsq) SELECT count(*)::int AS n FROM (${hits}) h`;
  return { sql, params: [...params, pageSize, (page - 1) * pageSize], countSql, countParams: params };
}

async function searchPage(
  ctx: CallContext,
  params: { keyword: string; article_type?: number; page: number; page_size: number },
  fuzzy: boolean,
) {
  const query = searchPageSql(params.keyword, params.article_type, params.page, params.page_size, fuzzy);
  const rows = await ctx.db.query<ArticleRow & { total: number }>(query.sql, query.params);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && params.page > 1) {
    // A page past the end: the total still answers.
    total = (await ctx.db.query<{ n: number }>(query.countSql, query.countParams))[0]?.n ?? 0;
  }
  return { rows, total };
}

export const searchHandlers = {
  /** Ranked matches (title first, then abstract, then body), newest first among equals. */
  article_search: handle(api.appcms_msrv.article_search, async (params, ctx) => {
    const key = `search:${JSON.stringify([params.keyword, params.article_type, params.page, params.page_size])}`;
    return ctx.cmsCache.page(key, async () => {
      let result = await searchPage(ctx, params, false);
      // Nothing matched word for word: look for titles close to the keyword (typos, partial words).
      if (result.total === 0) result = await searchPage(ctx, params, true);
      const list: SearchHit[] = result.rows.map((row) => ({
        ...toSummary(row),
        title_highlight: highlight(row.title, params.keyword),
        abstract_highlight: highlight(row.abstract, params.keyword),
      }));
      return { list, total: result.total, page: params.page, page_size: params.page_size };
    });
  }),
};
