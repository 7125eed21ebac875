import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { Code } from "../errors/codes.js";
import { commentProblem } from "../rules/content.js";
import { type Paged, page, pageSize } from "./common.js";
import { abstract, batchIds, contentLang, coverUrl, id, richText, title } from "./cms-fields.js";
import type { BatchResult, LikeResult } from "./cms-types.js";
import { defineAction, returns, withCode } from "./define.js";
import { ruled } from "./rule-schema.js";
import type { AuthorBrief } from "./user.js";

/** 1: report news (a full story); 2: flash news (a short item of the live feed). */
export type NewsKind = 1 | 2;
/** A reader's stance on a news item: one per reader, changeable. */
export type NewsStance = "bullish" | "bearish";

/** A news item as lists show it. Dates are ISO 8601 strings. */
export interface NewsSummary {
  information_id: number;
  kind: NewsKind;
  lang: "zh" | "en" | "ru";
  title: string;
  abstract: string;
  cover_url: string;
  author: AuthorBrief;
  like_count: number;
  comment_count: number;
  bullish_count: number;
  bearish_count: number;
  published_at: string;
  updated_at: string;
}

/** One news item as its page shows it, with the viewer's own marks. */
export interface NewsDetail extends NewsSummary {
  /** Cleaned HTML: safe to render as is. */
  content: string;
  is_like: boolean;
  /** The viewer's stance; null when none (or anonymous). */
  stance: NewsStance | null;
  is_owner: boolean;
}

/** A search result over news: `*_highlight` are HTML-escaped with matches in `<mark>` only. */
export interface NewsSearchHit extends NewsSummary {
  title_highlight: string;
  abstract_highlight: string;
}

/** The counts after a stance is taken. */
export interface StanceResult {
  stance: NewsStance;
  bullish_count: number;
  bearish_count: number;
}

export interface NewsComment {
  comment_id: number;
  information_id: number;
  /** Plain text, as written (render it as text). */
  content: string;
  author: AuthorBrief;
  created_at: string;
}

const kind = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
const paging = { page, page_size: pageSize };
const newsRef = z.object({ information_id: id });

/** The operator's form: a body is required for report news, a flash item may be its title alone. */
const newsFields = {
  kind,
  lang: contentLang,
  title,
  abstract,
  content: richText,
  cover_url: coverUrl.optional(),
};

/** An operator's call: 1006 without `edit_news`. */
const OPERATOR = [Code.PermissionDenied];

export const news = {
  /** Online news, newest first; flash news (`kind: 2`) is the live feed. */
  information_list: defineAction({
    auth: "optional",
    input: z.object({ ...paging, kind: kind.optional(), lang: contentLang.optional() }),
    output: returns<Paged<NewsSummary>>(),
    codes: [],
  }),
  information_detail: defineAction({
    auth: "optional",
    input: newsRef,
    output: returns<NewsDetail>(),
    codes: [Code.NotFound],
  }),
  information_comment_list: defineAction({
    auth: "optional",
    input: newsRef.extend(paging),
    output: returns<Paged<NewsComment>>(),
    codes: [Code.NotFound],
  }),
  /** Anonymous callers get 801135 ("Login to comment"); the shared comment rules apply. */
  information_add_comment: defineAction({
    auth: "required",
    loginCode: Code.LoginToComment,
    input: newsRef.extend({
      content: ruled(
        commentProblem,
        { empty: Code.CommentEmpty, tooShort: Code.CommentTooShort, tooLong: null },
        z.string(withCode(Code.CommentEmpty)).trim(),
      ),
    }),
    output: returns<NewsComment>(),
    codes: [Code.NotFound, Code.AlreadyCommented],
  }),
  /** A like is kept for good: 801103 the second time, 801104 on one's own item. */
  information_add_like: defineAction({
    auth: "required",
    input: newsRef,
    output: returns<LikeResult>(),
    codes: [Code.NotFound, Code.CannotLikeOwn, Code.AlreadyLiked],
  }),
  /** Takes (or switches to) the bullish stance; taking it again changes nothing. */
  information_add_bullish: defineAction({
    auth: "required",
    input: newsRef,
    output: returns<StanceResult>(),
    codes: [Code.NotFound],
  }),
  /** Takes (or switches to) the bearish stance; taking it again changes nothing. */
  information_add_bearish: defineAction({
    auth: "required",
    input: newsRef,
    output: returns<StanceResult>(),
    codes: [Code.NotFound],
  }),
  /** Ranked full-text search over online news (the search page's news tab). */
  information_search: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      keyword: z.string().trim().min(1).max(CONTENT_LIMITS.searchKeywordMaxChars),
      kind: kind.optional(),
    }),
    output: returns<Paged<NewsSearchHit>>(),
    codes: [],
  }),
  /** Operators (`edit_news`): publishes a news or flash news item at once. */
  information_add_save: defineAction({
    auth: "required",
    input: z.object(newsFields),
    output: returns<NewsDetail>(),
    codes: OPERATOR,
  }),
  information_edit_save: defineAction({
    auth: "required",
    input: z.object({ information_id: id, ...newsFields }),
    output: returns<NewsDetail>(),
    codes: [...OPERATOR, Code.NotFound],
  }),
  information_del: defineAction({
    auth: "required",
    input: z.object({ ids: batchIds }),
    output: returns<BatchResult>(),
    codes: OPERATOR,
  }),
};
