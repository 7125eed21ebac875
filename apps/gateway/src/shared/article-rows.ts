import type { ArticleDetail, ArticleSummary, ArticleType, ContentLang, ContentStatus, MyArticle } from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.js";
import { authorOf } from "./authors.js";
import { iso, isoOrNull } from "./dates.js";

/** The columns of a list row; `a` is the article, `u` its author, `s` its special. */
const SUMMARY_COLUMNS = [
  "a.id",
  "a.article_type",
  "a.is_howto",
  "a.lang",
  "a.author_uid",
  "a.special_id",
  "s.name as special_name",
  "a.title",
  "a.abstract",
  "a.cover_url",
  "a.video_url",
  "a.tags",
  "a.status",
  "a.is_open",
  "a.passed_at",
  "a.published_at",
  "a.like_count",
  "a.comment_count",
  "a.collect_count",
  "a.view_count",
  "a.created_at",
  "a.updated_at",
  "u.nickname",
  "u.avatar_url",
  "u.wallet_addr",
] as const;

/** Articles `a` with their author `u` and special `s`, ready for a `select`. */
function articlesWithAuthor(db: Kysely<DB>) {
  return db
    .selectFrom("articles as a")
    .innerJoin("users as u", "u.uid", "a.author_uid")
    .leftJoin("specials as s", "s.id", "a.special_id");
}

/** List rows: the summary columns of `articlesWithAuthor`. */
export function articleSummaries(db: Kysely<DB>) {
  return articlesWithAuthor(db).select(SUMMARY_COLUMNS);
}

/** One item with its author, special and text; locked for the transaction when `lock`. */
export function articleDetailQuery(db: Kysely<DB>, id: number, lock = false) {
  const query = articleSummaries(db).select("a.content").where("a.id", "=", id);
  return lock ? query.forUpdate("a") : query;
}

/**
 * The same columns and joins for statements tuned by hand as `sql` templates (the list and
 * search CTEs, which pick a page of ids first and join them with `FROM page p JOIN articles a`).
 */
export const SUMMARY_SQL = sql.raw(SUMMARY_COLUMNS.join(", "));
export const JOINS_SQL = sql.raw("JOIN users u ON u.uid = a.author_uid LEFT JOIN specials s ON s.id = a.special_id");

/** A list row as the summary columns select it. */
export type SummaryRow = InferResult<ReturnType<typeof articleSummaries>>[number];
/** A detail row: the summary and the text. */
export type ArticleRow = SummaryRow & { content?: string };

export function toSummary(row: ArticleRow): ArticleSummary {
  return {
    article_id: row.id,
    article_type: row.article_type as ArticleType,
    is_howto: row.is_howto ? 1 : 0,
    lang: row.lang as ContentLang,
    title: row.title,
    abstract: row.abstract,
    cover_url: row.cover_url,
    video_url: row.video_url,
    tags: row.tags ?? [],
    special_id: row.special_id,
    special_name: row.special_name ?? "",
    author: authorOf(row, row.author_uid),
    like_count: row.like_count,
    comment_count: row.comment_count,
    collect_count: row.collect_count,
    view_count: row.view_count,
    status: row.status as ContentStatus,
    is_open: row.is_open ? 1 : 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: isoOrNull(row.published_at),
  };
}

export function toMyArticle(row: ArticleRow): MyArticle {
  return Object.assign(toSummary(row), { content: row.content ?? "", passed: row.passed_at !== null });
}

export interface ViewerMarks {
  is_like: boolean;
  is_collect: boolean;
  is_follow_author: boolean;
}

export function toDetail(row: ArticleRow, marks: ViewerMarks, viewer: number | undefined): ArticleDetail {
  return Object.assign(toSummary(row), {
    content: row.content ?? "",
    is_like: marks.is_like,
    is_collect: marks.is_collect,
    is_owner: viewer === row.author_uid,
    is_follow_author: marks.is_follow_author,
  });
}
