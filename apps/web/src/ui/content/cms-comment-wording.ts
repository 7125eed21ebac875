import { commentError } from "./comment-rules";
import type { CommentWording } from "./comment-wording";

/** The `cms` bundle's words for a thread: articles', news items' and courses' comments. */
export const cmsCommentWording: CommentWording = {
  title: "cms.comments.title",
  label: "cms.comments.label",
  placeholder: "cms.comments.placeholder",
  submit: "cms.comments.submit",
  posted: "cms.comments.posted",
  empty: "cms.comments.empty",
  closed: "cms.comments.closed",
  login: { hint: "cms.comments.loginHint", action: "cms.comments.login" },
  problem: commentError,
};
