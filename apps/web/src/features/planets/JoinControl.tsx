import type { PlanetSummary } from "@icms/protocol";
import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { isSignedIn, useSession } from "../../session/session-store";
import { showError, toast } from "../../ui/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EntryFeePayment } from "./EntryFeePayment";
import { showGateError } from "./gate-errors";
import { tokensOf } from "./gate-rule";
import { useJoinPlanet, useLeavePlanet } from "./queries";

/**
 * Join or leave a planet. Leaving asks first; the owner neither joins nor leaves. A planet with an
 * entry fee is joined by paying the fee on chain first (`EntryFeePayment`, whose join call names
 * the payment's transaction); a refusal by the planet's rule says what it asks and what the
 * wallet holds.
 */
export function JoinControl({ planet }: { planet: PlanetSummary }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const join = useJoinPlanet();
  const leave = useLeavePlanet();
  const [confirming, setConfirming] = useState(false);

  if (planet.viewer.is_owner) return null;
  if (!signedIn) {
    return (
      <Button component={Link} to={loginPath(`${pathname}${search}`, true)} variant="light">
        {t("planets.join.login")}
      </Button>
    );
  }
  if (planet.viewer.is_joined) {
    return (
      <>
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t("planets.join.leave")}
        </Button>
        <ConfirmDialog
          opened={confirming}
          title={t("planets.join.leaveTitle")}
          body={t("planets.join.leaveBody", { name: planet.name })}
          confirmLabel={t("planets.join.leaveConfirm")}
          busy={leave.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            leave.mutate(planet.circle_id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ message: t("planets.join.left"), type: "success" });
              },
              onError: showError,
            })
          }
        />
      </>
    );
  }
  if (planet.gate_kind === "entry_fee") {
    return (
      <Group gap="xs" align="flex-start">
        <Text size="sm" c="dimmed" data-testid="entry-fee-slot">
          {t("planets.join.fee", { amount: tokensOf(planet.gate_amount) })}
        </Text>
        <EntryFeePayment planet={planet} />
      </Group>
    );
  }
  return (
    <Group gap="xs">
      <Button
        loading={join.isPending}
        onClick={() =>
          join.mutate(
            { circle_id: planet.circle_id },
            {
              onSuccess: () => toast({ message: t("planets.join.joined"), type: "success" }),
              onError: showGateError,
            },
          )
        }
      >
        {t("planets.join.join")}
      </Button>
    </Group>
  );
}
