import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { InfiniteList } from "../../ui/InfiniteList";
import { QueryStatus } from "../../ui/QueryStatus";
import { AuthorBadge, displayName } from "../../ui/content/AuthorBadge";
import { pagedItems } from "../../queries/content";
import { FollowButton } from "../../ui/content/FollowButton";
import { useUserList } from "../../queries/follows";

/** The users someone follows, or their fans, with a follow button on each. */
export function UserList({ kind, uid }: { kind: "following" | "fans"; uid: number }) {
  const { t } = useTranslation();
  const list = useUserList(kind, uid);
  const users = pagedItems(list.data);
  return (
    <QueryStatus query={list} empty={users.length === 0} emptyText={t(`follows.${kind}Empty`)}>
      <InfiniteList
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <Stack gap="sm" component="ul" className="plain-list">
          {users.map((user) => (
            <Paper key={user.uid} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <AuthorBadge
                  author={user}
                  size={36}
                  extra={
                    user.bio ? (
                      <Text size="xs" lineClamp={1}>
                        {user.bio}
                      </Text>
                    ) : undefined
                  }
                />
                <FollowButton uid={user.uid} following={user.is_follow} name={displayName(user)} />
              </Group>
            </Paper>
          ))}
        </Stack>
      </InfiniteList>
    </QueryStatus>
  );
}
