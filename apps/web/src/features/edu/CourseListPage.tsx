import { Group, Pagination, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { CourseGrid } from "./CourseCard";
import { eduPaths } from "./paths";
import { type CourseListFilter, useCourseCategories, useCourseList } from "./queries";
import "./edu.css";

const PAGE_SIZE = 12;
const ORDERS = ["recent", "popular", "rating"] as const;

/** /appedu/course_list/:cate_id?: online courses of a category (all without one), filtered and paged. */
export function CourseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cateId = idParam(useParams().cate_id ?? null);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, idParam(params.get("page")));
  const order = (ORDERS as readonly string[]).includes(params.get("order") ?? "")
    ? (params.get("order") as CourseListFilter["order"])
    : "recent";
  const price = params.get("is_free");
  const keyword = params.get("keyword") ?? "";
  const [typed, setTyped] = useState(keyword);
  const categories = useCourseCategories();
  const list = useCourseList({
    page,
    page_size: PAGE_SIZE,
    order,
    ...(cateId ? { cate_id: cateId } : {}),
    ...(price === "1" || price === "0" ? { is_free: Number(price) } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const category = categories.data?.find((c) => c.cate_id === cateId);
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in change)) next.delete("page");
    setParams(next);
  };
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);

  return (
    <PageFrame title={category?.name ?? t("routes.CourseList")} size="xl">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("edu.category")}
          value={String(cateId)}
          onChange={(value) => navigate(`${eduPaths.list(Number(value) || undefined)}?${params.toString()}`)}
          data={[
            { value: "0", label: t("edu.allCourses") },
            ...(categories.data ?? []).map((c) => ({ value: String(c.cate_id), label: c.name })),
          ]}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t("edu.priceFilter")}
          value={price === "1" || price === "0" ? price : "all"}
          onChange={(value) => update({ is_free: value === "all" ? undefined : (value ?? undefined) })}
          data={[
            { value: "all", label: t("edu.priceAll") },
            { value: "1", label: t("edu.free") },
            { value: "0", label: t("edu.paid") },
          ]}
          allowDeselect={false}
          w={140}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update({ keyword: typed.trim() });
          }}
        >
          <TextInput
            label={t("edu.search")}
            type="search"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </form>
      </Group>
      <SegmentedControl
        aria-label={t("edu.orderLabel")}
        value={order}
        onChange={(value) => update({ order: value })}
        data={ORDERS.map((value) => ({ value, label: t(`edu.order.${value}`) }))}
        style={{ alignSelf: "flex-start" }}
      />
      <Stack gap="md">
        <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("edu.empty")}>
          {list.data && <CourseGrid courses={list.data.list} />}
        </QueryStatus>
        {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => update({ page: String(next) })} />}
      </Stack>
    </PageFrame>
  );
}
