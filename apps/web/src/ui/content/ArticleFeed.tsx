import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { InfiniteList } from "../InfiniteList";
import { PullToRefresh } from "../PullToRefresh";
import { QueryStatus } from "../QueryStatus";
import type { ArticleSummary, Paged } from "@icms/protocol";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { ArticleCard } from "./ArticleCard";
import { type ArticleFilter, pagedItems, useArticleFeed } from "../../queries/content";

interface FeedLayout {
  /** `tile` lays videos out in a grid. */
  layout?: "row" | "tile";
  emptyText?: string;
  headingLevel?: 2 | 3;
}

/** A list of articles (or videos, HowTos) that loads the next page as the reader scrolls. */
export function ArticleFeed({ filter, ...view }: FeedLayout & { filter: ArticleFilter }) {
  return <ArticleFeedView feed={useArticleFeed(filter)} {...view} />;
}

/** Any paged query of articles, shown as a list with infinite scroll and pull-to-refresh. */
export function ArticleFeedView({
  feed,
  layout = "row",
  emptyText,
  headingLevel = 2,
}: FeedLayout & { feed: UseInfiniteQueryResult<InfiniteData<Paged<ArticleSummary>>> }) {
  const { t } = useTranslation();
  const items = pagedItems(feed.data);
  const cards = items.map((article, index) => (
    <ArticleCard
      key={article.article_id}
      article={article}
      layout={layout}
      headingLevel={headingLevel}
      priority={index === 0}
    />
  ));

  return (
    <PullToRefresh onRefresh={() => feed.refetch()}>
      <QueryStatus query={feed} empty={items.length === 0} emptyText={emptyText ?? t("content.emptyList")}>
        <InfiniteList
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
          hasItems={items.length > 0}
        >
          {layout === "tile" ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {cards}
            </SimpleGrid>
          ) : (
            <Stack gap="md">{cards}</Stack>
          )}
        </InfiniteList>
      </QueryStatus>
    </PullToRefresh>
  );
}
