import { api, CONTENT_LIMITS, Code, GatewayError, textWidth } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { newsComments, newsDetail, newsSummaries, toNewsComment, toNewsSummary } from "./news-rows.js";
import { onePage, paged } from "../../db/paging.js";

/** An online news item, locked for the count update that follows; 3002 when there is none. */
export async function lockOnlineNews(q: Queryable, id: number) {
  const row = await q.kysely
    .selectFrom("news")
    .select(["author_uid", "status"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (row?.status !== "online") throw new GatewayError(Code.NotFound);
  return row;
}

/** One page of online items, newest first, by kind and language (index `news_online_idx`), and their count. */
export function newsListQueries(
  db: Kysely<DB>,
  filter: { kind?: number; lang?: string },
  page: number,
  pageSize: number,
) {
  const kind = filter.kind;
  const lang = filter.lang;
  return {
    page: newsSummaries(db)
      .where("n.status", "=", "online")
      .$if(kind !== undefined, (q) => q.where("n.kind", "=", kind as number))
      .$if(lang !== undefined, (q) => q.where("n.lang", "=", lang as string))
      .orderBy("n.published_at", "desc")
      .orderBy("n.id", "desc")
      .$call(onePage({ page, page_size: pageSize })),
    total: db
      .selectFrom("news as n")
      .where("n.status", "=", "online")
      .$if(kind !== undefined, (q) => q.where("n.kind", "=", kind as number))
      .$if(lang !== undefined, (q) => q.where("n.lang", "=", lang as string))
      .select((eb) => eb.fn.countAll<number>().as("n")),
  };
}

export const newsReadHandlers = {
  /** Online items, newest first, by kind and language. */
  information_list: handle(api.appcms_msrv.information_list, async (params, ctx) => {
    const queries = newsListQueries(ctx.db.kysely, params, params.page, params.page_size);
    const [rows, total] = await Promise.all([queries.page.execute(), queries.total.executeTakeFirst()]);
    return paged(rows.map(toNewsSummary), Number(total?.n ?? 0), params);
  }),

  information_detail: handle(api.appcms_msrv.information_detail, async ({ information_id }, ctx) => {
    const detail = await newsDetail(ctx.db.kysely, information_id, ctx.session?.uid);
    if (!detail) throw new GatewayError(Code.NotFound);
    return detail;
  }),

  /** Comments of an online item, newest first. */
  information_comment_list: handle(api.appcms_msrv.information_comment_list, async (params, ctx) => {
    const item = await ctx.db.kysely
      .selectFrom("news")
      .select(["status", "comment_count"])
      .where("id", "=", params.information_id)
      .executeTakeFirst();
    if (item?.status !== "online") throw new GatewayError(Code.NotFound);
    const rows = await newsComments(ctx.db.kysely)
      .where("c.news_id", "=", params.information_id)
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .$call(onePage(params))
      .execute();
    return paged(rows.map(toNewsComment), item.comment_count, params);
  }),

  /**
   * Comments need a session (801135), some text (802000 empty, 801132 too little), an online
   * item, and not the same text again within a minute (801109): the article comment rules.
   */
  information_add_comment: handle(api.appcms_msrv.information_add_comment, async (params, ctx) => {
    const content = params.content.replace(/\r\n?/g, "\n");
    if (textWidth(content) < CONTENT_LIMITS.commentMinWidth) throw new GatewayError(Code.CommentTooShort);
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      await lockOnlineNews(q, params.information_id);
      const repeat = await q.kysely
        .selectFrom("news_comments")
        .select("id")
        .where("uid", "=", uid)
        .where("news_id", "=", params.information_id)
        .where("content", "=", content)
        .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${CONTENT_LIMITS.commentRepeatSeconds})`)
        .executeTakeFirst();
      if (repeat) throw new GatewayError(Code.AlreadyCommented);
      const { id } = await q.kysely
        .insertInto("news_comments")
        .values({ news_id: params.information_id, uid, content })
        .returning("id")
        .executeTakeFirstOrThrow();
      await q.kysely
        .updateTable("news")
        .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
        .where("id", "=", params.information_id)
        .execute();
      return toNewsComment(await newsComments(q.kysely).where("c.id", "=", id).executeTakeFirstOrThrow());
    });
  }),
};
