import type { BalanceInfo } from "@icms/protocol";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../ui/token-amount";

/** What the vault can pay me, per coin: available now, held by an open voucher, and paid so far. */
export function BalanceCards({ balance }: { balance: BalanceInfo }) {
  const { t, i18n } = useTranslation();
  const amount = (wei: string) => formatTokenAmount(wei, 8, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {balance.coins
        .filter((coin) => coin.withdrawable)
        .map((coin) => (
          <Paper key={coin.coin} withBorder p="md" radius="md" data-testid={`withdraw-balance-${coin.coin}`}>
            <Stack gap={4}>
              <Title order={2} size="h5">
                {coin.coin}
              </Title>
              <Text size="xs" c="dimmed">
                {t("income.withdraw.available")}
              </Text>
              <Text fz="xl" fw={700} data-testid={`withdraw-available-${coin.coin}`}>
                {amount(coin.available)}
              </Text>
              <Text size="sm" c="dimmed">
                {t("income.withdraw.reserved", { amount: amount(coin.reserved) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("income.withdraw.withdrawn", { amount: amount(coin.withdrawn) })}
              </Text>
            </Stack>
          </Paper>
        ))}
    </SimpleGrid>
  );
}
