import { Alert, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { AccountCard } from "./AccountCard";
import { NoticeList } from "./NoticeList";
import { PostList } from "./PostList";
import { multisendKeys, useAccounts, useNetworks, usePosts } from "./queries";
import { SendForm } from "./SendForm";

/**
 * /ucenter/multipleSend: my connected accounts on social networks (credentials entered once,
 * shown masked), the send of a published item to several of them, and my sends with each
 * target's state, read again while one is on its way, and a notice per failure.
 */
export function MultiSendPage() {
  const { t } = useTranslation();
  const networks = useNetworks();
  const accounts = useAccounts();
  const [page, setPage] = useState(1);
  useNoticesFollowPosts(page);
  const mine = accounts.data ?? [];

  return (
    <PageFrame title={t("routes.MultipleSend")} size="lg">
      <Text c="dimmed">{t("multisend.intro")}</Text>
      <NoticeList />
      <Stack gap="sm" component="section" aria-labelledby="multisend-accounts-title">
        <Title order={2} fz="xl" id="multisend-accounts-title">
          {t("multisend.accounts.title")}
        </Title>
        <QueryStatus query={networks.isError ? networks : accounts} skeletonRows={2}>
          {mine.length === 0 && (
            <Alert color="blue" data-testid="multisend-no-accounts">
              {t("multisend.accounts.none")}
            </Alert>
          )}
          {networks.data && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {networks.data.map((network) => (
                <AccountCard
                  key={network.network}
                  network={network}
                  accounts={mine.filter((account) => account.network === network.network)}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryStatus>
      </Stack>
      {accounts.data && <SendForm accounts={mine} />}
      <PostList page={page} onPage={setPage} />
    </PageFrame>
  );
}

/** A target that changes state may open or close a notice: read the notices again when one does. */
function useNoticesFollowPosts(page: number) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  const posts = usePosts(page);
  const states = (posts.data?.list ?? [])
    .flatMap((post) => post.targets.map((target) => `${target.target_id}:${target.state}`))
    .join(",");
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== states) {
      void queryClient.invalidateQueries({ queryKey: multisendKeys.notices(uid) });
    }
    previous.current = states;
  }, [states, queryClient, uid]);
}
