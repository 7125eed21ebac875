import type { CourseDetail } from "@icms/protocol";
import { Alert, Button, Loader, Modal, Stack, Stepper, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { callGateway } from "../../../app/gateway";
import { loginPath } from "../../../app/nav/nav-model";
import { isSignedIn, useSession } from "../../../session/session-store";
import { displayName } from "../../../ui/content/AuthorBadge";
import { showError, toast } from "../../../ui/notify";
import { isUserRejection } from "../../../ui/user-rejection";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { formatPrice } from "../format";
import { eduPaths } from "../paths";
import { eduKeys } from "../queries";
import { BUY_STEPS, type BuyResult, type BuyStep, buyCourse } from "./buy-flow";
import { type StopReason, stopReason, usePayQuote } from "./use-pay-quote";

/** The outcome a finished purchase leaves on screen (a success closes the dialog instead). */
type Shown = Exclude<BuyResult["outcome"], "paid"> | StopReason;

/**
 * The buy button of a paid course: asks first, then shows each step of the purchase (order,
 * approval, payment, receipt, confirmation). The course unlocks only once the gateway reports
 * the order paid; a declined wallet prompt simply closes the dialog.
 */
export function BuyCourse({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const pay = usePayQuote();
  const [asking, setAsking] = useState(false);
  const [step, setStep] = useState<BuyStep | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const price = formatPrice(course);
  if (!price || course.can_play) return null;
  if (!signedIn) {
    return (
      <Button component={Link} to={loginPath(`${pathname}${search}`, true)}>
        {t("edu.buy.login")}
      </Button>
    );
  }

  const run = async () => {
    setAsking(false);
    setShown(null);
    setStep("ordering");
    try {
      const result = await buyCourse({ call: callGateway, pay, onStep: setStep }, course.course_id);
      if (result.outcome === "paid") {
        toast({ message: t("edu.buy.done"), type: "success" });
        setStep(null);
      } else {
        setShown(result.outcome);
      }
    } catch (error) {
      setStep(null);
      const stop = stopReason(error);
      if (stop) setShown(stop);
      else if (!isUserRejection(error)) showError(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: eduKeys.all });
    }
  };
  const active = step ? BUY_STEPS.indexOf(step) : 0;
  const busy = step !== null && shown === null;

  return (
    <>
      <Button onClick={() => setAsking(true)} loading={busy} data-testid="buy-course">
        {t("edu.buy.button", { price })}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t("edu.buy.confirmTitle")}
        body={t("edu.buy.confirmBody", { price, seller: displayName(course.author) })}
        confirmLabel={t("edu.buy.confirm")}
        danger={false}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run()}
      />
      <Modal
        opened={step !== null}
        onClose={() => {
          if (!busy) {
            setStep(null);
            setShown(null);
          }
        }}
        withCloseButton={!busy}
        closeOnClickOutside={!busy}
        closeOnEscape={!busy}
        title={t("edu.buy.progressTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md" aria-live="polite">
          <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
            {BUY_STEPS.map((name) => (
              <Stepper.Step
                key={name}
                label={t(`edu.buy.steps.${name}`)}
                loading={busy && name === step}
                data-testid={name === step ? "buy-step" : undefined}
              />
            ))}
          </Stepper>
          {busy && (
            <Text size="sm" c="dimmed" role="status">
              <Loader size="xs" mr={6} />
              {step && t(`edu.buy.steps.${step}`)}
            </Text>
          )}
          {shown && (
            <Alert
              color={shown === "pending" || shown === "timedOut" ? "yellow" : "red"}
              role="alert"
              data-testid="buy-outcome"
            >
              {t(`edu.buy.${shown}`, { coin: course.coin })}
            </Alert>
          )}
          {shown && (
            <Button component={Link} to={eduPaths.orders("buyer")} variant="light">
              {t("routes.Courseorder")}
            </Button>
          )}
        </Stack>
      </Modal>
    </>
  );
}
