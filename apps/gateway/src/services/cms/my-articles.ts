import { api, Code, GatewayError, type MyArticle } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import {
  ARTICLE_JOINS,
  type ArticleRow,
  DETAIL_COLUMNS,
  SUMMARY_COLUMNS,
  toMyArticle,
  toSummary,
} from "./article-rows.js";
import { type ArticleForm, checkTitleFree, prepareArticle, SEARCH_VECTOR_SQL, searchParams } from "./article-form.js";
import { submitted } from "./content-ops.js";
import { setArticleTags } from "./tags.js";

/** The caller's own item (any status but deleted): 3002 when unknown, 1006 when someone else's. */
async function ownArticle(q: Queryable, id: number, uid: number, lock = false): Promise<ArticleRow> {
  const row = await one<ArticleRow>(
    q,
    `SELECT ${DETAIL_COLUMNS} FROM articles a ${ARTICLE_JOINS} WHERE a.id = $1${lock ? " FOR UPDATE OF a" : ""}`,
    [id],
  );
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.author_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return row;
}

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
      const row = await one<{ id: number }>(
        q,
        `INSERT INTO articles (article_type, is_howto, lang, author_uid, special_id, title, abstract, content,
           cover_url, video_url, tags, is_open, status, passed_at, published_at, search_tsv)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
           CASE WHEN $14::boolean THEN now() END, CASE WHEN $13 = 'online' THEN now() END, ${SEARCH_VECTOR_SQL(15)})
         RETURNING id`,
        [
          v.article_type,
          v.is_howto,
          v.lang,
          uid,
          v.special_id,
          v.title,
          v.abstract,
          v.content,
          v.cover_url,
          v.video_url,
          v.tags,
          v.is_open,
          state.status,
          state.passed,
          ...searchParams(v),
        ],
      );
      const id = (row as { id: number }).id;
      await setArticleTags(q, id, v.tags);
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
      await q.query(
        `UPDATE articles SET is_howto = $2, lang = $3, special_id = $4, title = $5, abstract = $6, content = $7,
           cover_url = $8, video_url = $9, tags = $10, is_open = $11, status = $12,
           passed_at = CASE WHEN $13::boolean THEN coalesce(passed_at, now()) END,
           published_at = CASE WHEN $12 = 'online' THEN coalesce(published_at, now()) ELSE published_at END,
           search_tsv = ${SEARCH_VECTOR_SQL(14)}, updated_at = now()
         WHERE id = $1`,
        [
          id,
          v.is_howto,
          v.lang,
          v.special_id,
          v.title,
          v.abstract,
          v.content,
          v.cover_url,
          v.video_url,
          v.tags,
          v.is_open,
          state.status,
          state.passed,
          ...searchParams(v),
        ],
      );
      await setArticleTags(q, id, v.tags);
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(id);
  return toMyArticle(await ownArticle(ctx.db, id, uid));
}

export const myArticleHandlers = {
  my_article_list: handle(api.appcms_msrv.my_article_list, async (params, ctx) => {
    const where = `a.author_uid = $1 AND a.status <> 'deleted'
      AND ($2::int IS NULL OR a.article_type = $2) AND ($3::boolean IS NULL OR a.is_howto = $3)
      AND ($4::text IS NULL OR a.status = $4) AND ($5::int IS NULL OR a.special_id = $5)`;
    const filter = [
      ctx.session.uid,
      params.article_type ?? null,
      params.is_howto === undefined ? null : params.is_howto === 1,
      params.status ?? null,
      params.special_id ?? null,
    ];
    const rows = await ctx.db.query<ArticleRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM articles a ${ARTICLE_JOINS} WHERE ${where}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $6 OFFSET $7`,
      [...filter, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM articles a WHERE ${where}`, filter);
    return { list: rows.map(toSummary), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),

  my_article_detail: handle(api.appcms_msrv.my_article_detail, async (params, ctx) =>
    toMyArticle(await ownArticle(ctx.db, params.article_id, ctx.session.uid)),
  ),

  my_article_add_save: handle(api.appcms_msrv.my_article_add_save, (params, ctx) => addArticle(ctx, params)),

  my_article_edit_save: handle(api.appcms_msrv.my_article_edit_save, (params, ctx) =>
    editArticle(ctx, params.article_id, params),
  ),
};
