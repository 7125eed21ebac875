import type { TopicComment } from "@icms/protocol";
import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedItems } from "../../queries/content";
import { AuthorBadge } from "../../ui/content/AuthorBadge";

import { InfiniteList } from "../../ui/InfiniteList";
import { showError, toast } from "../../ui/notify";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAddComment, useDeleteComment, useTopicComments } from "./queries";
import { commentError, showPostError } from "./planet-errors";
import { StarLordBadge } from "./StarLordBadge";

function CommentForm({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const add = useAddComment(topicId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = commentError(text);
    if (found) {
      setProblem(t(found.key, found.values));
      return;
    }
    setProblem(null);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        toast({ message: t("planets.comments.posted"), type: "success" });
      },
      onError: showPostError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t("planets.comments.label")}
          autosize
          minRows={2}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size="compact-md" loading={add.isPending}>
            {t("planets.comments.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A topic's comments, oldest first, with the form for members and delete for authors and the owner. */
export function TopicComments({
  topicId,
  canComment,
  ownerUid,
}: {
  topicId: number;
  canComment: boolean;
  ownerUid?: number;
}) {
  const { t } = useTranslation();
  const comments = useTopicComments(topicId, true);
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<TopicComment | null>(null);
  const items = pagedItems(comments.data);

  return (
    <Stack gap="sm">
      {canComment ? (
        <CommentForm topicId={topicId} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("planets.comments.membersOnly")}
        </Text>
      )}
      <QueryStatus query={comments} empty={items.length === 0} emptyText={t("planets.comments.empty")} skeletonRows={1}>
        <InfiniteList
          hasMore={comments.hasNextPage}
          loading={comments.isFetchingNextPage}
          onLoadMore={() => void comments.fetchNextPage()}
        >
          <ol className="plain-list comment-list">
            {items.map((comment) => (
              <li key={comment.comment_id} data-testid="comment">
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <AuthorBadge
                      author={comment.author}
                      size={24}
                      extra={
                        <Group gap={6} component="span">
                          {comment.author.uid === ownerUid && <StarLordBadge />}
                          <RelativeTime value={comment.created_at} />
                        </Group>
                      }
                    />
                    {comment.can_delete && (
                      <Button variant="subtle" color="red" size="compact-xs" onClick={() => setDeleting(comment)}>
                        {t("planets.comments.delete")}
                      </Button>
                    )}
                  </Group>
                  <Text mt="xs" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                    {comment.content}
                  </Text>
                </Paper>
              </li>
            ))}
          </ol>
        </InfiniteList>
      </QueryStatus>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("planets.comments.deleteTitle")}
        body={t("planets.comments.deleteBody")}
        confirmLabel={t("planets.comments.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.comment_id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ message: t("planets.comments.deleted"), type: "success" });
            },
            onError: showError,
          })
        }
      />
    </Stack>
  );
}
