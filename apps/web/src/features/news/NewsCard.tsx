import type { NewsSummary } from "@icms/protocol";
import { Anchor, Badge, Group, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../../ui/RelativeTime";

export const newsItemPath = (id: number) => `/appcms/news_item?information_id=${id}`;

/** The counts under an item: likes, comments, bullish and bearish. */
export function NewsCounts({ item }: { item: NewsSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" c="dimmed" fz="sm">
      <RelativeTime value={item.published_at} />
      <span>{t("news.stance.bullish", { count: item.bullish_count })}</span>
      <span>{t("news.stance.bearish", { count: item.bearish_count })}</span>
      <span>{t("cms.comments.title", { count: item.comment_count })}</span>
    </Group>
  );
}

/** A report news item in a list: its cover, title, summary and counts. */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {item.cover_url && (
          <img src={item.cover_url} alt="" width={120} height={80} style={{ objectFit: "cover", borderRadius: 8 }} />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="lg">
            <Anchor component={Link} to={newsItemPath(item.information_id)} c="inherit">
              {item.title}
            </Anchor>
          </Title>
          {item.abstract && (
            <Text c="dimmed" lineClamp={2} mt={4}>
              {item.abstract}
            </Text>
          )}
          <Group mt="xs" gap="xs">
            <Badge variant="light" size="sm">
              {item.lang.toUpperCase()}
            </Badge>
            <NewsCounts item={item} />
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
