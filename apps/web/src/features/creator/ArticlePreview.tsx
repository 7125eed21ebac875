import type { ArticleSummary } from "@icms/protocol";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ArticleCard } from "../../ui/content/ArticleCard";
import { useSession } from "../../session/session-store";
import { useMyProfile } from "../../queries/profile";
import { splitTags } from "@icms/protocol";
import type { ArticleValues } from "./write-form";

/** How the item will look in lists, from what the form holds now. */
export function ArticlePreview({
  values,
  articleType,
  isHowto,
}: {
  values: ArticleValues;
  articleType: 1 | 2;
  isHowto: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useMyProfile();
  const now = new Date().toISOString();
  const article: ArticleSummary = {
    article_id: 0,
    article_type: articleType,
    is_howto: isHowto ? 1 : 0,
    lang: values.lang || "en",
    title: values.title.trim() || t("write.previewUntitled"),
    abstract: values.abstract.trim(),
    cover_url: values.cover_url,
    video_url: values.video_url,
    tags: splitTags(values.tags),
    special_id: null,
    special_name: "",
    author: {
      uid: Number(session.uid ?? 0),
      nickname: profile.data?.nickname ?? "",
      avatar_url: profile.data?.avatar_url ?? "",
      wallet_addr: profile.data?.wallet_addr ?? session.walletAddr ?? "",
    },
    like_count: 0,
    comment_count: 0,
    collect_count: 0,
    view_count: 0,
    status: "audit",
    is_open: values.is_open ? 1 : 0,
    created_at: now,
    updated_at: now,
    published_at: null,
  };
  return (
    <Stack gap="xs" component="section" aria-label={t("write.preview")} inert>
      <Title order={2} fz="md">
        {t("write.preview")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("write.previewHint")}
      </Text>
      <ArticleCard article={article} headingLevel={3} />
    </Stack>
  );
}
