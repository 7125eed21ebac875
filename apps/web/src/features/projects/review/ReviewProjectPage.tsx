import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../ui/PageFrame";
import { ReviewItemCard } from "../../../review/ReviewItemCard";
import { ReviewQueueLayout } from "../../../review/ReviewQueueLayout";
import { ProjectBody } from "../ProjectBody";
import { HistoryList } from "../wizard/HistoryList";
import { MembersOnly } from "../../../wallet/membership";
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
  const detail = useReviewProject(projectId);
  const decide = useDecideProject();
  return (
    <ReviewItemCard
      kind="project"
      itemId={projectId}
      query={detail}
      item={detail.data}
      decide={(signed) => decide.mutateAsync({ project_id: projectId, ...signed })}
      onDone={onDone}
    >
      {detail.data && (
        <>
          <ProjectBody project={detail.data} />
          <HistoryList history={detail.data.history} />
        </>
      )}
    </ReviewItemCard>
  );
}
