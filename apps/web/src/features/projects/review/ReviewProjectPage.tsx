import { Card, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { ReviewQueueLayout } from "../../../ui/review/ReviewQueueLayout";
import { TallyBadges } from "../../../ui/review/TallyBadges";
import { ProjectBody } from "../ProjectBody";
import { HistoryList } from "../wizard/HistoryList";
import { MembersOnly, NotMemberNotice } from "../../../wallet/membership";
import { ReviewDecisionForm } from "../../../wallet/ReviewDecisionForm";
import { REVIEW_PAGE_SIZE, useDecideProject, useReviewProject, useReviewProjects } from "./review-queries";

/** /icmsdao/icms_dao_autonomy/project: projects waiting in the members' review, and the signed decision. */
export function ReviewProjectPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("projects.review.title")}>
      <MembersOnly>
        <ReviewQueue />
      </MembersOnly>
    </PageFrame>
  );
}

function ReviewQueue() {
  const [page, setPage] = useState(1);
  const list = useReviewProjects(page);
  return (
    <ReviewQueueLayout
      query={list}
      entries={(list.data?.list ?? []).map((item) => ({
        id: item.project_id,
        title: item.title,
        abstract: item.abstract,
        by: item.owner.nickname || item.owner.wallet_addr,
        at: item.updated_at,
        review: item.review,
      }))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={REVIEW_PAGE_SIZE}
      onPage={setPage}
      panel={(id, onDone) => <ReviewPanel projectId={id} onDone={onDone} />}
    />
  );
}

function ReviewPanel({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useReviewProject(projectId);
  const decide = useDecideProject();
  return (
    <Card withBorder padding="lg" component="article" aria-label={detail.data?.title ?? t("dao.review.item")}>
      <QueryStatus query={detail}>
        {detail.data && (
          <Stack gap="md">
            <Title order={2} size="h3">
              {detail.data.title}
            </Title>
            <TallyBadges review={detail.data.review} />
            <ProjectBody project={detail.data} />
            <HistoryList history={detail.data.history} />
            {detail.data.review.my_decision ? (
              <Text fw={600}>
                {t(detail.data.review.my_decision === "pass" ? "dao.review.youPassed" : "dao.review.youRejected")}
              </Text>
            ) : (
              <ReviewDecisionForm
                kind="project"
                itemId={projectId}
                decide={(signed) => decide.mutateAsync({ project_id: projectId, ...signed })}
                onDone={onDone}
                notMember={<NotMemberNotice />}
              />
            )}
          </Stack>
        )}
      </QueryStatus>
    </Card>
  );
}
