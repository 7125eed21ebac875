import { CONTENT_LIMITS, commentProblem } from "@icms/protocol";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { pagedItems } from "../../queries/content";
import { isSignedIn, useSession } from "../../session/session-store";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { InfiniteList } from "../../ui/InfiniteList";
import { showError, toast } from "../../ui/notify";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { useAddNewsComment, useNewsComments } from "./news-queries";

const PROBLEM_KEYS = {
  empty: "cms.comments.emptyText",
  tooShort: "cms.comments.tooShort",
  tooLong: "cms.comments.tooLong",
} as const;

function CommentForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddNewsComment(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The comment rule the gateway runs (802000 empty, 801132 too little).
    const found = commentProblem(text);
    if (found) {
      setProblem(t(PROBLEM_KEYS[found], { max: CONTENT_LIMITS.commentMaxChars }));
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

/** Comments under a news item: the form (or "Login to comment"), then the comments, newest first. */
export function NewsComments({ id, count }: { id: number; count: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const comments = useNewsComments(id);
  const items = pagedItems(comments.data);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} fz="lg" id={headingId}>
        {t("cms.comments.title", { count })}
      </Title>
      {signedIn ? (
        <CommentForm id={id} />
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
