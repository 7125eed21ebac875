import { type ArticleComment, api, CONTENT_LIMITS, Code, GatewayError, textWidth } from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { handle } from "../../context.js";
import { authorOf } from "../../shared/authors.js";
import { iso } from "../../shared/dates.js";
import { noticeArticleComment } from "./notice-events.js";
import { onlineArticle } from "./reactions.js";
import { onePage, paged } from "../../db/paging.js";

/** Comments `c` with their authors. */
const comments = (db: Kysely<DB>) =>
  db
    .selectFrom("article_comments as c")
    .innerJoin("users as u", "u.uid", "c.uid")
    .select([
      "c.id",
      "c.article_id",
      "c.uid",
      "c.content",
      "c.created_at",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
    ]);

type CommentRow = InferResult<ReturnType<typeof comments>>[number];

const toComment = (row: CommentRow): ArticleComment => ({
  comment_id: row.id,
  article_id: row.article_id,
  content: row.content,
  author: authorOf(row, row.uid),
  created_at: iso(row.created_at),
});

export const commentHandlers = {
  /** Comments of an online item (or of the caller's own), newest first. */
  article_comment_list: handle(api.appcms_msrv.article_comment_list, async (params, ctx) => {
    const article = await ctx.db.kysely
      .selectFrom("articles")
      .select(["author_uid", "status", "comment_count"])
      .where("id", "=", params.article_id)
      .executeTakeFirst();
    const visible =
      article &&
      (article.status === "online" || (article.status !== "deleted" && article.author_uid === ctx.session?.uid));
    if (!visible) throw new GatewayError(Code.NotFound);
    const rows = await comments(ctx.db.kysely)
      .where("c.article_id", "=", params.article_id)
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .$call(onePage(params))
      .execute();
    return paged(rows.map(toComment), article.comment_count, params);
  }),

  /**
   * Comments need a session (801135), some text (802000 empty, 801132 too little), an online
   * item that is open (801131), and not the same text again within a minute (801109).
   */
  article_comment_add: handle(api.appcms_msrv.article_comment_add, async (params, ctx) => {
    const content = params.content.replace(/\r\n?/g, "\n");
    if (textWidth(content) < CONTENT_LIMITS.commentMinWidth) throw new GatewayError(Code.CommentTooShort);
    const uid = ctx.session.uid;
    const comment = await ctx.db.tx(async (q) => {
      const article = await onlineArticle(q, params.article_id, uid);
      if (!article.is_open) throw new GatewayError(Code.ContentClosed);
      // The article row is locked by the count update below; take it first so repeats queue up.
      await q.kysely.selectFrom("articles").select("id").where("id", "=", params.article_id).forUpdate().execute();
      const repeat = await q.kysely
        .selectFrom("article_comments")
        .select("id")
        .where("uid", "=", uid)
        .where("article_id", "=", params.article_id)
        .where("content", "=", content)
        .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${CONTENT_LIMITS.commentRepeatSeconds})`)
        .executeTakeFirst();
      if (repeat) throw new GatewayError(Code.AlreadyCommented);
      const { id } = await q.kysely
        .insertInto("article_comments")
        .values({ article_id: params.article_id, uid, content })
        .returning("id")
        .executeTakeFirstOrThrow();
      await q.kysely
        .updateTable("articles")
        .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
        .where("id", "=", params.article_id)
        .execute();
      await noticeArticleComment(q, params.article_id, { id, uid, content });
      return toComment(await comments(q.kysely).where("c.id", "=", id).executeTakeFirstOrThrow());
    });
    await ctx.cmsCache.changed(params.article_id);
    return comment;
  }),
};
