import { ARTICLE_TYPE, type ArticleSummary } from "@icms/protocol";
import { Anchor, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../RelativeTime";
import { truncateText } from "../text-width";
import { AuthorBadge } from "./AuthorBadge";
import { articlePath } from "../../app/paths";
import "./content.css";

/** Abstracts in lists are cut at this width (a wide character counting 2). */
const ABSTRACT_WIDTH = 180;

interface ArticleCardProps {
  article: ArticleSummary;
  /** `row`: cover beside the text (lists); `tile`: cover above (grids). */
  layout?: "row" | "tile";
  /** The heading level of the title, so each page keeps its outline. */
  headingLevel?: 2 | 3;
  /** The first card of a page: its cover is likely the largest paint, so it loads at once. */
  priority?: boolean;
}

/** One article, video or HowTo in a list: cover, title, abstract, author, time and counts. */
export function ArticleCard({ article, layout = "row", headingLevel = 2, priority = false }: ArticleCardProps) {
  const { t } = useTranslation();
  const to = articlePath(article);
  const isVideo = article.article_type === ARTICLE_TYPE.video;
  const Heading = `h${headingLevel}` as const;
  const cover = article.cover_url ? (
    <div className="article-card__cover" data-video={isVideo ? "true" : undefined}>
      <Image
        src={article.cover_url}
        alt=""
        radius="sm"
        h="100%"
        w="100%"
        fit="cover"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </div>
  ) : null;

  return (
    <Card withBorder radius="md" padding="md" component="article" className={`article-card article-card--${layout}`}>
      {cover}
      <Stack gap={6} className="article-card__body">
        <Group gap={6}>
          {isVideo && (
            <Badge variant="light" color="grape" size="sm">
              {t("content.kind.video")}
            </Badge>
          )}
          {article.is_howto === 1 && (
            <Badge variant="light" color="violet" size="sm">
              {t("content.type.howto")}
            </Badge>
          )}
          {article.special_name && (
            <Badge variant="outline" color="gray" size="sm">
              {article.special_name}
            </Badge>
          )}
        </Group>
        <Heading className="article-card__title">
          <Anchor component={Link} to={to} c="inherit" fw={700} lineClamp={2}>
            {article.title}
          </Anchor>
        </Heading>
        {article.abstract && (
          <Text size="sm" c="dimmed">
            {truncateText(article.abstract, ABSTRACT_WIDTH)}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <AuthorBadge
            author={article.author}
            size={24}
            extra={<RelativeTime value={article.published_at ?? article.created_at} />}
          />
          <Text size="xs" c="dimmed">
            {t("content.counts", {
              likes: article.like_count,
              comments: article.comment_count,
              views: article.view_count,
            })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
