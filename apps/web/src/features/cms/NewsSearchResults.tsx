import { api, type NewsSearchHit } from "@icms/protocol";
import { Anchor, Badge, Card, Stack, Text } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callGateway } from "../../app/gateway";
import { cmsKeys, nextPage, pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { HighlightedText } from "./highlight";

function NewsHit({ hit }: { hit: NewsSearchHit }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Badge variant="light" size="sm" color={hit.kind === 2 ? "orange" : "blue"}>
          {t(hit.kind === 2 ? "routes.FlashnewsList" : "routes.ReportnewsList")}
        </Badge>
        <h2 className="article-card__title">
          <Anchor component={Link} to={`/appcms/news_item?information_id=${hit.information_id}`} c="inherit" fw={700}>
            <HighlightedText value={hit.title_highlight || hit.title} />
          </Anchor>
        </h2>
        {(hit.abstract_highlight || hit.abstract) && (
          <Text size="sm" c="dimmed">
            <HighlightedText value={hit.abstract_highlight || hit.abstract} />
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <RelativeTime value={hit.published_at} />
        </Text>
      </Stack>
    </Card>
  );
}

/** The search page's news tab: ranked news and flash news with the matches marked. */
export function NewsSearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const search = useInfiniteQuery({
    queryKey: cmsKeys.newsSearch(keyword),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.information_search, { keyword, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
  });
  const hits = pagedItems(search.data);
  const total = search.data?.pages[0]?.total ?? 0;
  return (
    <QueryStatus query={search} empty={hits.length === 0} emptyText={t("cms.search.none", { keyword })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t("cms.search.count", { count: total, keyword })}
        </Text>
        <InfiniteList
          hasMore={search.hasNextPage}
          loading={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
        >
          {hits.map((hit) => (
            <NewsHit key={hit.information_id} hit={hit} />
          ))}
        </InfiniteList>
      </Stack>
    </QueryStatus>
  );
}
