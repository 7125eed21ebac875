import type { MultisendNotice } from "@icms/protocol";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showError, toast } from "../../ui/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { networkKey, reasonKey } from "./labels";
import { itemPath } from "./PostList";
import { useDismissNotice, useNotices, useRetry } from "./queries";

/**
 * One notice per failed or unknown target: what happened, links to the item and to the post,
 * a retry (after a confirm when the target is unknown: it may already be posted) and a dismiss.
 */
export function NoticeList() {
  const { t } = useTranslation();
  const notices = useNotices();
  const retry = useRetry();
  const dismiss = useDismissNotice();
  const [confirming, setConfirming] = useState<MultisendNotice | null>(null);

  const send = (notice: MultisendNotice, confirm: 0 | 1) =>
    retry.mutate(
      { target_id: notice.target.target_id, confirm },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({ message: t("multisend.posts.retried"), type: "success" });
        },
        onError: (error) => {
          setConfirming(null);
          showError(error);
        },
      },
    );

  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t("multisend.posts.notices")} data-testid="multisend-notices">
      {notices.data.map((notice) => {
        const { target, item } = notice;
        const network = t(networkKey(target.network));
        const unknown = target.state === "unknown";
        return (
          <Alert
            key={notice.notice_id}
            color={unknown ? "orange" : "red"}
            role="alert"
            data-testid="multisend-notice"
            title={
              unknown
                ? t("multisend.posts.unknownNotice", { title: item.title, network })
                : t("multisend.posts.failedNotice", {
                    title: item.title,
                    network,
                    reason: t(reasonKey(target.error_kind ?? "rejected")),
                  })
            }
          >
            <Stack gap="xs">
              {unknown && <Text size="sm">{t("multisend.posts.unknownHelp")}</Text>}
              <Group gap="sm" wrap="wrap">
                <Anchor component={Link} to={itemPath(item)} size="sm">
                  {t("multisend.posts.itemLink")}
                </Anchor>
                {target.remote_url && (
                  <Anchor href={target.remote_url} target="_blank" rel="noopener noreferrer" size="sm">
                    {t("multisend.posts.postLink", { network })}
                  </Anchor>
                )}
                <Button
                  size="xs"
                  loading={retry.isPending && retry.variables?.target_id === target.target_id}
                  aria-label={t("multisend.posts.retryNamed", { network, title: item.title })}
                  onClick={() => (unknown ? setConfirming(notice) : send(notice, 0))}
                >
                  {t("multisend.posts.retry")}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  loading={dismiss.isPending && dismiss.variables === notice.notice_id}
                  aria-label={t("multisend.posts.dismissNamed", { network, title: item.title })}
                  onClick={() => dismiss.mutate(notice.notice_id, { onError: (error) => showError(error) })}
                >
                  {t("multisend.posts.dismiss")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
      <ConfirmDialog
        opened={confirming !== null}
        title={t("multisend.posts.retryUnknownTitle")}
        body={t("multisend.posts.retryUnknownBody", {
          network: confirming ? t(networkKey(confirming.target.network)) : "",
        })}
        confirmLabel={t("multisend.posts.retryUnknownConfirm")}
        busy={retry.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming, 1)}
      />
    </Stack>
  );
}
