import { Button, Group, Modal, Paper, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { NewsEditorForm, type NewsEditorValues } from "./NewsEditorForm";
import { useNewsFeed, useNotices } from "./news-queries";
import { loadForEdit, useDeleteNewsItem, useOperatorRights, useSaveNewsItem } from "./news-editor-queries";

type Tab = "report" | "flash" | "notices";
interface Row {
  id: number;
  title: string;
  lang: string;
  published_at: string;
}

function NewsEditorList({ tab }: { tab: Tab }) {
  const { t, i18n } = useTranslation();
  const target = tab === "notices" ? "notice" : "news";
  const news = useNewsFeed({ kind: tab === "flash" ? 2 : 1 }, tab !== "notices");
  const notices = useNotices(undefined, tab === "notices");
  const feed = tab === "notices" ? notices : news;
  const rows: Row[] =
    tab === "notices"
      ? pagedItems(notices.data).map((n) => ({
          id: n.announcement_id,
          title: n.title,
          lang: n.lang,
          published_at: n.published_at,
        }))
      : pagedItems(news.data).map((n) => ({
          id: n.information_id,
          title: n.title,
          lang: n.lang,
          published_at: n.published_at,
        }));
  const save = useSaveNewsItem(target);
  const remove = useDeleteNewsItem(target);
  const [editing, setEditing] = useState<{ id: number; values: NewsEditorValues } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const lang = (["zh", "en", "ru"].includes(i18n.language) ? i18n.language : "en") as NewsEditorValues["lang"];
  const blank: NewsEditorValues = {
    ...(tab === "notices" ? {} : { kind: tab === "flash" ? 2 : 1 }),
    lang,
    title: "",
    abstract: "",
    content: "",
  };

  const edit = (id: number) => {
    loadForEdit(target, id).then((values) => setEditing({ id, values }), showError);
  };
  const submit = (values: NewsEditorValues) => {
    if (!editing) return;
    save.mutate(
      { id: editing.id, values },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ message: t("news.admin.saved"), type: "success" });
        },
        onError: showError,
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ message: t("news.admin.deleted"), type: "success" });
      },
      onError: showError,
    });
  };

  return (
    <Stack gap="sm" pt="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ id: 0, values: blank })}>{t("news.admin.create")}</Button>
      </Group>
      <QueryStatus query={feed} empty={rows.length === 0} emptyText={t("news.admin.empty")}>
        <InfiniteList
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        >
          <Stack component="ul" className="plain-list" gap="xs">
            {rows.map((row) => (
              <li key={row.id}>
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text fw={500} style={{ wordBreak: "break-word" }}>
                        {row.title}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {row.lang.toUpperCase()} · <RelativeTime value={row.published_at} />
                      </Text>
                    </div>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => edit(row.id)}
                        aria-label={`${t("news.admin.edit")}: ${row.title}`}
                      >
                        {t("news.admin.edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(row)}
                        aria-label={`${t("news.admin.delete")}: ${row.title}`}
                      >
                        {t("news.admin.delete")}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              </li>
            ))}
          </Stack>
        </InfiniteList>
      </QueryStatus>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t("news.admin.formTitleEdit") : t("news.admin.formTitleNew")}
        size="xl"
        fullScreen={typeof window !== "undefined" && window.innerWidth < 600}
      >
        {editing && (
          <NewsEditorForm
            initial={editing.values}
            pending={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t("news.admin.deleteTitle")}>
        <Text>{t("news.admin.deleteText", { title: deleting?.title ?? "" })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t("news.admin.cancel")}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            {t("news.admin.delete")}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** /ucenter/newsindex: operators publish news, flash news and announcements (their privilege decides which). */
export function NewsEditorPage() {
  const { t } = useTranslation();
  const rights = useOperatorRights();
  const tabs: Tab[] = [
    ...(rights.news ? (["report", "flash"] as const) : []),
    ...(rights.announcements ? (["notices"] as const) : []),
  ];
  const [tab, setTab] = useState<Tab | null>(null);
  const active = tab && tabs.includes(tab) ? tab : tabs[0];
  const label: Record<Tab, string> = {
    report: t("news.admin.tabReport"),
    flash: t("news.admin.tabFlash"),
    notices: t("news.admin.tabNotices"),
  };
  return (
    <PageFrame title={t("routes.Newsindex")}>
      <QueryStatus query={rights.query}>
        {!active ? (
          <Text>{t("news.admin.noPrivilege")}</Text>
        ) : (
          <Tabs value={active} onChange={(value) => setTab(value as Tab)} keepMounted={false}>
            <Tabs.List>
              {tabs.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {label[key]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((key) => (
              <Tabs.Panel key={key} value={key}>
                <NewsEditorList tab={key} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryStatus>
    </PageFrame>
  );
}
