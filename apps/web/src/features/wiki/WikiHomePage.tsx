import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { EntryList } from "./EntryList";
import { wikiPaths } from "./paths";
import { useWikiCategories, useWikiList } from "./queries";

function EntrySection({ order, title }: { order: "recent" | "popular"; title: string }) {
  const { t } = useTranslation();
  const list = useWikiList({ order, page_size: 8 });
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("wiki.empty")}>
        {list.data && <EntryList entries={list.data.list} />}
      </QueryStatus>
    </Stack>
  );
}

/** /appcms/compass_wiki_home: the categories, and the recently edited and most read entries. */
export function WikiHomePage() {
  const { t } = useTranslation();
  const categories = useWikiCategories();
  return (
    <PageFrame
      title={t("routes.CompassWikiHome")}
      actions={
        <Button component={Link} to={wikiPaths.write()}>
          {t("wiki.write")}
        </Button>
      }
    >
      <Stack gap="sm" component="section" aria-label={t("wiki.categories")}>
        <Title order={2} size="h3">
          {t("wiki.categories")}
        </Title>
        <QueryStatus query={categories} skeletonRows={2}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {categories.data?.map((category) => (
              <Paper key={category.category_id} withBorder radius="md" p="md">
                <Anchor component={Link} to={wikiPaths.category(category.category_id)} fw={600}>
                  {category.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t("wiki.entries", { count: category.entry_count })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </QueryStatus>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <EntrySection order="recent" title={t("wiki.recent")} />
        <EntrySection order="popular" title={t("wiki.popular")} />
      </SimpleGrid>
    </PageFrame>
  );
}
