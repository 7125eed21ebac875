import type { AuthorBrief, Paged } from "@icms/protocol";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { pagedItems } from "../../queries/content";
import { isSignedIn, useSession } from "../../session/session-store";
import { InfiniteList } from "../InfiniteList";
import { showError, toast } from "../notify";
import { QueryStatus } from "../QueryStatus";
import { RelativeTime } from "../RelativeTime";
import { AuthorBadge } from "./AuthorBadge";
import { commentError } from "./comment-rules";

/** What a comment thread shows of each comment (articles' and news items' comments alike). */
interface ThreadComment {
  comment_id: number;
  content: string;
  author: AuthorBrief;
  created_at: string;
}

type Comments = UseInfiniteQueryResult<InfiniteData<Paged<ThreadComment>>>;
type AddComment = UseMutationResult<unknown, Error, string>;

function CommentForm({ add }: { add: AddComment }) {
  const { t } = useTranslation();
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
        toast({ message: t("cms.comments.posted"), type: "success" });
      },
      onError: showError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t("cms.comments.label")}
          placeholder={t("cms.comments.placeholder")}
          autosize
          minRows={3}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t("cms.comments.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Comments under an item: the form (or "Login to comment"), then the comments, newest first.
 * The item's feature brings its own list query and add mutation; the strings are the `cms`
 * bundle's, which every route showing a thread loads.
 */
export function CommentThread({
  comments,
  add,
  count,
  open = true,
}: {
  comments: Comments;
  add: AddComment;
  count: number;
  /** False when the owner closed the item: no new comments. */
  open?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const items = pagedItems(comments.data);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} fz="lg" id={headingId}>
        {t("cms.comments.title", { count })}
      </Title>
      {!open ? (
        <Text c="dimmed">{t("cms.comments.closed")}</Text>
      ) : signedIn ? (
        <CommentForm add={add} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text c="dimmed">{t("cms.comments.loginHint")}</Text>
            <Button component={Link} to={loginPath(`${pathname}${search}`, true)} variant="light">
              {t("cms.comments.login")}
            </Button>
          </Group>
        </Paper>
      )}
      <QueryStatus query={comments} empty={items.length === 0} emptyText={t("cms.comments.empty")} skeletonRows={2}>
        <InfiniteList
          hasMore={comments.hasNextPage}
          loading={comments.isFetchingNextPage}
          onLoadMore={() => void comments.fetchNextPage()}
        >
          <ol className="plain-list comment-list">
            {items.map((comment) => (
              <li key={comment.comment_id}>
                <Paper withBorder radius="md" p="sm">
                  <AuthorBadge author={comment.author} size={28} extra={<RelativeTime value={comment.created_at} />} />
                  <Text mt="xs" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                    {comment.content}
                  </Text>
                </Paper>
              </li>
            ))}
          </ol>
        </InfiniteList>
      </QueryStatus>
    </Stack>
  );
}
