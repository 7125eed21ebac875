import type { MultisendPost } from "@icms/protocol";
import { Anchor, Card, Divider, Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { articlePath } from "../../app/paths";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { POSTS_PAGE_SIZE, usePosts } from "./queries";
import { TargetLine } from "./TargetState";

/** Where a sent item is on this site. */
export const itemPath = (item: MultisendPost["item"]) =>
  articlePath({ article_id: item.item_id, article_type: item.article_type as 1 | 2 | 3 });

/** My sends, newest first, each with its targets; polled while one is on its way. */
export function PostList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const posts = usePosts(page);
  const pages = Math.ceil((posts.data?.total ?? 0) / POSTS_PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="multisend-posts-title">
      <Title order={2} fz="xl" id="multisend-posts-title">
        {t("multisend.posts.title")}
      </Title>
      <QueryStatus query={posts} empty={posts.data?.list.length === 0} emptyText={t("multisend.posts.empty")}>
        <Stack gap="sm" data-testid="multisend-posts">
          {posts.data?.list.map((post) => (
            <Card key={post.post_id} withBorder radius="md" padding="md" data-testid="multisend-post">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={itemPath(post.item)} fw={600}>
                    {post.item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    <RelativeTime value={post.created_at} />
                  </Text>
                </Group>
                <Divider />
                {post.targets.map((target) => (
                  <TargetLine key={target.target_id} target={target} />
                ))}
              </Stack>
            </Card>
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={onPage} />
            </Group>
          )}
        </Stack>
      </QueryStatus>
    </Stack>
  );
}
