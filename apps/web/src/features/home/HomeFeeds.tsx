import { ARTICLE_TYPE, type ArticleSummary } from "@icms/protocol";
import { Anchor, Avatar, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryStatus } from "../../ui/QueryStatus";
import { ArticleCard } from "../../ui/content/ArticleCard";
import { displayName } from "../../ui/content/AuthorBadge";
import { userPath } from "../../app/paths";
import { pagedItems, type ArticleFilter, useArticleHead, useSpecialFeed } from "../../queries/content";
import { SpecialCard } from "../../ui/content/SpecialCard";
import { useLatestUsers } from "../../queries/follows";

function FeedSection({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={2} id={headingId} fz="xl">
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more} size="sm" aria-label={`${t("feeds.more")} ${title}`}>
            {t("feeds.more")}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

function ArticleTiles({ filter, size }: { filter: ArticleFilter; size: number }) {
  const { t } = useTranslation();
  const head = useArticleHead({ ...filter, page_size: size });
  const items: ArticleSummary[] = head.data?.list ?? [];
  return (
    <QueryStatus query={head} empty={items.length === 0} emptyText={t("content.emptyList")} skeletonRows={1}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {items.map((article) => (
          <ArticleCard key={article.article_id} article={article} layout="tile" headingLevel={3} />
        ))}
      </SimpleGrid>
    </QueryStatus>
  );
}

function SpecialTiles() {
  const { t } = useTranslation();
  const feed = useSpecialFeed({ page_size: 3 });
  const items = (feed.data?.pages[0]?.list ?? []).slice(0, 3);
  return (
    <QueryStatus
      query={feed}
      empty={pagedItems(feed.data).length === 0}
      emptyText={t("feeds.specialsEmpty")}
      skeletonRows={1}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {items.map((special) => (
          <SpecialCard key={special.special_id} special={special} headingLevel={3} />
        ))}
      </SimpleGrid>
    </QueryStatus>
  );
}

function NewMembers() {
  const { t } = useTranslation();
  const users = useLatestUsers(12);
  const list = users.data ?? [];
  return (
    <QueryStatus query={users} empty={list.length === 0} emptyText={t("feeds.noMembers")} skeletonRows={1}>
      <Group gap="md" component="ul" className="plain-list">
        {list.map((user) => (
          <li key={user.uid}>
            <Tooltip label={displayName(user)}>
              <Anchor component={Link} to={userPath(user.uid)} aria-label={displayName(user)}>
                <Avatar src={user.avatar_url || null} size={48} radius="xl" alt="">
                  {displayName(user).slice(0, 1).toUpperCase()}
                </Avatar>
              </Anchor>
            </Tooltip>
          </li>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t("feeds.membersHint")}
      </Text>
    </QueryStatus>
  );
}

/** The live part of the home page: the newest articles, videos, HowTos, specials and members. */
export function HomeFeeds() {
  const { t } = useTranslation();
  return (
    <Stack gap={40}>
      <FeedSection title={t("feeds.articles")} more="/appcms/spacex_article">
        <ArticleTiles filter={{ article_type: ARTICLE_TYPE.article }} size={6} />
      </FeedSection>
      <FeedSection title={t("feeds.videos")} more="/appcms/spacex_video">
        <ArticleTiles filter={{ article_type: ARTICLE_TYPE.video }} size={3} />
      </FeedSection>
      <FeedSection title={t("feeds.howtos")} more="/appcms/compass_howto">
        <ArticleTiles filter={{ is_howto: 1 }} size={3} />
      </FeedSection>
      <FeedSection title={t("feeds.specials")} more="/appcms/special_list">
        <SpecialTiles />
      </FeedSection>
      <FeedSection title={t("feeds.members")}>
        <NewMembers />
      </FeedSection>
    </Stack>
  );
}
