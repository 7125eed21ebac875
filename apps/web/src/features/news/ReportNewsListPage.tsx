import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { NewsCard } from "./NewsCard";
import { useNewsFeed } from "./news-queries";

/** /appcms/reportnews_list: report news, newest first, loading more as the reader scrolls. */
export function ReportNewsListPage() {
  const { t } = useTranslation();
  const feed = useNewsFeed({ kind: 1 });
  const items = pagedItems(feed.data);
  return (
    <PageFrame title={t("routes.ReportnewsList")}>
      <QueryStatus query={feed} empty={items.length === 0} emptyText={t("news.report.empty")}>
        <InfiniteList
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        >
          <Stack component="ul" className="plain-list" gap="sm">
            {items.map((item) => (
              <li key={item.information_id}>
                <NewsCard item={item} />
              </li>
            ))}
          </Stack>
        </InfiniteList>
      </QueryStatus>
    </PageFrame>
  );
}
