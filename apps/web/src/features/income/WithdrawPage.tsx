import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { BalanceCards } from "./BalanceCards";
import { useBalance } from "./queries";
import { useWithdraw } from "./use-withdraw";
import { WithdrawForm } from "./WithdrawForm";
import { WithdrawRecords } from "./WithdrawRecords";

/**
 * /icmsdao/icms_withdraw: my available ICT and ICMS, a withdrawal claimed on the reward vault
 * from my wallet (with the 0.001 native-coin fee), and my withdrawal records.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const wallet = useSession().walletAddr ?? "";
  const balance = useBalance();
  const { run, step, busy } = useWithdraw();
  const nothing = balance.data?.coins.every((coin) => !coin.withdrawable || BigInt(coin.available) === 0n) ?? false;

  return (
    <PageFrame title={t("income.withdraw.title")} size="md">
      <Text c="dimmed">{t("income.withdraw.intro")}</Text>
      {step && (
        <Alert color="blue" role="status" data-testid="withdraw-progress">
          <Group gap="sm" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm">{t(`income.withdraw.steps.${step}`)}</Text>
          </Group>
        </Alert>
      )}
      <QueryStatus query={balance} skeletonRows={2}>
        {balance.data && (
          <Stack gap="lg">
            <BalanceCards balance={balance.data} />
            {nothing && (
              <Text c="dimmed" data-testid="withdraw-nothing">
                {t("income.withdraw.nothing")}
              </Text>
            )}
            <WithdrawForm
              balance={balance.data}
              wallet={wallet}
              busy={busy}
              onWithdraw={(coin, amount) => void run({ coin, amount })}
            />
          </Stack>
        )}
      </QueryStatus>
      <WithdrawRecords busy={busy} onClaim={(withdrawId) => void run({ withdrawId })} />
    </PageFrame>
  );
}
