import type { DatacentreDay, IncomeCoin } from "@icms/protocol";
import { SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../ui/SectionCard";
import { DayChart } from "./DayChart";
import { CHART_GROUPS, COIN_COLORS, COINS, type ChartGroup, FIGURE_COLORS, tokens } from "./figures";
import { useFormats } from "./format";

type Shown = ChartGroup | "income";

/**
 * The range day by day: visits (views, reads and the visits forwards and short links brought),
 * engagement, contribution, or token income, one group at a time.
 */
export function DailyFiguresCard({ days, testId }: { days: DatacentreDay[]; testId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [shown, setShown] = useState<Shown>("visits");
  const groups: Shown[] = [...(Object.keys(CHART_GROUPS) as ChartGroup[]), "income"];
  const titleId = `${testId}-title`;
  return (
    <SectionCard
      titleId={titleId}
      title={t("datacentre.daily.title")}
      aside={
        <SegmentedControl
          aria-label={t("datacentre.daily.shown")}
          value={shown}
          onChange={(value) => setShown(value as Shown)}
          data={groups.map((group) => ({ value: group, label: t(`datacentre.daily.group.${group}`) }))}
          size="xs"
          data-testid={`${testId}-group`}
        />
      }
    >
      {shown === "income" ? (
        <DayChart
          title={t("datacentre.daily.group.income")}
          days={days.map((day) => incomeDay(day))}
          series={COINS.map((coin) => ({ key: coin, label: coin, color: COIN_COLORS[coin] }))}
          format={formats.tokens}
          type="bar"
          testId={testId}
        />
      ) : (
        <DayChart
          title={t(`datacentre.daily.group.${shown}`)}
          days={days}
          series={CHART_GROUPS[shown].map((figure) => ({
            key: figure,
            label: t(`datacentre.figure.${figure}`),
            color: FIGURE_COLORS[figure],
          }))}
          format={formats.count}
          type={shown === "visits" ? "area" : "bar"}
          testId={testId}
        />
      )}
    </SectionCard>
  );
}

/** A day's income per coin in tokens, for the chart's scale (the table shows the same rounded to four decimals). */
function incomeDay(day: DatacentreDay): { date: string } & Record<IncomeCoin, number> {
  return { date: day.date, ICT: tokens(day.income.ICT), ICMS: tokens(day.income.ICMS), USDT: tokens(day.income.USDT) };
}
