import { Code, type ReviewDecision, type ReviewKind, type UiLang } from "@icms/protocol";
import { Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedReviewDecision } from "./review-kinds";
import { useReviewReasons } from "./review-reasons";
import { showError, toast } from "../ui/notify";
import { isUserRejection } from "../ui/user-rejection";
import { useWalletEngine } from "../wallet/queries";
import { signDecision } from "../wallet/sign-review-decision";

const CUSTOM = "custom";
const REASON_MAX = 200;

interface Props {
  kind: ReviewKind;
  itemId: number;
  /** Sends the signed decision; answers the item's status after it. */
  decide: (signed: SignedReviewDecision) => Promise<{ status: string }>;
  /** The item left the queue: decided, or already decided by this member. */
  onDone: () => void;
  /** Shown instead of the form when the staking contract no longer counts the wallet as an X-Man. */
  notMember: ReactNode;
}

/**
 * An X-Man's decision on any kind of review item: pass, or reject with a reason from the DAO's
 * list or written out; confirmed, then signed by the wallet (EIP-712) and sent.
 */
export function ReviewDecisionForm({ kind, itemId, decide, onDone, notMember }: Props) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language || "en") as UiLang;
  const engine = useWalletEngine();
  const reasons = useReviewReasons();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [reasonChoice, setReasonChoice] = useState<string | null>(null);
  const [custom, setCustom] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState<"sign" | "send" | null>(null);
  // The staking contract said no at decision time (unstaked since the page loaded).
  const [refusedMember, setRefusedMember] = useState(false);

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
      const signed = await signDecision(engine.data, { kind, item_id: itemId, ...fields });
      setStep("send");
      const result = await decide({ ...fields, ...signed });
      const message =
        result.status === "online"
          ? "dao.review.doneOnline"
          : result.status === "refused"
            ? "dao.review.doneRefused"
            : "dao.review.doneRecorded";
      toast({ type: "success", message: t(message) });
      if (result.status !== "audit") onDone();
    } catch (error) {
      const code = (error as { code?: number } | null)?.code;
      if (code === Code.NotDaoMember) setRefusedMember(true);
      if (!isUserRejection(error)) showError(error);
      // Nothing more this wallet can add to the round: its decision, or its NFTs', is in.
      if (code === Code.AlreadyReviewed || code === Code.ReviewTokenAlreadyDecided) onDone();
    } finally {
      setStep(null);
    }
  };

  if (refusedMember) return notMember;
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
