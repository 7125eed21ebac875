import type {
  ArticleDetail,
  ArticleSummary,
  ArticleType,
  AuthorBrief,
  ContentLang,
  ContentStatus,
  MyArticle,
} from "@icms/protocol";

/** An article row with its author and special, as the list and detail queries select it. */
export interface ArticleRow {
  id: number;
  article_type: number;
  is_howto: boolean;
  lang: string;
  author_uid: number;
  special_id: number | null;
  special_name: string | null;
  title: string;
  abstract: string;
  content?: string;
  cover_url: string;
  video_url: string;
  tags: string[] | null;
  status: string;
  is_open: boolean;
  passed_at: Date | string | null;
  published_at: Date | string | null;
  like_count: number;
  comment_count: number;
  collect_count: number;
  view_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
}

/** Columns of a list row; `a` is the article, `u` its author, `s` its special. */
export const SUMMARY_COLUMNS = `a.id, a.article_type, a.is_howto, a.lang, a.author_uid, a.special_id, s.name AS special_name,
  a.title, a.abstract, a.cover_url, a.video_url, a.tags, a.status, a.is_open, a.passed_at, a.published_at,
  a.like_count, a.comment_count, a.collect_count, a.view_count, a.created_at, a.updated_at,
  u.nickname, u.avatar_url, u.wallet_addr`;

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, a.content`;
export const ARTICLE_JOINS = "JOIN users u ON u.uid = a.author_uid LEFT JOIN specials s ON s.id = a.special_id";

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function authorOf(
  row: { author_uid?: number; nickname: string; avatar_url: string; wallet_addr: string },
  uid: number,
): AuthorBrief {
  return { uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr };
}

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
