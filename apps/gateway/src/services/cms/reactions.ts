import { api, Code, type ErrorCode, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { articleSummaries, toSummary } from "../../shared/article-rows.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeArticleReaction } from "./notice-events.js";

/** An online item to react to: 3002 when there is none, `ownCode` when it is the caller's. */
export async function onlineArticle(q: Queryable, id: number, uid: number, ownCode?: ErrorCode) {
  const row = await q.kysely
    .selectFrom("articles")
    .select(["author_uid", "status", "is_open"])
    .where("id", "=", id)
    .executeTakeFirst();
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
      const added = await q.kysely
        .insertInto("article_likes")
        .values({ article_id: params.article_id, uid })
        .onConflict((oc) => oc.doNothing())
        .returning("uid")
        .executeTakeFirst();
      if (!added) throw new GatewayError(Code.AlreadyLiked);
      const row = await q.kysely
        .updateTable("articles")
        .set((eb) => ({ like_count: eb("like_count", "+", 1) }))
        .where("id", "=", params.article_id)
        .returning("like_count")
        .executeTakeFirst();
      await noticeArticleReaction(q, "like", params.article_id, uid);
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
        const removed = await q.kysely
          .deleteFrom("article_collects")
          .where("article_id", "=", params.article_id)
          .where("uid", "=", uid)
          .returning("uid")
          .execute();
        const row = await q.kysely
          .updateTable("articles")
          .set({ collect_count: sql<number>`greatest(collect_count - ${removed.length}, 0)` })
          .where("id", "=", params.article_id)
          .returning("collect_count")
          .executeTakeFirst();
        if (!row) throw new GatewayError(Code.NotFound);
        return { is_collect: false, collect_count: row.collect_count };
      }
      await onlineArticle(q, params.article_id, uid, Code.CannotCollectOwn);
      const added = await q.kysely
        .insertInto("article_collects")
        .values({ article_id: params.article_id, uid })
        .onConflict((oc) => oc.doNothing())
        .returning("uid")
        .executeTakeFirst();
      if (!added) throw new GatewayError(Code.AlreadyCollected);
      const row = await q.kysely
        .updateTable("articles")
        .set((eb) => ({ collect_count: eb("collect_count", "+", 1) }))
        .where("id", "=", params.article_id)
        .returning("collect_count")
        .executeTakeFirst();
      await noticeArticleReaction(q, "collect", params.article_id, uid);
      return { is_collect: true, collect_count: row?.collect_count ?? 0 };
    });
    await ctx.cmsCache.changed(params.article_id);
    return collected;
  }),

  /** The caller's collection, last collected first; items no longer online drop out. */
  article_collect_list: handle(api.appcms_msrv.article_collect_list, async (params, ctx) => {
    const collected = ctx.db.kysely
      .selectFrom("article_collects as c")
      .innerJoin("articles as a", "a.id", "c.article_id")
      .where("c.uid", "=", ctx.session.uid)
      .where("a.status", "=", "online")
      .$if(params.article_type !== undefined, (q) => q.where("a.article_type", "=", params.article_type as number));
    const rows = await articleSummaries(ctx.db.kysely)
      .innerJoin("article_collects as c", "c.article_id", "a.id")
      .where("c.uid", "=", ctx.session.uid)
      .where("a.status", "=", "online")
      .$if(params.article_type !== undefined, (q) => q.where("a.article_type", "=", params.article_type as number))
      .orderBy("c.created_at", "desc")
      .orderBy("a.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await collected.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return paged(rows.map(toSummary), Number(total?.n ?? 0), params);
  }),
};
