import { Indicator, Paper, Text } from "@mantine/core";
import { Calendar, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import "dayjs/locale/ru";
import "dayjs/locale/zh-cn";
import { useTranslation } from "react-i18next";
import { useActivityCalendar } from "./queries";
import type { ActivityFilter } from "./queries";

const DAYJS_LOCALES: Record<string, string> = { zh: "zh-cn", ru: "ru", en: "en" };

interface ActivityCalendarProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** The selected day, `YYYY-MM-DD`, or null. */
  date: string | null;
  filter: Pick<ActivityFilter, "kind" | "lang">;
  onMonthChange: (month: string) => void;
  /** Called with the day clicked, or null when the selected day is clicked again. */
  onDateChange: (date: string | null) => void;
}

/** A month with the days that have activities marked, and how many; a click filters the list to a day. */
export function ActivityCalendar({ month, date, filter, onMonthChange, onDateChange }: ActivityCalendarProps) {
  const { t, i18n } = useTranslation();
  const calendar = useActivityCalendar(month, filter);
  const counts = new Map((calendar.data?.days ?? []).map((d) => [d.date, d.count]));
  return (
    <Paper withBorder radius="md" p="sm" style={{ alignSelf: "flex-start" }}>
      <DatesProvider settings={{ locale: DAYJS_LOCALES[i18n.language] ?? "en", firstDayOfWeek: 1 }}>
        <Calendar
          date={`${month}-01`}
          maxLevel="month"
          hideOutsideDates
          weekendDays={[]}
          onDateChange={(value) => onMonthChange(value.slice(0, 7))}
          onNextMonth={(value) => onMonthChange(value.slice(0, 7))}
          onPreviousMonth={(value) => onMonthChange(value.slice(0, 7))}
          ariaLabels={{ previousMonth: t("activities.calendar.previous"), nextMonth: t("activities.calendar.next") }}
          getDayProps={(day) => {
            const count = counts.get(day) ?? 0;
            return {
              selected: day === date,
              onClick: () => onDateChange(day === date ? null : day),
              "aria-label": count > 0 ? t("activities.calendar.dayWith", { date: day, count }) : day,
              "data-has-activity": count > 0 ? "true" : undefined,
            };
          }}
          renderDay={(day) => {
            const count = counts.get(day) ?? 0;
            return (
              <Indicator size={6} color="orange" offset={-3} disabled={count === 0} aria-hidden>
                <div>{Number(day.slice(8, 10))}</div>
              </Indicator>
            );
          }}
        />
      </DatesProvider>
      <Text size="xs" c="dimmed" mt={4}>
        {t("activities.calendar.hint")}
      </Text>
    </Paper>
  );
}
