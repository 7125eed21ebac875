import { Pagination, SegmentedControl, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { EntryList } from "./EntryList";
import { useWikiCategories, useWikiList } from "./queries";

const PAGE_SIZE = 20;

/** /appcms/compass_wiki?category_id=: a category's entries (all of them without one), paged. */
export function WikiListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = idParam(params.get("category_id"));
  const page = Math.max(1, idParam(params.get("page")));
  const categories = useWikiCategories();
  const list = useWikiList({ category_id: categoryId || undefined, page, page_size: PAGE_SIZE });
  const category = categories.data?.find((c) => c.category_id === categoryId);
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  return (
    <PageFrame title={category?.name ?? t("routes.CompassWiki")}>
      {categories.data && (
        <SegmentedControl
          aria-label={t("wiki.categories")}
          value={String(categoryId)}
          onChange={(value) => update({ category_id: value === "0" ? undefined : value, page: undefined })}
          data={[
            { value: "0", label: t("wiki.allCategories") },
            ...categories.data.map((c) => ({ value: String(c.category_id), label: c.name })),
          ]}
          style={{ overflowX: "auto", maxWidth: "100%" }}
        />
      )}
      <Stack gap="md">
        <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("wiki.empty")}>
          {list.data && <EntryList entries={list.data.list} />}
        </QueryStatus>
        {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => update({ page: String(next) })} />}
      </Stack>
    </PageFrame>
  );
}
