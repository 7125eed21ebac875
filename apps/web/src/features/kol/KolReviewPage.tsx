import { Code, type KolApplication, type KolReviewAction } from "@icms/protocol";
import { Pagination, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { countryNamer, REVIEW_PAGE_SIZE, type ReviewTab, useCountries, useReviewList } from "./queries";
import { ReviewCard } from "./ReviewCard";
import { ReviewDialog } from "./ReviewDialog";

const TABS: ReviewTab[] = ["under_review", "approved", "not_approved", "offline", "all"];
const tabOf = (value: string | null): ReviewTab =>
  TABS.includes(value as ReviewTab) ? (value as ReviewTab) : "under_review";

/** /ucenter/kol_review: operators holding `review_kol` approve, refuse or take KOLs offline. */
export function KolReviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("state"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useReviewList(tab, page);
  const countries = useCountries();
  const countryName = countryNamer(countries.data);
  const [pending, setPending] = useState<{ application: KolApplication; action: KolReviewAction } | null>(null);
  const pages = Math.ceil((list.data?.total ?? 0) / REVIEW_PAGE_SIZE);
  const denied = (list.error as { code?: number } | null)?.code === Code.PermissionDenied;

  const content = denied ? (
    <Text>{t("kol.review.noPrivilege")}</Text>
  ) : (
    <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("kol.review.empty")}>
      <Stack gap="md" component="ul" className="plain-list">
        {list.data?.list.map((application) => (
          <li key={application.kol_id}>
            <ReviewCard
              application={application}
              countryName={countryName}
              onAction={(action) => setPending({ application, action })}
            />
          </li>
        ))}
      </Stack>
    </QueryStatus>
  );

  return (
    <PageFrame title={t("routes.KolReview")}>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== "under_review" ? { state: next } : {})}
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: "auto", flexWrap: "nowrap" }}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(value === "all" ? "kol.review.all" : `kol.state.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && content}
          </Tabs.Panel>
        ))}
      </Tabs>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setParams({ ...(tab === "under_review" ? {} : { state: tab }), page: String(next) })}
        />
      )}
      {pending && (
        <ReviewDialog application={pending.application} action={pending.action} onClose={() => setPending(null)} />
      )}
    </PageFrame>
  );
}
