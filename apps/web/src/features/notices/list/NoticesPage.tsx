import type { NoticeTab } from "@icms/protocol";
import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Switch, Tabs } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { showError, toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useNoticeCounts } from "../live/use-notice-counts";
import { NOTICE_SETTINGS_PATH } from "../paths";
import { isNoticeTab, NOTICE_TAB_LIST, PAGE_SIZE, useListsFollowLive, useMarkAllRead, useNoticeList } from "../queries";
import { NoticeList } from "./NoticeList";

/**
 * /ucenter/notices?tab=&unread=1&page=: the message centre. Tabs by kind with their unread
 * counts, the items grouped and paged, an unread-only filter, and "mark all read" for the tab
 * up to the newest item this page has shown (one arriving meanwhile stays unread).
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: NoticeTab = isNoticeTab(tabParam) ? tabParam : "all";
  const unreadOnly = params.get("unread") === "1";
  const page = Math.max(1, idParam(params.get("page")));
  const counts = useNoticeCounts();
  const list = useNoticeList({ tab, unreadOnly, page });
  useListsFollowLive();
  const markAll = useMarkAllRead();
  const items = list.data?.list ?? [];
  // The list comes newest change first: the first item of a tab's first page is the newest seen
  // (its id stands for its change number). Not having seen that page, the badge's latest is.
  const newestSeen = useRef(new Map<NoticeTab, number>());
  if (page === 1 && items[0]) newestSeen.current.set(tab, items[0].id);
  const newest = newestSeen.current.get(tab) ?? counts?.latest_id ?? 0;
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const tabUnread = (name: NoticeTab) => counts?.by_tab[name] ?? 0;

  return (
    <PageFrame
      title={t("notices.title")}
      actions={
        <Anchor component={Link} to={NOTICE_SETTINGS_PATH} size="sm">
          {t("notices.settingsLink")}
        </Anchor>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value && value !== "all" ? value : undefined, page: undefined })}
      >
        <Tabs.List aria-label={t("notices.tabsLabel")} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {NOTICE_TAB_LIST.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                tabUnread(name) > 0 ? (
                  <Badge
                    size="xs"
                    color="red.8"
                    circle={tabUnread(name) < 10}
                    aria-label={t("notices.tabUnread", { count: tabUnread(name) })}
                  >
                    {tabUnread(name)}
                  </Badge>
                ) : null
              }
            >
              {t(`notices.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={t("notices.unreadOnly")}
          checked={unreadOnly}
          onChange={(event) => update({ unread: event.currentTarget.checked ? "1" : undefined, page: undefined })}
        />
        <Button
          variant="light"
          size="sm"
          disabled={tabUnread(tab) === 0 && !items.some((item) => !item.read)}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(
              { tab, upToId: newest || undefined },
              { onSuccess: () => toast({ message: t("notices.allRead"), type: "success" }), onError: showError },
            )
          }
        >
          {t("notices.markAllRead")}
        </Button>
      </Group>
      <Stack gap="md">
        <QueryStatus
          query={list}
          empty={items.length === 0}
          emptyText={unreadOnly ? t("notices.emptyUnread") : t("notices.empty")}
        >
          <Paper withBorder radius="md" px="md" py={4}>
            <NoticeList items={items} />
          </Paper>
        </QueryStatus>
        {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => update({ page: String(next) })} />}
      </Stack>
    </PageFrame>
  );
}
