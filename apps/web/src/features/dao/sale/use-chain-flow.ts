import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../../app/gateway";
import { showError, toast } from "../../../ui/notify";
import { isUserRejection } from "../../../ui/user-rejection";
import { useWalletEngine } from "../../../wallet/queries";
import { daoKeys } from "../../../wallet/membership";
import { type FlowDeps, type SaleStep, SaleStop } from "./flows";

/**
 * Runs one chain sequence at a time with its progress step; a refusal before any transaction
 * shows its own message, a declined wallet prompt shows nothing, anything else is an error.
 * Whatever happened, the DAO queries are refreshed so the page follows the indexer.
 */
export function useChainFlow() {
  const { t } = useTranslation();
  const engine = useWalletEngine();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SaleStep | null>(null);

  const run = useCallback(
    async <T>(flow: (deps: FlowDeps) => Promise<T>): Promise<T | undefined> => {
      const wallet = engine.data;
      if (!wallet) {
        toast({ message: t("dao.sale.stop.notConnected"), type: "warning" });
        return undefined;
      }
      const deps: FlowDeps = {
        chain: wallet.chain,
        restore: async () => (await wallet.restore().catch(() => null))?.address ?? null,
        call: callGateway,
        onStep: setStep,
      };
      try {
        return await flow(deps);
      } catch (error) {
        if (error instanceof SaleStop) toast({ message: t(`dao.sale.stop.${error.reason}`), type: "warning" });
        else if (!isUserRejection(error)) showError(error);
        return undefined;
      } finally {
        setStep(null);
        void queryClient.invalidateQueries({ queryKey: daoKeys.all });
      }
    },
    [engine.data, queryClient, t],
  );
  return { run, step, busy: step !== null, engine };
}
