import { CIRCLE_TYPE_IDS, type CircleType } from "@icms/protocol";
import { Group, Pagination, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { PlanetGrid } from "./PlanetCard";
import { planetPaths } from "./paths";
import { usePlanetList } from "./queries";

const PAGE_SIZE = 12;

function typeParam(value: string | undefined): CircleType | undefined {
  const type = Number(value);
  return (CIRCLE_TYPE_IDS as number[]).includes(type) ? (type as CircleType) : undefined;
}

/** /appsocial/circle_list/{circle_type?}: every planet, or one type's, by members or newest, searchable, paged. */
export function PlanetListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const circleType = typeParam(useParams().circle_type);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const order = params.get("order") === "recent" ? "recent" : "popular";
  const [keyword, setKeyword] = useState("");
  const [search] = useDebouncedValue(keyword.trim(), 300);
  const list = usePlanetList(
    { circle_type: circleType, order, page_size: PAGE_SIZE, ...(search ? { keyword: search } : {}) },
    page,
  );
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  const setQuery = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    if (key !== "page") next.delete("page");
    setParams(next);
  };

  return (
    <PageFrame title={t("routes.CircleList")}>
      <SegmentedControl
        aria-label={t("planets.list.types")}
        value={String(circleType ?? 0)}
        onChange={(value) => navigate(planetPaths.list(Number(value) || undefined))}
        data={[
          { value: "0", label: t("planets.list.allTypes") },
          ...CIRCLE_TYPE_IDS.map((type) => ({ value: String(type), label: t(`planets.list.type.${type}`) })),
        ]}
        style={{ overflowX: "auto", maxWidth: "100%" }}
      />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t("planets.list.search")}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            if (page > 1) setQuery("page", undefined);
          }}
          maxLength={30}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label={t("planets.list.order")}
          value={order}
          onChange={(value) => setQuery("order", value === "recent" ? "recent" : undefined)}
          data={[
            { value: "popular", label: t("planets.list.popular") },
            { value: "recent", label: t("planets.list.recent") },
          ]}
        />
      </Group>
      <Stack gap="md">
        <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("planets.planet.empty")}>
          {list.data && <PlanetGrid planets={list.data.list} />}
        </QueryStatus>
        {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => setQuery("page", String(next))} />}
      </Stack>
    </PageFrame>
  );
}
