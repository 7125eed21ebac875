import { Anchor, Button, Divider, Group, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showError } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { NoticeList } from "../list/NoticeList";
import { NOTICES_PATH, NOTICE_SETTINGS_PATH } from "../paths";
import { POPOVER_SIZE, useListsFollowLive, useMarkAllRead, useNoticeList } from "../queries";

/** The popover's content: the latest items, "mark all read" and the way to the full centre. */
export function NoticePopoverBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const latest = useNoticeList({ tab: "all", unreadOnly: false, page: 1, pageSize: POPOVER_SIZE });
  useListsFollowLive();
  const markAll = useMarkAllRead();
  const items = latest.data?.list ?? [];
  // Newest change first: the first item is the newest seen (one arriving meanwhile stays unread).
  const newest = items[0]?.id ?? 0;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" px={4} pb={4}>
        <Text fw={600}>{t("notices.title")}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={!items.some((item) => !item.read)}
          loading={markAll.isPending}
          onClick={() => markAll.mutate({ tab: "all", upToId: newest || undefined }, { onError: showError })}
        >
          {t("notices.markAllRead")}
        </Button>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto" offsetScrollbars>
        <QueryStatus query={latest} empty={items.length === 0} emptyText={t("notices.empty")} skeletonRows={2}>
          <NoticeList items={items} onOpen={onClose} inPopover />
        </QueryStatus>
      </ScrollArea.Autosize>
      <Divider />
      <Group justify="space-between" px={4} pt={6}>
        <Anchor component={Link} to={NOTICES_PATH} onClick={onClose} size="sm">
          {t("notices.seeAll")}
        </Anchor>
        <Anchor component={Link} to={NOTICE_SETTINGS_PATH} onClick={onClose} size="sm" c="dimmed">
          {t("notices.settingsLink")}
        </Anchor>
      </Group>
    </>
  );
}
