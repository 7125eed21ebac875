import { Group, SegmentedControl } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import "dayjs/locale/ru";
import "dayjs/locale/zh-cn";
import { useTranslation } from "react-i18next";
import { type DayRange, lastDays, presetOf, RANGE_PRESETS } from "./date-range";

const DAYJS_LOCALES: Record<string, string> = { zh: "zh-cn", ru: "ru", en: "en" };

/**
 * The date range of the charts and earnings: one click on 7, 14, 30 or 60 days, or any range
 * picked in the calendar (which offers the same presets beside it), up to today.
 */
export function RangePicker({ value, onChange }: { value: DayRange; onChange(range: DayRange): void }) {
  const { t, i18n } = useTranslation();
  const preset = presetOf(value);
  const presets = RANGE_PRESETS.map((days) => {
    const range = lastDays(days);
    return { value: [range.from, range.to] as [string, string], label: t("income.range.lastDays", { count: days }) };
  });
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t("income.range.label")}
        value={preset ? String(preset) : ""}
        onChange={(days) => onChange(lastDays(Number(days)))}
        data={RANGE_PRESETS.map((days) => ({ value: String(days), label: t("income.range.days", { count: days }) }))}
        data-testid="income-range-presets"
      />
      <DatesProvider settings={{ locale: DAYJS_LOCALES[i18n.language] ?? "en", firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          aria-label={t("income.range.custom")}
          value={[value.from, value.to]}
          onChange={([from, to]) => {
            if (from && to) onChange({ from, to });
          }}
          presets={presets}
          maxDate={lastDays(1).to}
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          size="sm"
          miw={220}
        />
      </DatesProvider>
    </Group>
  );
}
