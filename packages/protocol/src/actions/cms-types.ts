import type { ArticleType, ContentLang, ContentStatus, SpecialType } from "../content.js";
import type { AuthorReview } from "./dao-review.js";
import type { AuthorBrief } from "./user.js";

/** An article, video or HowTo as lists show it. Dates are ISO 8601 strings. */
export interface ArticleSummary {
  article_id: number;
  article_type: ArticleType;
  is_howto: 0 | 1;
  lang: ContentLang;
  title: string;
  abstract: string;
  cover_url: string;
  /** Empty unless `article_type` is 2. */
  video_url: string;
  tags: string[];
  special_id: number | null;
  special_name: string;
  author: AuthorBrief;
  like_count: number;
  comment_count: number;
  collect_count: number;
  view_count: number;
  status: ContentStatus;
  /** 1: comments accepted; 0: closed by the owner. */
  is_open: 0 | 1;
  created_at: string;
  updated_at: string;
  /** When it first went online; null before. */
  published_at: string | null;
}

/** One item as its page shows it, with the viewer's own marks. */
export interface ArticleDetail extends ArticleSummary {
  /** Cleaned HTML: safe to render as is. */
  content: string;
  is_like: boolean;
  is_collect: boolean;
  is_owner: boolean;
  is_follow_author: boolean;
}

/** One of the caller's own items, for the edit form and content management. */
export interface MyArticle extends ArticleSummary {
  content: string;
  /** Review passed: `online` is allowed from `offline`. */
  passed: boolean;
  /** The members' decisions so far and the reasons of any reject. */
  review?: AuthorReview;
}

/** One of the caller's own items in content management, with where it stands in review. */
export interface MyArticleSummary extends ArticleSummary {
  review?: AuthorReview;
}

/** A search result: `*_highlight` are HTML-escaped text with matches in `<mark>` tags only. */
export interface SearchHit extends ArticleSummary {
  title_highlight: string;
  abstract_highlight: string;
}

export interface ArticleComment {
  comment_id: number;
  article_id: number;
  /** Plain text, as written (render it as text). */
  content: string;
  author: AuthorBrief;
  created_at: string;
}

/** A special (column) or a channel, as lists show it. */
export interface SpecialSummary {
  special_id: number;
  special_type: SpecialType;
  name: string;
  abstract: string;
  cover_url: string;
  tags: string[];
  owner: AuthorBrief;
  follow_count: number;
  /** Online items filed in it. */
  article_count: number;
  status: ContentStatus;
  /** 1: takes new articles and followers; 0: closed. */
  is_open: 0 | 1;
  created_at: string;
  updated_at: string;
}

export interface SpecialDetail extends SpecialSummary {
  is_follow: boolean;
  is_owner: boolean;
  /** Review passed (owner's view; always true for a public special). */
  passed: boolean;
}

/** The owner's view of a special or channel, with where it stands in review. */
export interface MySpecialSummary extends SpecialSummary {
  review?: AuthorReview;
}
export interface MySpecialDetail extends SpecialDetail {
  review?: AuthorReview;
}

export interface TagInfo {
  tag_id: number;
  name: string;
  /** Online items carrying the tag. */
  article_count: number;
  follow_count: number;
  is_follow: boolean;
}

export interface LikeResult {
  is_like: true;
  like_count: number;
}

export interface CollectResult {
  is_collect: boolean;
  collect_count: number;
}

/** A batch operation's outcome: the items it changed (all of them, or none on a refusal). */
export interface BatchResult {
  ids: number[];
}
