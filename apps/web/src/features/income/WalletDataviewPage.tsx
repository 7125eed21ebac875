import { Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RangePicker, type RangeDays } from "../../ui/RangePicker";
import { EarningsTable } from "./EarningsTable";
import { IncomeChartCard } from "./IncomeChartCard";
import { IncomeSummary } from "./IncomeSummary";
import { useIncomeChart, useScoreTotal, useTokenTotals } from "./queries";

/**
 * /icmsdao/icms_wallet_dataview: my contribution score and rank, my ICT and ICMS income, the
 * chart over the last 7, 14, 30 or 60 days, and my earnings rows.
 */
export function WalletDataviewPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<RangeDays>(30);
  const score = useScoreTotal();
  const totals = useTokenTotals(days);
  const chart = useIncomeChart(days);
  // Both answers are needed for the cards; a failure of either shows its retry.
  const summary = score.isError || score.isPending ? score : totals;

  return (
    <PageFrame title={t("income.dataview.title")}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed">{t("income.dataview.intro")}</Text>
        <RangePicker value={days} onChange={setDays} testId="income-range" />
      </Group>
      <Stack gap="lg">
        <QueryStatus query={summary} skeletonRows={1}>
          {score.data && totals.data && <IncomeSummary score={score.data} totals={totals.data} />}
        </QueryStatus>
        <QueryStatus query={chart} skeletonRows={2}>
          {chart.data && <IncomeChartCard chart={chart.data} />}
        </QueryStatus>
        <EarningsTable />
      </Stack>
    </PageFrame>
  );
}
