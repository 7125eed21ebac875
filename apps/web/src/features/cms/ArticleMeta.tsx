import type { ArticleDetail } from "@icms/protocol";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../../ui/RelativeTime";
import { FollowButton } from "../../ui/content/FollowButton";
import { AuthorBadge, displayName } from "../../ui/content/AuthorBadge";
import { specialPath } from "../../app/paths";

/** Under the title: the author with a follow button, the time, the counts, the special. */
export function ArticleMeta({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="md">
        <AuthorBadge
          author={article.author}
          size={40}
          extra={<RelativeTime value={article.published_at ?? article.created_at} />}
        />
        {!article.is_owner && (
          <FollowButton
            uid={article.author.uid}
            following={article.is_follow_author}
            name={displayName(article.author)}
          />
        )}
      </Group>
      <Group gap="sm">
        {article.status !== "online" && (
          <Badge color={article.status === "refused" ? "red" : "violet"} variant="light">
            {t(`content.status.${article.status}`)}
          </Badge>
        )}
        {article.special_id && (
          <Anchor component={Link} to={specialPath(article.special_id)} size="sm">
            {article.special_name}
          </Anchor>
        )}
        <Text size="sm" c="dimmed">
          {t("content.counts", {
            likes: article.like_count,
            comments: article.comment_count,
            views: article.view_count,
          })}
        </Text>
      </Group>
    </Group>
  );
}

/** The item's tags, each linking to the list of items carrying it. */
export function ArticleTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap="xs" component="ul" className="plain-list" aria-label={t("cms.tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge
            variant="light"
            component={Link}
            to={`/appcms/cmslist?list_type=tag&tag=${encodeURIComponent(tag)}`}
            style={{ cursor: "pointer", textTransform: "none" }}
          >
            #{tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
