import { Code, type ReviewDecision, type UiLang } from "@icms/protocol";
import { Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { isUserRejection } from "../../../ui/user-rejection";
import { useWalletEngine } from "../../../wallet/queries";
import { useDecideProject, useReasons } from "./review-queries";
import { signDecision } from "../../../wallet/sign-review-decision";

const CUSTOM = "custom";
const REASON_MAX = 200;

/** Pass or reject a project, a reject with a reason from the list or written; confirmed, then signed. */
export function ProjectDecisionForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language || "en") as UiLang;
  const engine = useWalletEngine();
  const reasons = useReasons();
  const decide = useDecideProject();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [reasonChoice, setReasonChoice] = useState<string | null>(null);
  const [custom, setCustom] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState<"sign" | "send" | null>(null);

  const reasonId = reasonChoice && reasonChoice !== CUSTOM ? Number(reasonChoice) : 0;
  const reasonText = reasonChoice === CUSTOM ? custom.trim() : "";

  const check = () => {
    if (!decision) return setProblem(t("dao.review.chooseDecision"));
    if (decision === "reject" && reasonId === 0 && reasonText === "") return setProblem(t("dao.review.chooseReason"));
    setProblem(null);
    setConfirming(true);
  };

  const submit = async () => {
    if (!decision || !engine.data || step) return;
    setConfirming(false);
    try {
      setStep("sign");
      const fields = {
        decision,
        reason_id: decision === "reject" ? reasonId : 0,
        reason: decision === "reject" ? reasonText : "",
      };
      const signed = await signDecision(engine.data, { kind: "project", item_id: projectId, ...fields });
      setStep("send");
      const result = await decide.mutateAsync({ project_id: projectId, ...fields, ...signed });
      const message =
        result.status === "online"
          ? "dao.review.doneOnline"
          : result.status === "refused"
            ? "dao.review.doneRefused"
            : "dao.review.doneRecorded";
      toast({ type: "success", message: t(message) });
      if (result.status !== "audit") onDone();
    } catch (error) {
      if (!isUserRejection(error)) showError(error);
      if ((error as { code?: number } | null)?.code === Code.AlreadyReviewed) onDone();
    } finally {
      setStep(null);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <Radio.Group
        label={t("dao.review.yourDecision")}
        value={decision}
        onChange={(value) => setDecision(value as ReviewDecision)}
        error={problem && !decision ? problem : undefined}
      >
        <Group mt="xs">
          <Radio value="pass" label={t("dao.review.pass")} />
          <Radio value="reject" label={t("dao.review.reject")} />
        </Group>
      </Radio.Group>
      {decision === "reject" && (
        <Radio.Group
          label={t("dao.review.reason")}
          value={reasonChoice}
          onChange={setReasonChoice}
          error={problem && decision ? problem : undefined}
        >
          <Stack gap={6} mt="xs">
            {reasons.isPending && <Loader size="xs" />}
            {(reasons.data ?? []).map((reason) => (
              <Radio key={reason.reason_id} value={String(reason.reason_id)} label={reason[lang] ?? reason.en} />
            ))}
            <Radio value={CUSTOM} label={t("dao.review.customReason")} />
          </Stack>
        </Radio.Group>
      )}
      {decision === "reject" && reasonChoice === CUSTOM && (
        <Textarea
          label={t("dao.review.customReasonLabel")}
          value={custom}
          maxLength={REASON_MAX}
          autosize
          minRows={2}
          description={t("dao.review.customReasonHint", { count: custom.length, max: REASON_MAX })}
          onChange={(event) => setCustom(event.currentTarget.value)}
        />
      )}
      <Group>
        <Button type="submit" loading={step !== null} disabled={!engine.data}>
          {t("dao.review.signAndSubmit")}
        </Button>
        {step && (
          <Text size="sm" role="status">
            {t(step === "sign" ? "dao.review.waitingSignature" : "dao.review.sending")}
          </Text>
        )}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("dao.review.confirmTitle")}
        closeButtonProps={{ "aria-label": t("dao.review.cancel") }}
      >
        <Stack gap="md">
          <Text>
            {t(decision === "pass" ? "dao.review.confirmPass" : "dao.review.confirmReject", {
              reason: reasonText || (reasons.data?.find((r) => r.reason_id === reasonId)?.[lang] ?? ""),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("dao.review.confirmFinal")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("dao.review.cancel")}
            </Button>
            <Button onClick={submit} color={decision === "reject" ? "red" : undefined}>
              {t("dao.review.confirmSign")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
