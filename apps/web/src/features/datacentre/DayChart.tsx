import "@mantine/charts/styles.css";
import { AreaChart, BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { ChartFigure, type FigureColumn } from "./ChartFigure";

/** One line of a day chart: the field of each day it reads, its label and colour. */
interface DaySeries<K extends string> {
  key: K;
  label: string;
  color: string;
  /** What the summary gives for the range: the days' sum (counts per day), or the last day's (a running total). */
  summary?: "sum" | "last";
}

interface DayChartProps<K extends string> {
  title: string;
  days: ({ date: string } & Record<K, number>)[];
  series: DaySeries<K>[];
  /** A figure as the screen shows it (the table's cells, the tooltip, the summary). */
  format(value: number): string;
  type?: "area" | "bar";
  testId: string;
}

/**
 * Figures by UTC day, one line (or bar) per series, with the table of the same days. The summary
 * names the range and each series' total, so the chart says what it shows without being seen.
 */
export function DayChart<K extends string>({ title, days, series, format, type = "area", testId }: DayChartProps<K>) {
  const { t } = useTranslation();
  const from = days[0]?.date ?? "";
  const to = days[days.length - 1]?.date ?? "";
  const totals = series
    .map((line) => {
      const value =
        line.summary === "last"
          ? (days[days.length - 1]?.[line.key] ?? 0)
          : days.reduce((sum, day) => sum + day[line.key], 0);
      return `${line.label} ${format(value)}`;
    })
    .join(", ");
  const columns: FigureColumn<{ date: string } & Record<K, number>>[] = [
    { header: t("datacentre.chart.date"), cell: (day) => day.date },
    ...series.map((line) => ({
      header: line.label,
      cell: (day: Record<K, number>) => format(day[line.key]),
      numeric: true,
    })),
  ];
  const chartSeries = series.map((line) => ({ name: line.key, label: line.label, color: line.color }));
  const common = {
    h: 240,
    data: days,
    dataKey: "date",
    series: chartSeries,
    valueFormatter: format,
    withLegend: series.length > 1,
    tickLine: "x" as const,
    gridAxis: "y" as const,
    xAxisProps: { minTickGap: 24 },
  };
  return (
    <ChartFigure
      summary={t("datacentre.chart.summary", { title, from, to, totals })}
      caption={t("datacentre.chart.caption", { title, from, to })}
      columns={columns}
      rows={days}
      rowKey={(day) => day.date}
      testId={testId}
    >
      {type === "bar" ? (
        <BarChart {...common} />
      ) : (
        <AreaChart {...common} curveType="linear" withDots={days.length <= 14} />
      )}
    </ChartFigure>
  );
}
