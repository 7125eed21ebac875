import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { NewsCounts, newsItemPath } from "./NewsCard";
import { groupByDay, isToday } from "./flash-groups";
import { useNewsFeed } from "./news-queries";

const timeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
const dateOf = (day: string, lang: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(lang, { weekday: "long", month: "long", day: "numeric" });

/** /appcms/flashnews_list: the live feed of flash news, grouped by day, with the time of each item. */
export function FlashNewsListPage() {
  const { t, i18n } = useTranslation();
  const feed = useNewsFeed({ kind: 2 });
  const groups = groupByDay(pagedItems(feed.data));
  return (
    <PageFrame title={t("routes.FlashnewsList")} size="md">
      <QueryStatus query={feed} empty={groups.length === 0} emptyText={t("news.flash.empty")}>
        <InfiniteList
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        >
          <Stack gap="lg" aria-label={t("news.flash.feed")} component="section">
            {groups.map((group) => (
              <Stack key={group.day} gap="xs">
                <Title order={2} fz="md">
                  {isToday(group.day) ? t("news.flash.today") : dateOf(group.day, i18n.language)}
                </Title>
                <Stack component="ol" className="plain-list" gap="xs">
                  {group.items.map((item) => (
                    <li key={item.information_id}>
                      <Paper withBorder radius="md" p="sm">
                        <Text component="time" dateTime={item.published_at} fw={600} fz="sm" c="blue.8">
                          {timeOf(item.published_at, i18n.language)}
                        </Text>
                        <Text mt={4}>
                          <Anchor component={Link} to={newsItemPath(item.information_id)} c="inherit">
                            {item.title}
                          </Anchor>
                        </Text>
                        <NewsCounts item={item} />
                      </Paper>
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        </InfiniteList>
      </QueryStatus>
    </PageFrame>
  );
}
