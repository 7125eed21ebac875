import type { TranslationKey } from "../../i18n";
import { Button, Group, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SearchIcon } from "../../ui/icons";
import { InfiniteList } from "../../ui/InfiniteList";
import { toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { articleTypeParam } from "../../app/paths";
import { pagedItems, useSearch } from "../../queries/content";
import { NewsSearchResults } from "./NewsSearchResults";
import { SearchResult } from "./SearchResult";
import "../../ui/content/content.css";

const TABS = ["all", "1", "2", "3", "news"] as const;
const TAB_KEYS = {
  all: "cms.search.all",
  "1": "content.type.article",
  "2": "content.type.video",
  "3": "content.type.wiki",
  news: "cms.search.news",
} as const satisfies Record<string, TranslationKey>;

/**
 * /appcms/search?keyword=&ts=&article_type=: ranked results with the matches marked, in tabs by
 * type; `scope=news` shows the news tab. An empty keyword asks for one and puts the focus back in the box.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get("keyword") ?? "").trim();
  const articleType = articleTypeParam(params.get("article_type"));
  const [draft, setDraft] = useState(keyword);
  // A search from the bar while on this page changes the keyword without re-creating the page.
  useEffect(() => setDraft(keyword), [keyword]);
  const input = useRef<HTMLInputElement>(null);
  const newsScope = params.get("scope") === "news";
  const search = useSearch(newsScope ? "" : keyword, articleType);
  const hits = pagedItems(search.data);
  const total = search.data?.pages[0]?.total ?? 0;
  const tab = newsScope ? "news" : articleType ? String(articleType) : "all";

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      toast({ message: t("search.empty"), type: "warning" });
      input.current?.focus();
      return;
    }
    update({ keyword: value, ts: String(Date.now()) });
  };

  return (
    <PageFrame title={keyword ? t("cms.search.titleFor", { keyword }) : t("routes.Search")}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every browser exposes. */}
      <form role="search" onSubmit={submit}>
        <Group gap="xs" align="flex-end">
          <TextInput
            ref={input}
            type="search"
            label={t("search.label")}
            placeholder={t("search.placeholder")}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t("search.label")}</Button>
        </Group>
      </form>
      <Tabs
        value={tab}
        onChange={(value) =>
          update({
            scope: value === "news" ? "news" : undefined,
            article_type: value && value !== "all" && value !== "news" ? value : undefined,
          })
        }
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(TAB_KEYS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {!keyword ? (
            <Text c="dimmed">{t("cms.search.prompt")}</Text>
          ) : newsScope ? (
            <NewsSearchResults keyword={keyword} />
          ) : (
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
                    <SearchResult key={hit.article_id} hit={hit} />
                  ))}
                </InfiniteList>
              </Stack>
            </QueryStatus>
          )}
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
