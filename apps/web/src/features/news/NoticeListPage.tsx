import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { useNotices } from "./news-queries";

/** /noticeList: the platform's announcements, newest first. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const notices = useNotices();
  const items = pagedItems(notices.data);
  return (
    <PageFrame title={t("routes.NoticeList")} size="md">
      <QueryStatus query={notices} empty={items.length === 0} emptyText={t("news.notices.empty")}>
        <InfiniteList
          hasMore={notices.hasNextPage}
          loading={notices.isFetchingNextPage}
          onLoadMore={() => void notices.fetchNextPage()}
        >
          <Stack component="ul" className="plain-list" gap="sm">
            {items.map((notice) => (
              <li key={notice.announcement_id}>
                <Paper withBorder radius="md" p="md" component="article">
                  <Title order={2} fz="lg">
                    <Anchor component={Link} to={`/noticeDetail?announcement_id=${notice.announcement_id}`} c="inherit">
                      {notice.title}
                    </Anchor>
                  </Title>
                  {notice.abstract && (
                    <Text c="dimmed" lineClamp={2} mt={4}>
                      {notice.abstract}
                    </Text>
                  )}
                  <Text fz="sm" c="dimmed" mt="xs">
                    <RelativeTime value={notice.published_at} />
                  </Text>
                </Paper>
              </li>
            ))}
          </Stack>
        </InfiniteList>
      </QueryStatus>
    </PageFrame>
  );
}
