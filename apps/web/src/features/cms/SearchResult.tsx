import type { SearchHit } from "@icms/protocol";
import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../../ui/RelativeTime";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { HighlightedText } from "./highlight";
import { articlePath } from "../../app/paths";

const TYPE_KEYS = { 1: "content.kind.article", 2: "content.kind.video", 3: "content.kind.wiki" } as const;

/** One search hit: its type, the title and abstract with the matches marked, author and time. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(TYPE_KEYS[hit.article_type])}
          </Badge>
          {hit.is_howto === 1 && (
            <Badge variant="light" color="violet" size="sm">
              {t("content.type.howto")}
            </Badge>
          )}
        </Group>
        <h2 className="article-card__title">
          <Anchor component={Link} to={articlePath(hit)} c="inherit" fw={700}>
            <HighlightedText value={hit.title_highlight || hit.title} />
          </Anchor>
        </h2>
        {(hit.abstract_highlight || hit.abstract) && (
          <Text size="sm" c="dimmed">
            <HighlightedText value={hit.abstract_highlight || hit.abstract} />
          </Text>
        )}
        <AuthorBadge
          author={hit.author}
          size={24}
          extra={<RelativeTime value={hit.published_at ?? hit.created_at} />}
        />
      </Stack>
    </Card>
  );
}
