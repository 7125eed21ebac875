import { Button, Group, Stack, Textarea } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../notify";
import type { CommentWording } from "./comment-wording";

export type AddComment = UseMutationResult<unknown, Error, string>;

/** The form under a thread: checked by the comment rule before sending, cleared once posted. */
export function CommentForm({
  add,
  wording,
  compact,
  onError,
}: {
  add: AddComment;
  wording: CommentWording;
  compact: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = wording.problem(text);
    if (found) {
      setProblem(t(found.key, found.values));
      return;
    }
    setProblem(null);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        toast({ message: t(wording.posted), type: "success" });
      },
      onError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t(wording.label)}
          placeholder={wording.placeholder && t(wording.placeholder)}
          autosize
          minRows={compact ? 2 : 3}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size={compact ? "compact-md" : undefined} loading={add.isPending}>
            {t(wording.submit)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
