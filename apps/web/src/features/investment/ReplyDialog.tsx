import { investReplyProblem, type InvestSubmission } from "@icms/protocol";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { useReplySubmission } from "./queries";

/** The operator's answer to one submission (a later answer replaces the earlier one). */
export function ReplyDialog({ submission, onClose }: { submission: InvestSubmission; onClose: () => void }) {
  const { t } = useTranslation();
  const reply = useReplySubmission();
  const [content, setContent] = useState(submission.reply?.content ?? "");
  const [error, setError] = useState<string>();
  const send = () => {
    const problem = investReplyProblem(content);
    if (problem) {
      setError(t(problem === "required" ? "investment.form.required" : "investment.form.tooLong"));
      return;
    }
    reply.mutate(
      { kind: submission.kind, submission_id: submission.submission_id, content },
      {
        onSuccess: () => {
          toast({ type: "success", message: t("investment.admin.answered") });
          onClose();
        },
        onError: showError,
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("investment.admin.replyTitle", { name: submission.institution_name })}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("investment.admin.replyHint")}
        </Text>
        <Textarea
          label={t("investment.admin.reply")}
          required
          autosize
          minRows={4}
          data-autofocus
          value={content}
          error={error}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reply.isPending}>
            {t("investment.coop.cancel")}
          </Button>
          <Button loading={reply.isPending} onClick={send}>
            {t("investment.admin.send")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
