import type { CommentWording } from "../../ui/content/comment-wording";
import { CommentThread } from "../../ui/content/CommentThread";
import { commentError, showPostError } from "./planet-errors";
import { useAddComment, useDeleteComment, useTopicComments } from "./queries";
import { StarLordBadge } from "./StarLordBadge";

/** The `planets` bundle's words: members comment, authors and the owner delete. */
const wording: CommentWording = {
  label: "planets.comments.label",
  submit: "planets.comments.submit",
  posted: "planets.comments.posted",
  empty: "planets.comments.empty",
  closed: "planets.comments.membersOnly",
  remove: {
    action: "planets.comments.delete",
    title: "planets.comments.deleteTitle",
    body: "planets.comments.deleteBody",
    done: "planets.comments.deleted",
  },
  problem: commentError,
};

/** A topic's comments, oldest first, in the card: the shared thread with the planet's owner marked. */
export function TopicComments({
  topicId,
  canComment,
  ownerUid,
}: {
  topicId: number;
  canComment: boolean;
  ownerUid?: number;
}) {
  return (
    <CommentThread
      comments={useTopicComments(topicId, true)}
      add={useAddComment(topicId)}
      remove={useDeleteComment()}
      wording={wording}
      open={canComment}
      compact
      badge={(comment) => comment.author.uid === ownerUid && <StarLordBadge />}
      onAddError={showPostError}
    />
  );
}
