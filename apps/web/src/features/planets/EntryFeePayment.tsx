import { Code, type PlanetSummary } from "@icms/protocol";
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session-store";
import { shortAddress } from "../../ui/address";
import { toast } from "../../ui/notify";
import { isUserRejection } from "../../ui/user-rejection";
import { useWalletEngine } from "../../wallet/queries";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { type EntryFeeStep, EntryFeeStop, payEntryFee } from "./entry-fee-flow";
import { showGateError } from "./gate-errors";
import { tokensOf } from "./gate-rule";
import { useJoinPlanet } from "./queries";

/** Refusals after which the payment can never admit: it is forgotten, so the next try pays anew. */
const FINAL = new Set<number>([
  Code.EntryFeeTxFailed,
  Code.EntryFeeNotAPayment,
  Code.EntryFeeUnderpaid,
  Code.EntryFeeAlreadyUsed,
]);

/** A payment sent but not yet admitted is kept per planet, so a retry (even after a reload) does not pay twice. */
const pendingKey = (circleId: number) => `icms.planets.entryFee.${circleId}`;
function readPending(circleId: number): `0x${string}` | null {
  const value = globalThis.localStorage?.getItem(pendingKey(circleId)) ?? null;
  return value && /^0x[0-9a-fA-F]{64}$/.test(value) ? (value as `0x${string}`) : null;
}
function writePending(circleId: number, hash: `0x${string}` | null): void {
  if (hash) globalThis.localStorage?.setItem(pendingKey(circleId), hash);
  else globalThis.localStorage?.removeItem(pendingKey(circleId));
}

/**
 * Joins a planet with an ICT entry fee: asks first (a payment cannot be undone), pays the star
 * lord from the connected wallet, shows each step while the receipt is polled once a second and
 * the gateway confirms the payment, then joins. A payment sent but not admitted yet is offered
 * again ("Join with my payment") instead of paying twice.
 */
export function EntryFeePayment({ planet }: { planet: PlanetSummary }) {
  const { t } = useTranslation();
  const engine = useWalletEngine();
  const { walletAddr } = useSession();
  const join = useJoinPlanet();
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState<EntryFeeStep | null>(null);
  const [pending, setPending] = useState(() => readPending(planet.circle_id));
  const fee = tokensOf(planet.gate_amount);

  const remember = (hash: `0x${string}` | null) => {
    writePending(planet.circle_id, hash);
    setPending(hash);
  };

  async function run() {
    setConfirming(false);
    const wallet = engine.data;
    if (!wallet) {
      toast({ message: t("planets.entryFee.stop.notConnected"), type: "warning" });
      return;
    }
    try {
      await payEntryFee(
        {
          chain: wallet.chain,
          restore: async () => (await wallet.restore().catch(() => null))?.address ?? null,
          signedInWallet: walletAddr,
          join: (tx_hash) => join.mutateAsync({ circle_id: planet.circle_id, tx_hash }),
          onStep: setStep,
          onPaid: remember,
        },
        planet,
        pending,
      );
      remember(null);
      toast({ message: t("planets.entryFee.joined"), type: "success" });
    } catch (error) {
      if (error instanceof EntryFeeStop) {
        if (error.reason === "reverted") remember(null);
        toast({ message: t(`planets.entryFee.stop.${error.reason}`), type: "warning" });
      } else if (!isUserRejection(error)) {
        if (FINAL.has((error as { code?: number }).code ?? 0)) remember(null);
        showGateError(error);
      }
    } finally {
      setStep(null);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs">
        <Button
          loading={step !== null}
          disabled={engine.isPending}
          onClick={() => (pending ? void run() : setConfirming(true))}
          data-testid="entry-fee-pay"
        >
          {pending ? t("planets.entryFee.retry") : t("planets.entryFee.pay", { amount: fee })}
        </Button>
        {step && <Loader size="xs" aria-hidden />}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="entry-fee-step">
        {step ? t(`planets.entryFee.step.${step}`) : ""}
      </Text>
      <ConfirmDialog
        opened={confirming}
        title={t("planets.entryFee.confirmTitle")}
        body={t("planets.entryFee.confirmBody", { fee, recipient: shortAddress(planet.owner.wallet_addr) })}
        confirmLabel={t("planets.entryFee.confirm")}
        danger={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </Stack>
  );
}
