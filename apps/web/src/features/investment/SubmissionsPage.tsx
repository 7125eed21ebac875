import type { InvestKind, InvestSubmission } from "@icms/protocol";
import { Group, Pagination, SegmentedControl, Stack, Switch } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { ReplyDialog } from "./ReplyDialog";
import { SubmissionCard } from "./SubmissionCard";
import { SUBMISSIONS_PAGE_SIZE, useSubmissions } from "./queries";

type KindFilter = InvestKind | "all";

/** /ucenter/investindex: operators (`answer_invest`) read cooperation forms and guestbook messages and answer them. */
export function SubmissionsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindFilter>("all");
  const [unanswered, setUnanswered] = useState(false);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<InvestSubmission | null>(null);
  const list = useSubmissions(page, kind === "all" ? undefined : kind, unanswered);
  const rows = list.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUBMISSIONS_PAGE_SIZE));
  return (
    <PageFrame title={t("routes.InvestSubmissions")}>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t("investment.admin.kind")}
          value={kind}
          onChange={(value) => {
            setKind(value as KindFilter);
            setPage(1);
          }}
          data={[
            { value: "all", label: t("investment.admin.kindAll") },
            { value: "coop", label: t("investment.admin.kindCoop") },
            { value: "gbook", label: t("investment.admin.kindGbook") },
          ]}
        />
        <Switch
          label={t("investment.admin.unanswered")}
          checked={unanswered}
          onChange={(e) => {
            setUnanswered(e.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      <QueryStatus query={list} empty={rows.length === 0} emptyText={t("investment.admin.empty")}>
        <Stack gap="sm">
          {rows.map((item) => (
            <SubmissionCard key={`${item.kind}-${item.submission_id}`} item={item} onReply={() => setAnswering(item)} />
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Stack>
      </QueryStatus>
      {answering && <ReplyDialog submission={answering} onClose={() => setAnswering(null)} />}
    </PageFrame>
  );
}
