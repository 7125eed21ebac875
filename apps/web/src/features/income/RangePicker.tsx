import { DATE_RANGE_SHORTCUTS_DAYS } from "@icms/protocol";
import { Group, SegmentedControl, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export type RangeDays = (typeof DATE_RANGE_SHORTCUTS_DAYS)[number];

/** The UTC day `days` days before today, `YYYY-MM-DD`. */
function utcDay(daysAgo: number, now = Date.now()): string {
  return new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The date range of the charts and totals: the last 7, 14, 30 or 60 days (product-spec section 9),
 * one click each (arrow keys move between them), with the UTC days the range covers.
 */
export function RangePicker({ value, onChange }: { value: RangeDays; onChange(days: RangeDays): void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t("income.range.label")}
        value={String(value)}
        onChange={(days) => onChange(Number(days) as RangeDays)}
        data={DATE_RANGE_SHORTCUTS_DAYS.map((days) => ({
          value: String(days),
          label: t("income.range.days", { count: days }),
        }))}
        data-testid="income-range"
      />
      <Text size="sm" c="dimmed" data-testid="income-range-dates">
        {t("income.range.dates", { from: utcDay(value - 1), to: utcDay(0) })}
      </Text>
    </Group>
  );
}
