import type { DatacentreTotals, IncomeCoin } from "@icms/protocol";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Change, type CountFigure, changeOf, changeOfWei } from "./figures";
import { useFormats } from "./format";

/** Coins shown even at zero; any other only when the range or the one before holds some. */
const ALWAYS: IncomeCoin[] = ["ICT", "ICMS"];

interface TotalsGridProps {
  totals: DatacentreTotals;
  previous: DatacentreTotals;
  figures: CountFigure[];
  testId: string;
}

/**
 * The range's totals, one card each, with the change against the period just before it
 * (two columns on a phone). Income follows the counts, one card per coin.
 */
export function TotalsGrid({ totals, previous, figures, testId }: TotalsGridProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const coins = (Object.keys(totals.income) as IncomeCoin[]).filter(
    (coin) => ALWAYS.includes(coin) || BigInt(totals.income[coin]) > 0n || BigInt(previous.income[coin] ?? "0") > 0n,
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid={testId}>
      {figures.map((figure) => (
        <TotalCard
          key={figure}
          testId={`${testId}-${figure}`}
          label={t(`datacentre.figure.${figure}`)}
          value={formats.count(totals[figure])}
          change={changeOf(totals[figure], previous[figure])}
        />
      ))}
      {coins.map((coin) => (
        <TotalCard
          key={coin}
          testId={`${testId}-income-${coin}`}
          label={t("datacentre.figure.income", { coin })}
          value={formats.amount(totals.income[coin])}
          change={changeOfWei(totals.income[coin], previous.income[coin] ?? "0")}
        />
      ))}
    </SimpleGrid>
  );
}

function TotalCard({ label, value, change, testId }: { label: string; value: string; change: Change; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} style={{ overflowWrap: "anywhere" }} data-testid={`${testId}-value`}>
          {value}
        </Text>
        <ChangeText change={change} />
      </Stack>
    </Paper>
  );
}

/** The change in words, with an arrow that is only decoration; green up, red down. */
function ChangeText({ change }: { change: Change }) {
  const { t } = useTranslation();
  if (change.kind === "same" || change.kind === "new")
    return (
      <Text size="xs" c="dimmed">
        {t(`datacentre.change.${change.kind}`)}
      </Text>
    );
  return (
    <Text size="xs" c={change.kind === "up" ? "teal.8" : "red.8"}>
      <span aria-hidden>{change.kind === "up" ? "▲ " : "▼ "}</span>
      {t(`datacentre.change.${change.kind}`, { percent: change.percent })}
    </Text>
  );
}
