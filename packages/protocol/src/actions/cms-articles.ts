import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { Code } from "../errors/codes.js";
import { type CursorPaged, cursor, type Paged, page, pageSize } from "./common.js";
import { commentProblem } from "../rules/content.js";
import {
  ARTICLE_SAVE,
  abstract,
  batchIds,
  CONTENT_OP_CODES,
  contentLang,
  contentStatus,
  coverUrl,
  flag,
  id,
  OWN_ITEM,
  richText,
  statusChange,
  tags,
  title,
  videoUrl,
} from "./cms-fields.js";
import type {
  ArticleComment,
  ArticleDetail,
  ArticleSummary,
  BatchResult,
  CollectResult,
  LikeResult,
  MyArticle,
  MyArticleSummary,
  SearchHit,
} from "./cms-types.js";
import { defineAction, returns, withCode } from "./define.js";
import { ruled } from "./rule-schema.js";

/** Article types an author can write today (wiki entries, type 3, come with the wiki). */
const writableType = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
const anyType = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** The editor's form. `video_url` is required for a video and ignored otherwise. */
const articleFields = {
  article_type: writableType,
  is_howto: flag.default(0),
  lang: contentLang.optional(),
  title,
  abstract,
  content: richText,
  cover_url: coverUrl,
  video_url: videoUrl.optional(),
  tags,
  special_id: id.nullish(),
  is_open: flag.default(1),
};
const videoNeedsUrl = {
  check: (form: { article_type: number; video_url?: string }) =>
    form.article_type !== 2 || form.video_url !== undefined,
  issue: { message: "a video needs video_url", path: ["video_url"] },
};

const paging = { page, page_size: pageSize };
const articleRef = z.object({ article_id: id });

export const cmsArticles = {
  /**
   * Public lists, newest first. With `cursor` (a page's `next_cursor`) the page holds the items
   * after that one: an infinite list reads on by cursor, and items published meanwhile neither
   * repeat nor push others out of it.
   */
  article_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      cursor: cursor.optional(),
      article_type: anyType.optional(),
      is_howto: flag.optional(),
      lang: contentLang.optional(),
      special_id: id.optional(),
      tag: z.string().trim().min(1).max(CONTENT_LIMITS.tagMaxChars).optional(),
      uid: id.optional(),
    }),
    output: returns<CursorPaged<ArticleSummary>>(),
    codes: [],
  }),
  /** An online item, or any of the caller's own (a pending one is visible to its author only). */
  article_detail: defineAction({
    auth: "optional",
    input: articleRef,
    output: returns<ArticleDetail>(),
    codes: [Code.NotFound],
  }),
  article_comment_list: defineAction({
    auth: "optional",
    input: articleRef.extend(paging),
    output: returns<Paged<ArticleComment>>(),
    codes: [Code.NotFound],
  }),
  /** Ranked full-text and trigram search over online items (web route `/appcms/search`). */
  article_search: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      keyword: z.string().trim().min(1).max(CONTENT_LIMITS.searchKeywordMaxChars),
      article_type: anyType.optional(),
    }),
    output: returns<Paged<SearchHit>>(),
    codes: [],
  }),
  my_article_list: defineAction({
    auth: "required",
    input: z.object({
      ...paging,
      article_type: anyType.optional(),
      is_howto: flag.optional(),
      status: contentStatus.exclude(["deleted"]).optional(),
      special_id: id.optional(),
    }),
    output: returns<Paged<MyArticleSummary>>(),
    codes: [],
  }),
  my_article_detail: defineAction({
    auth: "required",
    input: articleRef,
    output: returns<MyArticle>(),
    codes: OWN_ITEM,
  }),
  /** Submits a new item: it enters review (`audit`), or goes online at once without a quorum. */
  my_article_add_save: defineAction({
    auth: "required",
    input: z.object(articleFields).refine(videoNeedsUrl.check, videoNeedsUrl.issue),
    output: returns<MyArticle>(),
    codes: ARTICLE_SAVE,
  }),
  my_article_edit_save: defineAction({
    auth: "required",
    input: z.object({ article_id: id, ...articleFields }).refine(videoNeedsUrl.check, videoNeedsUrl.issue),
    output: returns<MyArticle>(),
    codes: ARTICLE_SAVE,
  }),
  my_article_del: defineAction({
    auth: "required",
    input: z.object({ ids: batchIds }),
    output: returns<BatchResult>(),
    codes: OWN_ITEM,
  }),
  my_article_set_status: defineAction({
    auth: "required",
    input: statusChange,
    output: returns<BatchResult>(),
    codes: [...OWN_ITEM, ...CONTENT_OP_CODES, Code.SameTitle],
  }),
  article_add_like: defineAction({
    auth: "required",
    input: articleRef,
    output: returns<LikeResult>(),
    codes: [Code.NotFound, Code.CannotLikeOwn, Code.AlreadyLiked],
  }),
  /** Collects an item; `cancel: 1` removes it from the caller's collection again. */
  article_collect_add: defineAction({
    auth: "required",
    input: articleRef.extend({ cancel: flag.default(0) }),
    output: returns<CollectResult>(),
    codes: [Code.NotFound, Code.CannotCollectOwn, Code.AlreadyCollected],
  }),
  article_collect_list: defineAction({
    auth: "required",
    input: z.object({ ...paging, article_type: anyType.optional() }),
    output: returns<Paged<ArticleSummary>>(),
    codes: [],
  }),
  /** Anonymous callers get 801135 ("Login to comment") rather than the generic 1002. */
  article_comment_add: defineAction({
    auth: "required",
    loginCode: Code.LoginToComment,
    input: articleRef.extend({
      content: ruled(
        commentProblem,
        { empty: Code.CommentEmpty, tooShort: Code.CommentTooShort, tooLong: null },
        z.string(withCode(Code.CommentEmpty)).trim(),
      ),
    }),
    output: returns<ArticleComment>(),
    codes: [Code.NotFound, Code.ContentClosed, Code.AlreadyCommented],
  }),
};
