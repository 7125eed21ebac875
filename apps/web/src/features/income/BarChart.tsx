import { Box, Text, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface BarPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
  /** The value as text, for the tooltip and the table read by screen readers. */
  label: string;
}

const HEIGHT = 160;

/**
 * One series per day as bars in an SVG that scales to its box (so it fits a phone), with the
 * first and last day under the axis. The figures are also in a table only screen readers see.
 */
export function BarChart({ title, points, color }: { title: string; points: BarPoint[]; color: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const max = Math.max(0, ...points.map((point) => point.value));
  const highest = points.find((point) => point.value === max && max > 0);
  const width = Math.max(points.length, 1) * 10;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Box>
      <Text size="xs" c="dimmed" aria-hidden data-testid="income-chart-highest">
        {highest ? t("income.dataview.highest", { value: highest.label }) : "\u00a0"}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        data-testid="income-chart"
      >
        <title id={titleId}>{title}</title>
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-5)" strokeWidth={0.5} />
        {points.map((point, index) => {
          const height = max > 0 ? Math.max((point.value / max) * (HEIGHT - 8), point.value > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={point.date}
              x={index * 10 + 1.5}
              y={HEIGHT - height}
              width={7}
              height={height}
              rx={1}
              fill={`var(--mantine-color-${color}-6)`}
            >
              <title>{`${point.date}: ${point.label}`}</title>
            </rect>
          );
        })}
      </svg>
      <Box style={{ display: "flex", justifyContent: "space-between" }} aria-hidden>
        <Text size="xs" c="dimmed">
          {first?.date ?? ""}
        </Text>
        <Text size="xs" c="dimmed">
          {last?.date ?? ""}
        </Text>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.date}</th>
                <td>{point.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
