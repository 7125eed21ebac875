/**
 * What other areas use of the DAO: the member review's core, to register their review kinds
 * (`kinds.ts`), answer their own review calls (`decide`, the member check, tallies and votes) and
 * show authors how their items fare, and tell the X-Men that an item waits (`noticeReviewWaiting`).
 * Nothing here imports an area.
 */
export { type ArticleQueue, waitingArticle, waitingArticles } from "./review/articles.js";
export { decide } from "./review/decide.js";
export { defineReviewKind, type ReviewKind } from "./review/kinds.js";
export { requireIndexedMember } from "./review/membership.js";
export { noticeReviewWaiting } from "./review/waiting-notices.js";
export { authorReviews, quorumOf, tallies } from "./review/tally.js";
export { openVotes } from "./review/votes.js";
