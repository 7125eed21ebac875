import type { ActivityDetail } from "@icms/protocol";
import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRequireLogin } from "../../session/use-require-login";
import { showError, toast } from "../../ui/notify";
import { formatMoment } from "./activity-format";
import { PlacesBadge } from "./PlacesBadge";
import { SignupForm } from "./SignupForm";
import { StateNote } from "./StateNote";
import { useSignupActions } from "./queries";

/** Places, the deadline, the caller's own state (signed up, waiting at a position, cancelled), signup and cancel. */
export function SignupPanel({ activity }: { activity: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const requireLogin = useRequireLogin();
  const { signUp, cancel } = useSignupActions(activity);
  const [formOpen, setFormOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const mine = activity.my_signup;
  const active = mine !== null && mine.state !== "cancelled";
  const started = activity.phase !== "upcoming";

  const submit = (form: Parameters<typeof signUp.mutate>[0]) =>
    signUp.mutate(form, {
      onSuccess: (result) => {
        setFormOpen(false);
        toast({
          type: "success",
          message: t(result.state === "signed" ? "activities.signedToast" : "activities.waitingToast", {
            position: result.position,
          }),
        });
      },
      onError: showError,
    });
  const withdraw = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({ type: "success", message: t("activities.cancelledToast") });
      },
      onError: showError,
    });

  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="signup-heading" component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <h2 id="signup-heading" style={{ margin: 0, fontSize: "var(--mantine-font-size-lg)" }}>
            {t("activities.signup")}
          </h2>
          <PlacesBadge activity={activity} />
        </Group>
        <Text size="sm" c="dimmed">
          {t("activities.counts", { signed: activity.signed_count, waiting: activity.waiting_count })}
          {" · "}
          {t("activities.deadline", { date: formatMoment(activity.signup_deadline, i18n.language) })}
        </Text>
        {mine?.state === "signed" && (
          <StateNote accent="green.9" title={t("activities.state.signed")}>
            {mine.promoted_at ? t("activities.state.promoted") : t("activities.state.signedText")}
          </StateNote>
        )}
        {mine?.state === "waiting" && (
          <StateNote accent="yellow.9" title={t("activities.state.waiting")}>
            {t("activities.state.position", { position: mine.position })}
          </StateNote>
        )}
        {mine?.state === "cancelled" && (
          <StateNote accent="gray.8" title={t("activities.state.cancelled")}>
            {t("activities.state.cancelledText")}
          </StateNote>
        )}
        {active && !started && (
          <Button
            variant="default"
            color="red"
            onClick={() => setConfirmCancel(true)}
            style={{ alignSelf: "flex-start" }}
          >
            {t("activities.cancel")}
          </Button>
        )}
        {!active && activity.signup_open && (
          <Button
            style={{ alignSelf: "flex-start" }}
            onClick={() => {
              if (requireLogin()) setFormOpen(true);
            }}
          >
            {t(activity.places_left === 0 ? "activities.joinWaitlist" : "activities.signUp")}
          </Button>
        )}
        {!active && !activity.signup_open && <Text size="sm">{t("activities.closed")}</Text>}
      </Stack>
      <SignupForm
        opened={formOpen}
        busy={signUp.isPending}
        willWait={activity.places_left === 0}
        onClose={() => setFormOpen(false)}
        onSubmit={submit}
      />
      <Modal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t("activities.cancelTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t(mine?.state === "signed" ? "activities.cancelText" : "activities.cancelWaitText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)} disabled={cancel.isPending}>
              {t("activities.keep")}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={withdraw}>
              {t("activities.cancelConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
