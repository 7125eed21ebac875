import { PROPOSAL_LIMITS, proposalBodyProblem, proposalOptionsProblem, proposalTitleProblem } from "@icms/protocol";
import { Button, Modal, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { useAddProposal } from "./queries";

/** The new-proposal form for holders of the `dao_propose` privilege, in a dialog. */
export function ProposalForm({ onCreated }: { onCreated(id: number): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [options, setOptions] = useState("");
  const [days, setDays] = useState<number>(7);
  const [tried, setTried] = useState(false);
  const add = useAddProposal();

  const titleProblem = proposalTitleProblem(title);
  const bodyProblem = proposalBodyProblem(body);
  const optionsProblem = proposalOptionsProblem(options);
  const submit = () => {
    setTried(true);
    if (titleProblem || bodyProblem || optionsProblem) return;
    add.mutate(
      { title, body, options, ends_at: Math.floor(Date.now() / 1000) + days * 86_400 },
      {
        onSuccess: (created) => {
          toast({ message: t("dao.vote.created"), type: "success" });
          setOpen(false);
          onCreated(created.proposal_id);
        },
        onError: showError,
      },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("dao.vote.create")}</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("dao.vote.create")}>
        <Stack>
          <TextInput
            label={t("dao.vote.form.title")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={tried && titleProblem ? t(`dao.vote.form.problem.${titleProblem}`) : undefined}
            maxLength={PROPOSAL_LIMITS.titleMaxChars}
          />
          <Textarea
            label={t("dao.vote.form.body")}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            autosize
            minRows={3}
            error={tried && bodyProblem ? t(`dao.vote.form.problem.${bodyProblem}`) : undefined}
          />
          <Textarea
            label={t("dao.vote.form.options")}
            description={t("dao.vote.form.optionsHint")}
            value={options}
            onChange={(e) => setOptions(e.currentTarget.value)}
            autosize
            minRows={3}
            error={tried && optionsProblem ? t(`dao.vote.form.problem.${optionsProblem}`) : undefined}
          />
          <NumberInput
            label={t("dao.vote.form.days")}
            value={days}
            onChange={(value) => setDays(Number(value) || 1)}
            min={1}
            max={90}
          />
          <Button onClick={submit} loading={add.isPending}>
            {t("dao.vote.form.submit")}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
