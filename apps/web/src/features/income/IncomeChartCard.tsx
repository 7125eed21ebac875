import type { IncomeChart } from "@icms/protocol";
import { SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../ui/token-amount";
import { BarChart, type BarPoint } from "./BarChart";
import { SectionCard } from "../../ui/SectionCard";

type Series = "score" | "ict" | "icms";

const COLORS: Record<Series, string> = { score: "grape", ict: "teal", icms: "blue" };
const WEI_PER_TOKEN = 10n ** 18n;

/** Points or income per day over the chosen range, one series at a time. */
export function IncomeChartCard({ chart }: { chart: IncomeChart }) {
  const { t, i18n } = useTranslation();
  const [series, setSeries] = useState<Series>("score");
  const labels: Record<Series, string> = {
    score: t("income.tokens.score"),
    ict: t("income.tokens.ICT"),
    icms: t("income.tokens.ICMS"),
  };
  const points: BarPoint[] = chart.points.map((point) => {
    if (series === "score") return { date: point.date, value: point.score, label: String(point.score) };
    const wei = BigInt(point[series]);
    // Bar heights only need the whole tokens plus a little: exact figures are in the labels.
    const value = Number(wei / (WEI_PER_TOKEN / 10_000n)) / 10_000;
    return { date: point.date, value, label: formatTokenAmount(wei, 8, i18n.language) };
  });
  const first = chart.points[0]?.date ?? "";
  const last = chart.points[chart.points.length - 1]?.date ?? "";
  return (
    <SectionCard titleId="income-chart-title" title={t("income.dataview.chart")}>
      <SegmentedControl
        aria-label={t("income.dataview.series")}
        value={series}
        onChange={(value) => setSeries(value as Series)}
        data={(Object.keys(labels) as Series[]).map((key) => ({ value: key, label: labels[key] }))}
        data-testid="income-series"
        w="fit-content"
      />
      <BarChart
        title={t("income.dataview.chartTitle", { series: labels[series], from: first, to: last })}
        points={points}
        color={COLORS[series]}
      />
    </SectionCard>
  );
}
