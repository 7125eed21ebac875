import type { Paged } from "@icms/protocol";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { pagedItems } from "../../queries/content";
import { isSignedIn, useSession } from "../../session/session-store";
import { ConfirmDialog } from "../ConfirmDialog";
import { InfiniteList } from "../InfiniteList";
import { showError, toast } from "../notify";
import { QueryStatus } from "../QueryStatus";
import { RelativeTime } from "../RelativeTime";
import { AuthorBadge } from "./AuthorBadge";
import { type AddComment, CommentForm } from "./CommentForm";
import type { CommentWording, ThreadComment } from "./comment-wording";

type Comments = UseInfiniteQueryResult<InfiniteData<Paged<ThreadComment>>>;
type DeleteComment = UseMutationResult<unknown, Error, number>;

/**
 * Comments under an item: the form (or why there is none), then the comments. The item's feature
 * brings its own list query, add (and delete) mutation and words (`cmsCommentWording` for the
 * `cms` bundle's).
 */
export function CommentThread({
  comments,
  add,
  wording,
  count,
  open = true,
  compact = false,
  remove,
  badge,
  onAddError = showError,
}: {
  comments: Comments;
  add: AddComment;
  wording: CommentWording;
  /** Shown in the heading; no heading without it. */
  count?: number;
  /** False when no new comments are taken (the owner closed the item, or the reader may not comment). */
  open?: boolean;
  /** Smaller form and avatars, for a thread inside a card. */
  compact?: boolean;
  /** Delete, offered on the comments the reader may delete. */
  remove?: DeleteComment;
  /** Shown beside a comment's author, before its time. */
  badge?: (comment: ThreadComment) => ReactNode;
  onAddError?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const [deleting, setDeleting] = useState<ThreadComment | null>(null);
  const items = pagedItems(comments.data);
  const removal = remove && wording.remove;
  const heading = count !== undefined && wording.title;

  return (
    <Stack
      component={heading ? "section" : undefined}
      aria-labelledby={heading ? headingId : undefined}
      gap={heading ? "md" : "sm"}
    >
      {heading && (
        <Title order={2} fz="lg" id={headingId}>
          {t(heading, { count })}
        </Title>
      )}
      {!open ? (
        <Text c="dimmed" size={compact ? "sm" : undefined}>
          {t(wording.closed)}
        </Text>
      ) : signedIn || !wording.login ? (
        <CommentForm add={add} wording={wording} compact={compact} onError={onAddError} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text c="dimmed">{t(wording.login.hint)}</Text>
            <Button component={Link} to={loginPath(`${pathname}${search}`, true)} variant="light">
              {t(wording.login.action)}
            </Button>
          </Group>
        </Paper>
      )}
      <QueryStatus
        query={comments}
        empty={items.length === 0}
        emptyText={t(wording.empty)}
        skeletonRows={compact ? 1 : 2}
      >
        <InfiniteList
          hasMore={comments.hasNextPage}
          loading={comments.isFetchingNextPage}
          onLoadMore={() => void comments.fetchNextPage()}
        >
          <ol className="plain-list comment-list">
            {items.map((comment) => {
              const time = <RelativeTime value={comment.created_at} />;
              const author = (
                <AuthorBadge
                  author={comment.author}
                  size={compact ? 24 : 28}
                  extra={
                    badge ? (
                      <Group gap={6} component="span">
                        {badge(comment)}
                        {time}
                      </Group>
                    ) : (
                      time
                    )
                  }
                />
              );
              return (
                <li key={comment.comment_id} data-testid="comment">
                  <Paper withBorder radius="md" p="sm">
                    {removal ? (
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        {author}
                        {comment.can_delete && (
                          <Button variant="subtle" color="red" size="compact-xs" onClick={() => setDeleting(comment)}>
                            {t(removal.action)}
                          </Button>
                        )}
                      </Group>
                    ) : (
                      author
                    )}
                    <Text mt="xs" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                      {comment.content}
                    </Text>
                  </Paper>
                </li>
              );
            })}
          </ol>
        </InfiniteList>
      </QueryStatus>
      {removal && (
        <ConfirmDialog
          opened={deleting !== null}
          title={t(removal.title)}
          body={t(removal.body)}
          confirmLabel={t(removal.action)}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.comment_id, {
              onSuccess: () => {
                setDeleting(null);
                toast({ message: t(removal.done), type: "success" });
              },
              onError: showError,
            })
          }
        />
      )}
    </Stack>
  );
}
