import { KOL_SORTS, type KolSort } from "@icms/protocol";
import { Button, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { pagedItems } from "../../queries/content";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { KolGrid } from "./KolCard";
import { kolPaths } from "./paths";
import { countryNamer, useCountries, useKolList } from "./queries";

const sortOf = (value: string | null): KolSort =>
  (KOL_SORTS as readonly string[]).includes(value ?? "") ? (value as KolSort) : "score";

/** /icmsdao/kolList: approved KOLs by score, likes or newest, filtered by country and tag, loading more at the end. */
export function KolListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const country = params.get("country") || undefined;
  const tag = params.get("tag")?.trim() || undefined;
  const sort = sortOf(params.get("sort"));
  const countries = useCountries();
  const countryName = countryNamer(countries.data);
  const list = useKolList({ sort, ...(country ? { country } : {}), ...(tag ? { tag } : {}) });
  const kols = pagedItems(list.data);
  const [tagText, setTagText] = useState(tag ?? "");
  // A tag picked on a card replaces what was typed.
  useEffect(() => setTagText((typed) => (typed.trim() === (tag ?? "") ? typed : (tag ?? ""))), [tag]);

  const setQuery = (key: string, value: string | undefined) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === "tag" },
    );
  };
  const searchTag = useDebouncedCallback((value: string) => setQuery("tag", value.trim() || undefined), 300);

  return (
    <PageFrame
      title={t("routes.KolList")}
      actions={
        <Button component={Link} to={kolPaths.apply()}>
          {t("kol.becomeKol")}
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t("kol.list.country")}
          placeholder={t("kol.list.allCountries")}
          data={countries.data?.map((c) => ({ value: c.code, label: c.name })) ?? []}
          value={country ?? null}
          onChange={(value) => setQuery("country", value ?? undefined)}
          searchable
          clearable
          nothingFoundMessage={t("kol.list.noCountry")}
          style={{ flex: 1, minWidth: 200 }}
        />
        <TextInput
          label={t("kol.list.tag")}
          value={tagText}
          onChange={(event) => {
            setTagText(event.currentTarget.value);
            searchTag(event.currentTarget.value);
          }}
          maxLength={30}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label={t("kol.list.sort")}
          value={sort}
          onChange={(value) => setQuery("sort", value === "score" ? undefined : value)}
          data={KOL_SORTS.map((value) => ({ value, label: t(`kol.list.sorts.${value}`) }))}
        />
      </Group>
      <QueryStatus query={list} empty={kols.length === 0} emptyText={t("kol.list.empty")}>
        <InfiniteList
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          <KolGrid kols={kols} countryName={countryName} />
        </InfiniteList>
      </QueryStatus>
    </PageFrame>
  );
}
