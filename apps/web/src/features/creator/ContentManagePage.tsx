import { CONTENT_STATUSES, type ContentOp, type ContentStatus, LIMITS } from "@icms/protocol";
import { Button, Group, Pagination, Select, Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { BatchBar } from "./BatchBar";
import { articleRow, specialRow, toggleSelected } from "./content-rows";
import { ContentTable } from "./ContentTable";
import { OpConfirm } from "./OpConfirm";
import { useContentStatus, useMyArticles, useMySpecials } from "./queries";

const TABS = ["article", "video", "special"] as const;
type Tab = (typeof TABS)[number];
const STATUSES = CONTENT_STATUSES.filter((status) => status !== "deleted") as Exclude<ContentStatus, "deleted">[];
const WRITE_LINKS: Record<Tab, string> = {
  article: "/ucenter/write_article?article_type=1",
  video: "/ucenter/write_video?article_type=2",
  special: "/ucenter/write_special?article_type=1",
};

/** One tab: the list of the author's items of one kind, with selection and operations. */
function ContentPanel({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Exclude<ContentStatus, "deleted"> | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<{ ids: number[]; op: ContentOp } | null>(null);
  const isSpecial = tab === "special";
  const articles = useMyArticles({ page, status, article_type: tab === "video" ? 2 : 1 }, !isSpecial);
  const specials = useMySpecials({ page, status }, isSpecial);
  const query = isSpecial ? specials : articles;
  const rows = isSpecial ? (specials.data?.list ?? []).map(specialRow) : (articles.data?.list ?? []).map(articleRow);
  const total = query.data?.total ?? 0;
  const change = useContentStatus(isSpecial ? "special" : "article");

  const run = (ids: number[], op: ContentOp, toWallet?: string) => {
    if ((op === "delete" || op === "transfer") && !pending) {
      setPending({ ids, op });
      return;
    }
    change.mutate(
      { ids, op, toWallet },
      {
        onSuccess: (result) => {
          toast({ message: t("manage.done", { op: t(`manage.op.${op}`), count: result.ids.length }), type: "success" });
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          setPending(null);
        },
        onError: (error) => {
          setPending(null);
          showError(error);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Select
          label={t("manage.filterStatus")}
          size="xs"
          w={200}
          value={status ?? "all"}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value && value !== "all" ? (value as Exclude<ContentStatus, "deleted">) : undefined);
            setPage(1);
          }}
          data={[
            { value: "all", label: t("manage.allStatuses") },
            ...STATUSES.map((value) => ({ value, label: t(`content.status.${value}`) })),
          ]}
        />
        <Button component={Link} to={WRITE_LINKS[tab]} variant="light" size="xs">
          {t(`manage.new.${tab}`)}
        </Button>
      </Group>
      <BatchBar
        count={selected.length}
        busy={change.isPending}
        onOp={(op) => run(selected, op)}
        onClear={() => setSelected([])}
      />
      <QueryStatus query={query} empty={rows.length === 0} emptyText={t("manage.empty")}>
        <ContentTable
          caption={t(`manage.tabs.${tab}`)}
          rows={rows}
          selected={selected}
          onToggle={(id) => setSelected((current) => toggleSelected(current, id, LIMITS.batchMaxItems))}
          onToggleAll={(ids, select) =>
            setSelected((current) =>
              select
                ? ids.reduce(
                    (acc, id) => (acc.includes(id) ? acc : toggleSelected(acc, id, LIMITS.batchMaxItems)),
                    current,
                  )
                : current.filter((id) => !ids.includes(id)),
            )
          }
          onOp={run}
        />
        {total > LIMITS.pageSizeDefault && (
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil(total / LIMITS.pageSizeDefault)}
            getControlProps={(control) => ({ "aria-label": t(`manage.page.${control}`) })}
            getItemProps={(item) => ({ "aria-label": t("manage.page.number", { page: item }) })}
          />
        )}
      </QueryStatus>
      <OpConfirm
        op={pending?.op ?? null}
        count={pending?.ids.length ?? 0}
        busy={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(toWallet) => pending && run(pending.ids, pending.op, toWallet)}
      />
    </Stack>
  );
}

/**
 * /ucenter/cmsindex: the author's articles, videos and specials, with online, offline, open,
 * close, resubmit, transfer and delete, one at a time or on up to 10 selected items.
 */
export function ContentManagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "article";
  return (
    <PageFrame title={t("routes.Cmsindex")} size="xl">
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? "article" }, { replace: true })}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`manage.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <ContentPanel key={tab} tab={tab} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
