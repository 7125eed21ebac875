import { api, Code, GatewayError, type NewsStance } from "@icms/protocol";
import type { CallContext } from "../../context.js";
import { handle } from "../../context.js";
import { lockOnlineNews } from "./news.js";
import { stanceName } from "./news-rows.js";

/**
 * Takes `stance` for the caller: a first stance adds to its count, a change moves one from the
 * other count, and the same stance again changes nothing. The item row is locked first, so
 * concurrent stances of one reader queue up and the counts stay equal to the rows.
 */
function takeStance(ctx: CallContext<"required">, id: number, stance: NewsStance) {
  const value = stance === "bullish" ? 1 : -1;
  return ctx.db.tx(async (q) => {
    await lockOnlineNews(q, id);
    const uid = ctx.session.uid;
    const before = await q.kysely
      .selectFrom("news_stances")
      .select("stance")
      .where("news_id", "=", id)
      .where("uid", "=", uid)
      .executeTakeFirst();
    if (before?.stance !== value) {
      await q.kysely
        .insertInto("news_stances")
        .values({ news_id: id, uid, stance: value })
        .onConflict((oc) => oc.columns(["news_id", "uid"]).doUpdateSet({ stance: value, updated_at: new Date() }))
        .execute();
      const previous = stanceName(before?.stance);
      await q.kysely
        .updateTable("news")
        .set((eb) => ({
          bullish_count: eb("bullish_count", "+", (stance === "bullish" ? 1 : 0) - (previous === "bullish" ? 1 : 0)),
          bearish_count: eb("bearish_count", "+", (stance === "bearish" ? 1 : 0) - (previous === "bearish" ? 1 : 0)),
        }))
        .where("id", "=", id)
        .execute();
    }
    const counts = await q.kysely
      .selectFrom("news")
      .select(["bullish_count", "bearish_count"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { stance, ...counts };
  });
}

export const newsReactionHandlers = {
  /** A like is kept for good: 801103 the second time, 801104 on one's own item. */
  information_add_like: handle(api.appcms_msrv.information_add_like, (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const item = await lockOnlineNews(q, params.information_id);
      if (item.author_uid === uid) throw new GatewayError(Code.CannotLikeOwn);
      const added = await q.kysely
        .insertInto("news_likes")
        .values({ news_id: params.information_id, uid })
        .onConflict((oc) => oc.doNothing())
        .returning("uid")
        .executeTakeFirst();
      if (!added) throw new GatewayError(Code.AlreadyLiked);
      const row = await q.kysely
        .updateTable("news")
        .set((eb) => ({ like_count: eb("like_count", "+", 1) }))
        .where("id", "=", params.information_id)
        .returning("like_count")
        .executeTakeFirstOrThrow();
      return { is_like: true as const, like_count: row.like_count };
    }),
  ),
  information_add_bullish: handle(api.appcms_msrv.information_add_bullish, (params, ctx) =>
    takeStance(ctx, params.information_id, "bullish"),
  ),
  information_add_bearish: handle(api.appcms_msrv.information_add_bearish, (params, ctx) =>
    takeStance(ctx, params.information_id, "bearish"),
  ),
};
