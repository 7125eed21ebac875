import { type KolApplication, type KolReviewAction, KOL_LIMITS, kolReasonProblem } from "@icms/protocol";
import { Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { ConfirmDialog } from "./ConfirmDialog";
import { useSetKolStatus } from "./queries";

interface ReviewDialogProps {
  application: KolApplication;
  action: KolReviewAction;
  onClose: () => void;
}

/**
 * Confirms an operator's decision on the revision they read: approving asks only, refusing and
 * taking offline need a reason, which the user sees on their application.
 */
export function ReviewDialog({ application, action, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const setStatus = useSetKolStatus();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const needsReason = action !== "approve";

  const confirm = () => {
    if (needsReason) {
      const problem = kolReasonProblem(reason);
      if (problem) {
        setError(t(`kol.review.errors.${problem}`, { max: KOL_LIMITS.reasonMaxChars }));
        return;
      }
    }
    setStatus.mutate(
      {
        kol_id: application.kol_id,
        action,
        revision: application.revision,
        reason: needsReason ? reason.trim() : "",
      },
      {
        onSuccess: () => {
          toast({ message: t(`kol.review.done.${action}`), type: "success" });
          onClose();
        },
        onError: (failure) => {
          showError(failure);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened
      title={t(`kol.review.confirm.${action}`, { name: application.name })}
      body={t(`kol.review.confirmBody.${action}`)}
      confirm={t(`kol.review.action.${action}`)}
      danger={needsReason}
      busy={setStatus.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {needsReason && (
        <Textarea
          mt="md"
          label={t("kol.review.reason")}
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
      )}
    </ConfirmDialog>
  );
}
