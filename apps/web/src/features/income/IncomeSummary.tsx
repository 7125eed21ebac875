import type { ScoreTotal, TokenTotals } from "@icms/protocol";
import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTokenAmount } from "../../ui/token-amount";

/** A figure longer than its card breaks rather than run into the next card. */
const FIGURE_WRAP = { overflowWrap: "anywhere" } as const;

interface IncomeSummaryProps {
  score: ScoreTotal;
  totals: TokenTotals;
}

/** My contribution score with my rank, and my ICT and ICMS income: all-time and in the chosen range. */
export function IncomeSummary({ score, totals }: IncomeSummaryProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  // USDT dividends are listed only when there are some; ICT and ICMS always are.
  const coins = totals.coins.filter((coin) => coin.coin !== "USDT" || BigInt(coin.total) > 0n);
  return (
    // All in one row only on wide screens: beside the DAO sidebar a quarter of 1280 px is too
    // narrow for a seven-figure amount at this size.
    <SimpleGrid cols={{ base: 1, xs: 2, xl: 1 + coins.length }} spacing="md">
      <Paper withBorder p="md" radius="md" data-testid="income-score">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("income.dataview.score")}
          </Text>
          <Text fz={28} fw={700} data-testid="income-score-value">
            {number.format(score.score)}
          </Text>
          <Text size="sm">{t("income.dataview.inRangeScore", { score: number.format(totals.score_in_range) })}</Text>
          <Anchor component={Link} to="/rank_list" size="sm" data-testid="income-rank">
            {score.rank === null
              ? t("income.dataview.unranked")
              : t("income.dataview.rank", { rank: score.rank, of: score.contributors })}
          </Anchor>
        </Stack>
      </Paper>
      {coins.map((coin) => (
        <Paper key={coin.coin} withBorder p="md" radius="md" data-testid={`income-total-${coin.coin}`}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t(`income.dataview.income.${coin.coin}`)}
            </Text>
            <Text fz={28} fw={700} style={FIGURE_WRAP}>
              {formatTokenAmount(coin.total, 4, i18n.language)}
            </Text>
            <Text size="sm">
              {t("income.dataview.inRange", { amount: formatTokenAmount(coin.in_range, 4, i18n.language) })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
