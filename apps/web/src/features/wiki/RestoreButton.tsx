import { WIKI_REASON_MAX_CHARS } from "@icms/protocol";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { shortCommit } from "./paths";
import { useRestoreRevision } from "./queries";

/** Restores a revision as a new one, after a confirmation that asks for the reason. */
export function RestoreButton({ articleId, commit, head }: { articleId: number; commit: string; head: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const restore = useRestoreRevision(articleId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(t("wiki.form.reasonRequired"));
      return;
    }
    restore.mutate(
      { commit_id: commit, base_commit_id: head, reason: reason.trim() },
      {
        onSuccess: (saved) => {
          toast({
            message: t(saved.state === "approved" ? "wiki.restore.done" : "wiki.restore.pending"),
            type: "success",
          });
          setOpen(false);
          setReason("");
        },
        onError: showError,
      },
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={`${t("wiki.timeline.restore")} ${shortCommit(commit)}`}
      >
        {t("wiki.timeline.restore")}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("wiki.restore.title", { commit: shortCommit(commit) })}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t("wiki.restore.body")}</Text>
            <Textarea
              label={t("wiki.form.reason")}
              required
              autosize
              minRows={2}
              maxLength={WIKI_REASON_MAX_CHARS}
              value={reason}
              error={error || undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError("");
              }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t("wiki.cancel")}
              </Button>
              <Button type="submit" loading={restore.isPending}>
                {t("wiki.restore.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
