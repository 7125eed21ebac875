import { api } from "@icms/protocol";
import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../../app/gateway";
import { useSession } from "../../../session/session-store";
import { errorMessage, showError, toast } from "../../../ui/notify";
import { devWalletAvailable } from "../../../wallet/chain-config";
import { useWalletEngine } from "../../../wallet/queries";
import type { TokenKey } from "../../../wallet/wallet-engine-types";
import { daoKeys } from "../../../wallet/membership";
import { formatTokenAmount } from "../../../ui/token-amount";
import { saleKeys } from "../dao-info";
import { SectionCard } from "../../../ui/SectionCard";

const TOKENS: TokenKey[] = ["USDT", "ICT", "ICMS"];

/** My balances on chain (BNB, USDT, ICT, ICMS) and, on the local chain, the test faucet. */
export function WalletCard() {
  const { t, i18n } = useTranslation();
  const engine = useWalletEngine();
  const address = useSession().walletAddr;
  const queryClient = useQueryClient();
  const balances = useQuery({
    queryKey: saleKeys.balances(address),
    enabled: Boolean(engine.data && address),
    refetchInterval: 15_000,
    retry: 1,
    queryFn: async () => {
      const chain = engine.data?.chain;
      if (!chain || !address) throw new Error("no wallet");
      const [bnb, ...tokens] = await Promise.all([
        chain.nativeBalance(address),
        ...TOKENS.map((token) => chain.tokenBalance(token, address)),
      ]);
      return { BNB: bnb, ...Object.fromEntries(TOKENS.map((token, i) => [token, tokens[i] ?? 0n])) } as Record<
        TokenKey | "BNB",
        bigint
      >;
    },
  });
  const faucet = useMutation({
    mutationFn: () => callGateway(api.wallet_msrv.autonomy_faucet, {}),
    onSuccess: (sent) => {
      toast({
        type: "success",
        message: t("dao.sale.faucet.done", {
          usdt: formatTokenAmount(sent.usdt, 4, i18n.language),
          bnb: formatTokenAmount(sent.bnb, 4, i18n.language),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: daoKeys.all });
    },
    onError: showError,
  });
  const local = engine.data ? devWalletAvailable(engine.data.config) : false;

  return (
    <SectionCard
      titleId="dao-wallet-title"
      title={t("dao.sale.wallet.title")}
      aside={
        local && (
          <Button
            size="xs"
            variant="default"
            loading={faucet.isPending}
            onClick={() => faucet.mutate()}
            data-testid="dao-faucet"
          >
            {t("dao.sale.faucet.button")}
          </Button>
        )
      }
    >
      {balances.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(balances.error)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {(["BNB", ...TOKENS] as const).map((token) => (
          <Stack key={token} gap={2}>
            <Text size="xs" c="dimmed">
              {token}
            </Text>
            {balances.data ? (
              <Text fw={600} data-testid={`balance-${token}`}>
                {formatTokenAmount(balances.data[token], 4, i18n.language)}
              </Text>
            ) : (
              <Skeleton height={20} width={80} />
            )}
          </Stack>
        ))}
      </SimpleGrid>
      {local && (
        <Text size="xs" c="dimmed">
          {t("dao.sale.faucet.hint")}
        </Text>
      )}
    </SectionCard>
  );
}
