import { api, Code } from "@icms/protocol";
import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../../app/gateway";
import { toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useSession } from "../../../session/session-store";
import { saleKeys, useMyDaoInfo } from "../dao-info";
import type { ReceiptOutcome } from "../../../wallet/polling";
import { buyNfts, changeStake } from "./flows";
import { MyNftsCard } from "./MyNftsCard";
import { MyPurchasesCard } from "./MyPurchasesCard";
import { SaleStageCard } from "./SaleStageCard";
import { useChainFlow } from "./use-chain-flow";
import { WalletCard } from "./WalletCard";

/** How often my NFTs and X-Man status are read again: the indexer follows the chain within seconds. */
const INFO_POLL_MS = 4_000;

/** /icmsdao/icms_dao_auth: DAO certification, by buying a DAO NFT and staking it. */
export function DaoAuthPage() {
  const { t } = useTranslation();
  const stages = useQuery({
    queryKey: saleKeys.stages(),
    queryFn: async () => ({ sale: await callGateway(api.wallet_msrv.autonomy_nft_batch, {}), readAt: Date.now() }),
    refetchInterval: 30_000,
  });
  const info = useMyDaoInfo(INFO_POLL_MS);
  const signedIn = Boolean(useSession().uid);
  const { run, step, busy } = useChainFlow();

  /** The receipt's verdict in the user's words: success, failure, or no receipt in 60 s (status 0). */
  const report = (receipt: ReceiptOutcome, success: string, failure: string) => {
    if (receipt.timedOut) toast({ type: "warning", message: t("dao.sale.timedOut"), timeout: 0 });
    else if (receipt.status === 1) toast({ type: "success", message: success });
    else toast({ type: "danger", message: failure });
  };

  const buy = async (quantity: number) => {
    const done = await run((deps) => buyNfts(deps, quantity, info.data));
    if (!done) return;
    // Confirmed on chain but not yet in the index: a success all the same, never an error.
    if (done.receipt.status === 1 && !done.indexed) {
      toast({ type: "success", message: t("dao.sale.buy.waitingIndex", { count: quantity }), timeout: 0 });
    } else report(done.receipt, t("dao.sale.buy.success", { count: quantity }), t("dao.sale.buy.failed"));
  };
  const stake = async (action: "stake" | "unstake", tokenId: number) => {
    const done = await run((deps) => changeStake(deps, action, [tokenId]));
    if (!done) return;
    const success =
      done.statusCode === Code.UnstakeSucceeded || action === "unstake"
        ? t("dao.sale.mine.unstakeSuccess")
        : t("dao.sale.mine.stakeSuccess");
    report(done.receipt, success, t(action === "stake" ? "dao.sale.mine.stakeFailed" : "dao.sale.mine.unstakeFailed"));
  };

  return (
    <PageFrame title={t("dao.sale.title")}>
      <Text c="dimmed">{t("dao.sale.intro")}</Text>
      {step && (
        <Alert color="blue" data-testid="dao-progress" role="status">
          <Group gap="sm" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm">{t(`dao.sale.steps.${step}`)}</Text>
          </Group>
        </Alert>
      )}
      <Stack gap="lg">
        <QueryStatus query={stages} skeletonRows={1}>
          {stages.data && <SaleStageCard sale={stages.data.sale} readAt={stages.data.readAt} busy={busy} onBuy={buy} />}
        </QueryStatus>
        <WalletCard />
        <QueryStatus query={info} skeletonRows={2}>
          {info.data && <MyNftsCard info={info.data} busy={busy} onStake={stake} />}
        </QueryStatus>
        {signedIn && <MyPurchasesCard />}
      </Stack>
    </PageFrame>
  );
}
