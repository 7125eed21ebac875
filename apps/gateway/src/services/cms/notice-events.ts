/**
 * The notices content writes (docs/notices.md, "Where events come from"): what a comment, a like
 * and a collect tell the item's author and the people a comment mentions. Each runs in the
 * transaction of the change, so the notice exists exactly when the change does.
 */
import { ARTICLE_TYPE, type NoticeMuteType } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";
import { type NoticeTargetRef, notify } from "../notices/public.js";
import { mentionedUsers } from "../user/public.js";

interface NoticedArticle {
  id: number;
  author_uid: number;
  title: string;
  article_type: number;
}

const articleOf = (q: Queryable, id: number): Promise<NoticedArticle> =>
  q.kysely
    .selectFrom("articles")
    .select(["id", "author_uid", "title", "article_type"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** The item's page, as the web app's `articlePath` builds it. */
function articleUrl(a: NoticedArticle): string {
  if (a.article_type === ARTICLE_TYPE.wiki) return `/appcms/compass_wiki_detail?article_id=${a.id}`;
  const screen = a.article_type === ARTICLE_TYPE.video ? "spacex_video_detail" : "spacex_article_detail";
  return `/appcms/${screen}?article_id=${a.id}&article_type=${a.article_type}`;
}

const threadOf = (a: NoticedArticle): { type: NoticeMuteType; id: number } => ({
  type: a.article_type === ARTICLE_TYPE.wiki ? "wiki" : a.article_type === ARTICLE_TYPE.video ? "video" : "article",
  id: a.id,
});

/**
 * A comment: the item's author gets `comment`, each person it mentions `mention` (the author
 * only the one). The target is the comment, shown with its item's title and page, so that
 * deleting the comment can retire its notices; muting the item silences both.
 */
export async function noticeArticleComment(
  q: Queryable,
  articleId: number,
  comment: { id: number; uid: number; content: string },
): Promise<void> {
  const article = await articleOf(q, articleId);
  const target: NoticeTargetRef = {
    type: "article_comment",
    id: comment.id,
    title: article.title,
    url: articleUrl(article),
  };
  const thread = threadOf(article);
  await notify(q, { kind: "comment", to: article.author_uid, actor: comment.uid, target, thread });
  const mentioned = (await mentionedUsers(q, comment.content)).filter((uid) => uid !== article.author_uid);
  if (mentioned.length > 0) await notify(q, { kind: "mention", to: mentioned, actor: comment.uid, target, thread });
}

/** A like or a collect: the item's author hears of it, grouped per item while unread. */
export async function noticeArticleReaction(
  q: Queryable,
  kind: "like" | "collect",
  articleId: number,
  uid: number,
): Promise<void> {
  const article = await articleOf(q, articleId);
  const target = { type: "article", id: article.id, title: article.title, url: articleUrl(article) };
  await notify(q, { kind, to: article.author_uid, actor: uid, target, thread: threadOf(article) });
}

/** An article's or a special's title and page, for its review result (`ReviewKind.describe`). */
export async function describeContent(q: Queryable, table: "articles" | "specials", id: number) {
  if (table === "articles") {
    const article = await articleOf(q, id);
    return { title: article.title, url: articleUrl(article) };
  }
  const special = await q.kysely
    .selectFrom("specials")
    .select(["id", "name", "special_type"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    title: special.name,
    url: `/appcms/special_home?special_id=${special.id}&article_type=${special.special_type}`,
  };
}
