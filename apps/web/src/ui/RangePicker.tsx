import { DATE_RANGE_SHORTCUTS_DAYS } from "@icms/protocol";
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CustomRange,
  customRangeProblem,
  type PickedRange,
  type RangeDays,
  rangeBounds,
  utcDay,
} from "./date-range";

export type { RangeDays } from "./date-range";

interface ShortcutsOnly {
  value: RangeDays;
  onChange(days: RangeDays): void;
  /** Also offer a range of chosen days, at most this long. */
  customMaxDays?: undefined;
}

interface WithCustom {
  value: PickedRange;
  onChange(range: PickedRange): void;
  customMaxDays: number;
}

type RangePickerProps = (ShortcutsOnly | WithCustom) & {
  /** The control's test id; the dates line is `<testId>-dates`. */
  testId?: string;
};

const CUSTOM = "custom";

/**
 * The date-range picker of product-spec section 2: the last 7, 14, 30 or 60 days, one click
 * each (arrow keys move between them), and, where the screen allows it, a custom range of two
 * days (native date fields, so every browser and screen reader knows them). Below it, the UTC days
 * the range covers. Its strings are the `daterange` bundle: a route showing it loads that too.
 */
export function RangePicker(props: RangePickerProps) {
  const { t } = useTranslation();
  const testId = props.testId ?? "date-range";
  const custom = props.customMaxDays !== undefined;
  const current = typeof props.value === "number" ? String(props.value) : CUSTOM;
  // The custom fields show while a custom range is chosen, before it is applied and after, to change it.
  const [editing, setEditing] = useState(false);
  // On a phone the shortcuts share the width equally, in the small size, so all five fit.
  const narrow = useMediaQuery("(max-width: 36em)") ?? false;
  const bounds = rangeBounds(props.value);
  const choose = (value: string) => {
    if (value === CUSTOM) {
      setEditing(true);
      return;
    }
    setEditing(false);
    (props.onChange as (days: RangeDays) => void)(Number(value) as RangeDays);
  };
  const options = DATE_RANGE_SHORTCUTS_DAYS.map((days) => ({
    value: String(days),
    label: t("dateRange.days", { count: days }),
  }));
  if (custom) options.push({ value: CUSTOM, label: t("dateRange.custom") });
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t("dateRange.label")}
          value={editing ? CUSTOM : current}
          onChange={choose}
          data={options}
          fullWidth={narrow}
          size={narrow ? "xs" : "sm"}
          style={narrow ? { flexBasis: "100%" } : undefined}
          data-testid={testId}
        />
        <Text size="sm" c="dimmed" data-testid={`${testId}-dates`}>
          {t("dateRange.dates", { from: bounds.start, to: bounds.end })}
        </Text>
      </Group>
      {custom && (editing || current === CUSTOM) && (
        <CustomRangeFields
          initial={bounds}
          maxDays={props.customMaxDays}
          testId={testId}
          onApply={(range) => {
            setEditing(false);
            props.onChange(range);
          }}
        />
      )}
    </Stack>
  );
}

function CustomRangeFields({
  initial,
  maxDays,
  testId,
  onApply,
}: {
  initial: CustomRange;
  maxDays: number;
  testId: string;
  onApply(range: CustomRange): void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = customRangeProblem(range, maxDays);
  const today = utcDay(0);
  const message = tried && problem ? t(`dateRange.problem.${problem}`, { max: maxDays }) : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!problem) onApply(range);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t("dateRange.from")}
          value={range.start}
          max={today}
          onChange={(event) => setRange({ ...range, start: event.currentTarget.value })}
          error={message}
          data-testid={`${testId}-start`}
        />
        <TextInput
          type="date"
          label={t("dateRange.to")}
          value={range.end}
          max={today}
          onChange={(event) => setRange({ ...range, end: event.currentTarget.value })}
          data-testid={`${testId}-end`}
        />
        <Button type="submit" variant="light" data-testid={`${testId}-apply`}>
          {t("dateRange.apply")}
        </Button>
      </Group>
    </form>
  );
}
