import { ARTICLE_TYPE } from "@icms/protocol";
import { Avatar, Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AddressText } from "../../ui/AddressText";
import { CreatorCounts } from "../../ui/CreatorCounts";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { ArticleFeed } from "../../ui/content/ArticleFeed";
import { displayName } from "../../ui/content/AuthorBadge";
import { idParam } from "../../app/paths";
import { FollowButton } from "../../ui/content/FollowButton";
import { useFollowInfo } from "../../queries/follows";
import { UserList } from "./UserList";

const TABS = ["articles", "videos", "following", "fans"] as const;
type Tab = (typeof TABS)[number];

/** /my?uid=: a user's profile, follow and fan counts, a follow button, and their content. */
export function UserHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const uid = idParam(params.get("uid"));
  const info = useFollowInfo(uid);
  const user = info.data;
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "articles";
  const setTab = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("tab", value ?? "articles");
      return next;
    });

  return (
    <PageFrame title={user ? displayName(user) : t("routes.My")}>
      {!uid && <Text c="dimmed">{t("follows.noUser")}</Text>}
      {uid > 0 && (
        <QueryStatus query={info} skeletonRows={1}>
          {user && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg">
                <Group justify="space-between" align="flex-start">
                  <Group wrap="nowrap" align="flex-start">
                    <Avatar src={user.avatar_url || null} size={72} radius="xl" alt="">
                      {displayName(user).slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Stack gap={4}>
                      <AddressText address={user.wallet_addr} size="sm" c="dimmed" />
                      {user.bio && <Text>{user.bio}</Text>}
                      <CreatorCounts uid={user.uid} />
                      <Group gap="lg">
                        <Text size="sm">{t("follows.followCount", { count: user.follow_count })}</Text>
                        <Text size="sm">{t("follows.fansCount", { count: user.fans_count })}</Text>
                        {user.is_fans && (
                          <Text size="sm" c="dimmed">
                            {t("follows.followsYou")}
                          </Text>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                  <FollowButton uid={user.uid} following={user.is_follow} name={displayName(user)} size="sm" />
                </Group>
              </Paper>
              <Tabs value={tab} onChange={setTab}>
                <Tabs.List>
                  {TABS.map((value) => (
                    <Tabs.Tab key={value} value={value}>
                      {t(`follows.tabs.${value}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value={tab} pt="md">
                  {tab === "articles" && <ArticleFeed filter={{ uid, article_type: ARTICLE_TYPE.article }} />}
                  {tab === "videos" && <ArticleFeed filter={{ uid, article_type: ARTICLE_TYPE.video }} layout="tile" />}
                  {(tab === "following" || tab === "fans") && <UserList key={tab} kind={tab} uid={uid} />}
                </Tabs.Panel>
              </Tabs>
            </Stack>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
