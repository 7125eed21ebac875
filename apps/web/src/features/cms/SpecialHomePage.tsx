import { Button, Group, Image, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { useRequireLogin } from "../../session/use-require-login";
import { ArticleFeed } from "../../ui/content/ArticleFeed";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { articleTypeParam, idParam } from "../../app/paths";
import { useFollowSpecial, useSpecial } from "../../queries/content";

/** /appcms/special_home?special_id=&article_type=: a special or channel and the items filed in it. */
export function SpecialHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const specialId = idParam(params.get("special_id"));
  const articleType = articleTypeParam(params.get("article_type")) ?? 1;
  const special = useSpecial(specialId);
  const follow = useFollowSpecial(specialId);
  const requireLogin = useRequireLogin();
  const data = special.data;

  const toggleFollow = () => {
    if (!requireLogin()) return;
    follow.mutate(undefined, {
      onSuccess: (result) =>
        toast({ message: t(result.is_follow ? "content.followed" : "content.unfollowed"), type: "success" }),
      onError: showError,
    });
  };

  const setType = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("article_type", value);
      return next;
    });

  return (
    <PageFrame title={data?.name ?? t("routes.SpecialHome")} actions={data && <ShareButton />}>
      {!specialId && <Text c="dimmed">{t("cms.special.missing")}</Text>}
      {specialId > 0 && (
        <QueryStatus query={special} skeletonRows={1}>
          {data && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  {data.cover_url && <Image src={data.cover_url} alt="" w={160} h={100} radius="sm" fit="cover" />}
                  <Stack gap={6} style={{ flex: 1 }}>
                    {data.abstract && <Text>{data.abstract}</Text>}
                    <Group justify="space-between">
                      <AuthorBadge author={data.owner} />
                      <Group gap="sm">
                        <Text size="sm" c="dimmed">
                          {t("content.special.counts", { followers: data.follow_count, articles: data.article_count })}
                        </Text>
                        {!data.is_owner && (
                          <Button
                            size="xs"
                            aria-pressed={data.is_follow}
                            loading={follow.isPending}
                            onClick={toggleFollow}
                          >
                            {data.is_follow ? t("content.following") : t("content.follow")}
                          </Button>
                        )}
                      </Group>
                    </Group>
                  </Stack>
                </Group>
              </Paper>
              <SegmentedControl
                aria-label={t("cms.typeFilter")}
                value={String(articleType)}
                onChange={setType}
                data={[
                  { value: "1", label: t("content.type.article") },
                  { value: "2", label: t("content.type.video") },
                ]}
                style={{ alignSelf: "flex-start" }}
              />
              <ArticleFeed
                key={articleType}
                filter={{ special_id: specialId, article_type: articleType }}
                layout={articleType === 2 ? "tile" : "row"}
              />
            </Stack>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
