import { ACTIVITY_KINDS, type ActivityKind, CONTENT_LANGS, type ContentLang } from "@icms/protocol";
import { Badge, CloseButton, Group, SegmentedControl, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { ActivityCalendar } from "./ActivityCalendar";
import { ActivityCard } from "./ActivityCard";
import { dayParam, monthOf, monthParam } from "./activity-format";
import { tzOffset, useActivityFeed } from "./queries";

/** /appcms/activity_list: activities, upcoming first, with a month calendar; `kind`, `month` and `date` filter. */
export function ActivityListPage() {
  const { t, i18n } = useTranslation();
  // Activities are written per language: the list shows those in the reader's.
  const lang = (CONTENT_LANGS as readonly string[]).includes(i18n.language)
    ? (i18n.language as ContentLang)
    : undefined;
  const [params, setParams] = useSearchParams();
  const kindValue = params.get("kind") ?? "";
  const kind = (ACTIVITY_KINDS as readonly string[]).includes(kindValue) ? (kindValue as ActivityKind) : undefined;
  const date = dayParam(params.get("date"));
  const month = monthParam(params.get("month")) ?? date?.slice(0, 7) ?? monthOf(new Date());
  const feed = useActivityFeed({ kind, lang, date: date ?? undefined, tz_offset: tzOffset() });
  const items = pagedItems(feed.data);

  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame title={t("routes.ActivityList")}>
      <SegmentedControl
        aria-label={t("activities.kindFilter")}
        size="xs"
        style={{ alignSelf: "flex-start", maxWidth: "100%", overflowX: "auto" }}
        value={kind ?? "all"}
        onChange={(value) => setQuery({ kind: value === "all" ? null : value })}
        data={[
          { value: "all", label: t("activities.kind.all") },
          ...ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activities.kind.${k}`) })),
        ]}
      />
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ActivityCalendar
          month={month}
          date={date}
          filter={{ kind, lang }}
          onMonthChange={(next) => setQuery({ month: next })}
          onDateChange={(next) => setQuery({ date: next, month: next ? next.slice(0, 7) : month })}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 280 }}>
          {date && (
            <Group gap={4}>
              <Badge variant="light" size="lg" rightSection={null}>
                {t("activities.onDay", { date })}
              </Badge>
              <CloseButton aria-label={t("activities.clearDay")} onClick={() => setQuery({ date: null })} />
            </Group>
          )}
          <QueryStatus query={feed} empty={items.length === 0} emptyText={t("activities.empty")}>
            <InfiniteList
              hasMore={feed.hasNextPage}
              loading={feed.isFetchingNextPage}
              onLoadMore={() => void feed.fetchNextPage()}
            >
              <Stack gap="sm">
                {items.map((activity, i) => (
                  <ActivityCard key={activity.activity_id} activity={activity} priority={i === 0} />
                ))}
              </Stack>
            </InfiniteList>
          </QueryStatus>
        </Stack>
      </Group>
    </PageFrame>
  );
}
