import { formatTokenAmount } from "../../ui/token-amount";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { showError, toast } from "../../ui/notify";
import { isUserRejection } from "../../ui/user-rejection";
import { useWalletEngine } from "../../wallet/queries";
import { incomeKeys } from "./queries";
import { type WithdrawRequest, type WithdrawStep, WithdrawStop, withdraw } from "./withdraw-flow";

/**
 * Runs one withdrawal at a time with its progress step and reports the receipt's verdict: paid,
 * failed (the amount stays available), or no receipt yet. A declined wallet prompt shows nothing.
 * Whatever happened, the income queries are read again so the page follows the gateway.
 */
export function useWithdraw() {
  const { t, i18n } = useTranslation();
  const engine = useWalletEngine();
  const session = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WithdrawStep | null>(null);

  const run = useCallback(
    async (request: WithdrawRequest) => {
      const wallet = engine.data;
      if (!wallet) {
        toast({ message: t("income.withdraw.stop.notConnected"), type: "warning" });
        return;
      }
      try {
        const done = await withdraw(
          {
            chain: wallet.chain,
            restore: async () => (await wallet.restore().catch(() => null))?.address ?? null,
            call: callGateway,
            onStep: setStep,
            signedInAs: session.walletAddr ?? null,
          },
          request,
        );
        const amount = formatTokenAmount(done.voucher.amount, 8, i18n.language);
        if (done.receipt.timedOut) toast({ type: "warning", message: t("income.withdraw.timedOut"), timeout: 0 });
        else if (done.receipt.status === 1)
          toast({ type: "success", message: t("income.withdraw.success", { amount, token: done.voucher.coin }) });
        else toast({ type: "danger", message: t("income.withdraw.failed") });
      } catch (error) {
        if (error instanceof WithdrawStop)
          toast({ message: t(`income.withdraw.stop.${error.reason}`), type: "warning" });
        else if (!isUserRejection(error)) showError(error);
      } finally {
        setStep(null);
        void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
      }
    },
    [engine.data, session.walletAddr, queryClient, t, i18n.language],
  );
  return { run, step, busy: step !== null, engine };
}
