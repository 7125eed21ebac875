import { cmsCommentWording } from "../../ui/content/cms-comment-wording";
import { CommentThread } from "../../ui/content/CommentThread";
import { useAddNewsComment, useNewsComments } from "./news-queries";

/** Comments under a news item. */
export function NewsComments({ id, count }: { id: number; count: number }) {
  return (
    <CommentThread
      comments={useNewsComments(id)}
      add={useAddNewsComment(id)}
      wording={cmsCommentWording}
      count={count}
    />
  );
}
