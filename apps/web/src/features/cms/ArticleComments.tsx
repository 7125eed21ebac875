import { cmsCommentWording } from "../../ui/content/cms-comment-wording";
import { CommentThread } from "../../ui/content/CommentThread";
import { useAddComment, useComments } from "./article-queries";

/** Comments under an article; closed articles take no new ones. */
export function ArticleComments({ articleId, open, count }: { articleId: number; open: boolean; count: number }) {
  return (
    <CommentThread
      comments={useComments(articleId)}
      add={useAddComment(articleId)}
      wording={cmsCommentWording}
      count={count}
      open={open}
    />
  );
}
