import type { ReviewArticle, ReviewArticleDetail } from "@icms/protocol";
import type { ReviewDetail, ReviewListItem } from "./review-kinds";

/** An article, video or wiki entry of a review list (the kinds stored as articles share its shape). */
export const articleListItem = (item: ReviewArticle): ReviewListItem => ({
  id: item.article_id,
  title: item.title,
  abstract: item.abstract,
  author: item.author,
  created_at: item.created_at,
  badge: item.article_type,
  review: item.review,
});

export const articleDetail = (article: ReviewArticleDetail): ReviewDetail => ({
  title: article.title,
  abstract: article.abstract,
  content: article.content,
  cover_url: article.cover_url,
  review: article.review,
  votes: article.votes,
});
