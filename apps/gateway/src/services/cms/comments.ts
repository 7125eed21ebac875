import { type ArticleComment, api, CONTENT_LIMITS, Code, GatewayError, textWidth } from "@icms/protocol";
import { one } from "../../db/db.js";
import { handle } from "../../context.js";
import { authorOf, iso } from "./article-rows.js";
import { onlineArticle } from "./reactions.js";

interface CommentRow {
  id: number;
  article_id: number;
  uid: number;
  content: string;
  created_at: Date | string;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
}

const toComment = (row: CommentRow): ArticleComment => ({
  comment_id: row.id,
  article_id: row.article_id,
  content: row.content,
  author: authorOf(row, row.uid),
  created_at: iso(row.created_at),
});

const COMMENT_COLUMNS = "c.id, c.article_id, c.uid, c.content, c.created_at, u.nickname, u.avatar_url, u.wallet_addr";

export const commentHandlers = {
  /** Comments of an online item (or of the caller's own), newest first. */
  article_comment_list: handle(api.appcms_msrv.article_comment_list, async (params, ctx) => {
    const article = await one<{ author_uid: number; status: string; comment_count: number }>(
      ctx.db,
      "SELECT author_uid, status, comment_count FROM articles WHERE id = $1",
      [params.article_id],
    );
    const visible =
      article &&
      (article.status === "online" || (article.status !== "deleted" && article.author_uid === ctx.session?.uid));
    if (!visible) throw new GatewayError(Code.NotFound);
    const rows = await ctx.db.query<CommentRow>(
      `SELECT ${COMMENT_COLUMNS} FROM article_comments c JOIN users u ON u.uid = c.uid
       WHERE c.article_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [params.article_id, params.page_size, (params.page - 1) * params.page_size],
    );
    return { list: rows.map(toComment), total: article.comment_count, page: params.page, page_size: params.page_size };
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
      await q.query("SELECT 1 FROM articles WHERE id = $1 FOR UPDATE", [params.article_id]);
      const repeat = await one(
        q,
        `SELECT 1 FROM article_comments WHERE uid = $1 AND article_id = $2 AND content = $3
           AND created_at > now() - make_interval(secs => $4)`,
        [uid, params.article_id, content, CONTENT_LIMITS.commentRepeatSeconds],
      );
      if (repeat) throw new GatewayError(Code.AlreadyCommented);
      const row = await one<{ id: number }>(
        q,
        "INSERT INTO article_comments (article_id, uid, content) VALUES ($1, $2, $3) RETURNING id",
        [params.article_id, uid, content],
      );
      await q.query("UPDATE articles SET comment_count = comment_count + 1 WHERE id = $1", [params.article_id]);
      const saved = await one<CommentRow>(
        q,
        `SELECT ${COMMENT_COLUMNS} FROM article_comments c JOIN users u ON u.uid = c.uid WHERE c.id = $1`,
        [row?.id],
      );
      return toComment(saved as CommentRow);
    });
    await ctx.cmsCache.changed(params.article_id);
    return comment;
  }),
};
