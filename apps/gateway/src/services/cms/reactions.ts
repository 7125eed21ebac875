import { api, Code, type ErrorCode, GatewayError } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { ARTICLE_JOINS, type ArticleRow, SUMMARY_COLUMNS, toSummary } from "./article-rows.js";

/** An online item to react to: 3002 when there is none, `ownCode` when it is the caller's. */
export async function onlineArticle(q: Queryable, id: number, uid: number, ownCode?: ErrorCode) {
  const row = await one<{ author_uid: number; status: string; is_open: boolean }>(
    q,
    "SELECT author_uid, status, is_open FROM articles WHERE id = $1",
    [id],
  );
  if (row?.status !== "online") throw new GatewayError(Code.NotFound);
  if (ownCode !== undefined && row.author_uid === uid) throw new GatewayError(ownCode);
  return row;
}

export const reactionHandlers = {
  /** A like is kept for good: 801103 the second time, 801104 on one's own item. */
  article_add_like: handle(api.appcms_msrv.article_add_like, async (params, ctx) => {
    const liked = await ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      await onlineArticle(q, params.article_id, uid, Code.CannotLikeOwn);
      const added = await q.query(
        "INSERT INTO article_likes (article_id, uid) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uid",
        [params.article_id, uid],
      );
      if (added.length === 0) throw new GatewayError(Code.AlreadyLiked);
      const row = await one<{ like_count: number }>(
        q,
        "UPDATE articles SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count",
        [params.article_id],
      );
      return { is_like: true as const, like_count: row?.like_count ?? 0 };
    });
    await ctx.cmsCache.changed(params.article_id);
    return liked;
  }),

  /** Collects (801105 when already collected, 801106 on one's own); `cancel: 1` removes it. */
  article_collect_add: handle(api.appcms_msrv.article_collect_add, async (params, ctx) => {
    const collected = await ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      if (params.cancel === 1) {
        const removed = await q.query("DELETE FROM article_collects WHERE article_id = $1 AND uid = $2 RETURNING uid", [
          params.article_id,
          uid,
        ]);
        const row = await one<{ collect_count: number }>(
          q,
          "UPDATE articles SET collect_count = greatest(collect_count - $2, 0) WHERE id = $1 RETURNING collect_count",
          [params.article_id, removed.length],
        );
        if (!row) throw new GatewayError(Code.NotFound);
        return { is_collect: false, collect_count: row.collect_count };
      }
      await onlineArticle(q, params.article_id, uid, Code.CannotCollectOwn);
      const added = await q.query(
        "INSERT INTO article_collects (article_id, uid) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uid",
        [params.article_id, uid],
      );
      if (added.length === 0) throw new GatewayError(Code.AlreadyCollected);
      const row = await one<{ collect_count: number }>(
        q,
        "UPDATE articles SET collect_count = collect_count + 1 WHERE id = $1 RETURNING collect_count",
        [params.article_id],
      );
      return { is_collect: true, collect_count: row?.collect_count ?? 0 };
    });
    await ctx.cmsCache.changed(params.article_id);
    return collected;
  }),

  /** The caller's collection, last collected first; items no longer online drop out. */
  article_collect_list: handle(api.appcms_msrv.article_collect_list, async (params, ctx) => {
    const where = `c.uid = $1 AND a.status = 'online' AND ($2::int IS NULL OR a.article_type = $2)`;
    const filter = [ctx.session.uid, params.article_type ?? null];
    const rows = await ctx.db.query<ArticleRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM article_collects c JOIN articles a ON a.id = c.article_id ${ARTICLE_JOINS}
       WHERE ${where} ORDER BY c.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [...filter, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(
      ctx.db,
      `SELECT count(*)::int AS n FROM article_collects c JOIN articles a ON a.id = c.article_id WHERE ${where}`,
      filter,
    );
    return { list: rows.map(toSummary), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),
};
