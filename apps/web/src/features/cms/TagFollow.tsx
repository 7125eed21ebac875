import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { useRequireLogin } from "../../session/use-require-login";
import { useFollowTag, useTag } from "../../queries/content";

/** A tag's counts and a button to follow it (`tags_add_follow`); nothing for an unknown tag. */
export function TagFollow({ name }: { name: string }) {
  const { t } = useTranslation();
  const tag = useTag(name);
  const follow = useFollowTag(name);
  const requireLogin = useRequireLogin();
  const data = tag.data;
  if (!data) return null;

  const toggle = () => {
    if (!requireLogin()) return;
    follow.mutate(data.tag_id, {
      onSuccess: (result) =>
        toast({ message: t(result.is_follow ? "content.followed" : "content.unfollowed"), type: "success" }),
      onError: showError,
    });
  };
  const label = data.is_follow ? t("content.following") : t("content.follow");

  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {t("cms.tag.counts", { followers: data.follow_count, articles: data.article_count })}
      </Text>
      <Button
        size="xs"
        variant={data.is_follow ? "default" : "filled"}
        aria-pressed={data.is_follow}
        aria-label={`${label} #${data.name}`}
        loading={follow.isPending}
        onClick={toggle}
      >
        {label}
      </Button>
    </Group>
  );
}
