import { type ActionParams, api, Code, GatewayError, type MyArticle } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import {
  type ArticleRow,
  articleDetailQuery,
  articleSummaries,
  toMyArticle,
  toSummary,
} from "../../shared/article-rows.js";
import { type ArticleValues, checkTitleFree, prepareArticle, searchVector } from "./article-form.js";
import { authorReviews, quorumOf } from "../dao/public.js";
import { submitted } from "../../shared/content-ops.js";
import { setArticleTags } from "./tags.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeReviewWaiting } from "../dao/public.js";

/** The caller's own item (any status but deleted): 3002 when unknown, 1006 when someone else's. */
async function ownArticle(q: Queryable, id: number, uid: number, lock = false): Promise<ArticleRow> {
  const row = await articleDetailQuery(q.kysely, id, lock).executeTakeFirst();
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.author_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return row;
}

type ArticleForm = ActionParams<typeof api.appcms_msrv.my_article_add_save>;

/** The columns an author writes and rewrites: everything of the form, and its search vector. */
const editableColumns = (v: ArticleValues) => ({
  is_howto: v.is_howto,
  lang: v.lang,
  special_id: v.special_id,
  title: v.title,
  abstract: v.abstract,
  content: v.content,
  cover_url: v.cover_url,
  video_url: v.video_url,
  tags: v.tags,
  is_open: v.is_open,
  search_tsv: searchVector(v),
});

/** A unique-index race lost to a concurrent save of the same title answers 801110 too. */
function sameTitleOnConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && `${e.constraint ?? e.message}`.includes("articles_author_title_key")) {
    throw new GatewayError(Code.SameTitle);
  }
  throw error;
}

async function addArticle(ctx: CallContext<"required">, form: ArticleForm): Promise<MyArticle> {
  const uid = ctx.session.uid;
  const id = await ctx.db
    .tx(async (q) => {
      const v = await prepareArticle(ctx, q, form);
      await checkTitleFree(q, uid, v.article_type, v.title);
      const state = submitted(ctx.config.REVIEW_QUORUM);
      const { id } = await q.kysely
        .insertInto("articles")
        .values({
          ...editableColumns(v),
          article_type: v.article_type,
          author_uid: uid,
          status: state.status,
          passed_at: state.passed ? sql<Date>`now()` : null,
          published_at: state.status === "online" ? sql<Date>`now()` : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await setArticleTags(q, id, v.tags);
      if (state.status === "audit") await noticeReviewWaiting(ctx, q, { kind: "article", item_id: id, owner: uid });
      return id;
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(id);
  return toMyArticle(await ownArticle(ctx.db, id, uid));
}

/**
 * Saves an edit. With a review quorum the edited text is reviewed again (back to `audit`);
 * without one the item keeps its status, and an item that waits or was refused goes online.
 */
async function editArticle(ctx: CallContext<"required">, id: number, form: ArticleForm): Promise<MyArticle> {
  const uid = ctx.session.uid;
  await ctx.db
    .tx(async (q) => {
      const current = await ownArticle(q, id, uid, true);
      if (current.article_type !== form.article_type) throw new GatewayError(Code.ParamInvalid);
      const v = await prepareArticle(ctx, q, form, current.special_id);
      await checkTitleFree(q, uid, v.article_type, v.title, id);
      const quorum = ctx.config.REVIEW_QUORUM;
      const stays = quorum === 0 && (current.status === "online" || current.status === "offline");
      const state = stays ? { status: current.status, passed: current.passed_at !== null } : submitted(quorum);
      await q.kysely
        .updateTable("articles")
        .set({
          ...editableColumns(v),
          status: state.status,
          passed_at: state.passed ? sql<Date>`coalesce(passed_at, now())` : null,
          published_at: state.status === "online" ? sql<Date>`coalesce(published_at, now())` : sql<Date>`published_at`,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", id)
        .execute();
      await setArticleTags(q, id, v.tags);
      if (state.status === "audit") await noticeReviewWaiting(ctx, q, { kind: "article", item_id: id, owner: uid });
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(id);
  return toMyArticle(await ownArticle(ctx.db, id, uid));
}

export const myArticleHandlers = {
  my_article_list: handle(api.appcms_msrv.my_article_list, async (params, ctx) => {
    const mine = ctx.db.kysely
      .selectFrom("articles as a")
      .where("a.author_uid", "=", ctx.session.uid)
      .where("a.status", "<>", "deleted")
      .$if(params.article_type !== undefined, (q) => q.where("a.article_type", "=", params.article_type as number))
      .$if(params.is_howto !== undefined, (q) => q.where("a.is_howto", "=", params.is_howto === 1))
      .$if(params.status !== undefined, (q) => q.where("a.status", "=", params.status as string))
      .$if(params.special_id !== undefined, (q) => q.where("a.special_id", "=", params.special_id as number));
    const rows = await articleSummaries(ctx.db.kysely)
      .where("a.id", "in", mine.select("a.id"))
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    const reviews = await authorReviews(
      ctx.db,
      ["article", "wiki"],
      rows,
      ctx.lang,
      quorumOf(ctx.config.REVIEW_QUORUM),
    );
    const list = rows.map((row) => Object.assign(toSummary(row), { review: reviews.get(row.id) }));
    return paged(list, Number(total?.n ?? 0), params);
  }),

  my_article_detail: handle(api.appcms_msrv.my_article_detail, async (params, ctx) => {
    const row = await ownArticle(ctx.db, params.article_id, ctx.session.uid);
    const reviews = await authorReviews(
      ctx.db,
      ["article", "wiki"],
      [row],
      ctx.lang,
      quorumOf(ctx.config.REVIEW_QUORUM),
    );
    return Object.assign(toMyArticle(row), { review: reviews.get(row.id) });
  }),

  my_article_add_save: handle(api.appcms_msrv.my_article_add_save, (params, ctx) => addArticle(ctx, params)),

  my_article_edit_save: handle(api.appcms_msrv.my_article_edit_save, (params, ctx) =>
    editArticle(ctx, params.article_id, params),
  ),
};
