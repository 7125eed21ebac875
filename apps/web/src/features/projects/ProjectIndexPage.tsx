import { Button, CloseButton, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { ProjectCard } from "./ProjectCard";
import { useProjectList } from "./queries";

/** /project_index: passed projects as cards, searched by title or filtered by a tag, loaded as the reader scrolls. */
export function ProjectIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get("keyword")?.trim() ?? "";
  const tag = params.get("tag")?.trim() ?? "";
  const [typed, setTyped] = useState(keyword);
  const [typedTag, setTypedTag] = useState(tag);
  const list = useProjectList({ ...(keyword ? { keyword } : {}), ...(tag ? { tag } : {}) });
  const items = pagedItems(list.data);
  const update = (next: { keyword?: string; tag?: string }) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value.slice(0, 50));
      else query.delete(key);
    }
    setParams(query);
  };

  return (
    <PageFrame title={t("routes.ProjectIndex")} size="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update({ keyword: typed.trim(), tag: typedTag.trim() });
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t("projects.index.search")}
            type="search"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <TextInput
            label={t("projects.index.tag")}
            value={typedTag}
            maxLength={50}
            onChange={(event) => setTypedTag(event.currentTarget.value)}
            rightSection={
              tag ? (
                <CloseButton
                  aria-label={t("projects.index.clearTag")}
                  onClick={() => {
                    setTypedTag("");
                    update({ tag: "" });
                  }}
                />
              ) : undefined
            }
          />
          <Button type="submit" variant="light">
            {t("projects.index.searchButton")}
          </Button>
        </Group>
      </form>
      <QueryStatus query={list} empty={items.length === 0} emptyText={t("projects.index.empty")}>
        <InfiniteList
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => list.fetchNextPage()}
          hasItems={items.length > 0}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {items.map((project) => (
              <ProjectCard
                key={project.project_id}
                project={project}
                onTag={(next) => {
                  setTypedTag(next);
                  update({ tag: next });
                }}
              />
            ))}
          </SimpleGrid>
        </InfiniteList>
      </QueryStatus>
    </PageFrame>
  );
}
