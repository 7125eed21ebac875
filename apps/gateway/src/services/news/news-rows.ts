import type { NewsComment, NewsDetail, NewsStance, NewsSummary } from "@icms/protocol";
import type { InferResult, Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { authorOf } from "../../shared/authors.js";
import { iso } from "../../shared/dates.js";

/** The columns lists show, with the author. */
export const NEWS_SUMMARY_COLUMNS = [
  "n.id",
  "n.kind",
  "n.lang",
  "n.title",
  "n.abstract",
  "n.cover_url",
  "n.author_uid",
  "n.like_count",
  "n.comment_count",
  "n.bullish_count",
  "n.bearish_count",
  "n.published_at",
  "n.updated_at",
  "u.nickname",
  "u.avatar_url",
  "u.wallet_addr",
] as const;

/** News items `n` with their authors. */
export const newsSummaries = (db: Kysely<DB>) =>
  db.selectFrom("news as n").innerJoin("users as u", "u.uid", "n.author_uid").select(NEWS_SUMMARY_COLUMNS);

export type NewsRow = InferResult<ReturnType<typeof newsSummaries>>[number];

export const toNewsSummary = (row: NewsRow): NewsSummary => ({
  information_id: row.id,
  kind: row.kind as 1 | 2,
  lang: row.lang as NewsSummary["lang"],
  title: row.title,
  abstract: row.abstract,
  cover_url: row.cover_url,
  author: authorOf(row, row.author_uid),
  like_count: row.like_count,
  comment_count: row.comment_count,
  bullish_count: row.bullish_count,
  bearish_count: row.bearish_count,
  published_at: iso(row.published_at),
  updated_at: iso(row.updated_at),
});

export const stanceName = (value: number | undefined): NewsStance | null =>
  value === 1 ? "bullish" : value === -1 ? "bearish" : null;

/** One online item with the viewer's like and stance; null when there is none. */
export async function newsDetail(db: Kysely<DB>, id: number, viewer: number | undefined): Promise<NewsDetail | null> {
  const row = await newsSummaries(db)
    .select("n.content")
    .where("n.id", "=", id)
    .where("n.status", "=", "online")
    .executeTakeFirst();
  if (!row) return null;
  const [like, stance] =
    viewer === undefined
      ? [undefined, undefined]
      : await Promise.all([
          db
            .selectFrom("news_likes")
            .select("uid")
            .where("news_id", "=", id)
            .where("uid", "=", viewer)
            .executeTakeFirst(),
          db
            .selectFrom("news_stances")
            .select("stance")
            .where("news_id", "=", id)
            .where("uid", "=", viewer)
            .executeTakeFirst(),
        ]);
  return {
    ...toNewsSummary(row),
    content: row.content,
    is_like: like !== undefined,
    stance: stanceName(stance?.stance),
    is_owner: viewer === row.author_uid,
  };
}

/** Comments `c` with their authors. */
export const newsComments = (db: Kysely<DB>) =>
  db
    .selectFrom("news_comments as c")
    .innerJoin("users as u", "u.uid", "c.uid")
    .select(["c.id", "c.news_id", "c.uid", "c.content", "c.created_at", "u.nickname", "u.avatar_url", "u.wallet_addr"]);

type CommentRow = InferResult<ReturnType<typeof newsComments>>[number];

export const toNewsComment = (row: CommentRow): NewsComment => ({
  comment_id: row.id,
  information_id: row.news_id,
  content: row.content,
  author: authorOf(row, row.uid),
  created_at: iso(row.created_at),
});
