import type { ReviewTally } from "@icms/protocol";
import { Badge, Card, Grid, Group, Pagination, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { RelativeTime } from "../../../ui/RelativeTime";
import { ProjectBody } from "../ProjectBody";
import { HistoryList } from "../wizard/HistoryList";
import { MembersOnly, NotMemberNotice } from "../../../wallet/membership";
import { ReviewDecisionForm } from "../../../wallet/ReviewDecisionForm";
import { REVIEW_PAGE_SIZE, useDecideProject, useReviewProject, useReviewProjects } from "./review-queries";

function Tally({ review }: { review: ReviewTally }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color="blue" variant="light">
        {t("dao.review.passCount", { count: review.pass_count, quorum: review.quorum })}
      </Badge>
      <Badge color="red" variant="light">
        {t("dao.review.rejectCount", { count: review.reject_count, quorum: review.quorum })}
      </Badge>
    </Group>
  );
}

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
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const list = useReviewProjects(page);
  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("dao.review.waitingCount", { count: total })}
          </Text>
          <QueryStatus query={list} empty={items.length === 0} emptyText={t("dao.review.empty")}>
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {items.map((item) => (
                <li key={item.project_id}>
                  <UnstyledButton
                    onClick={() => setPicked(item.project_id)}
                    aria-pressed={item.project_id === picked}
                    aria-label={t("dao.review.open", { title: item.title })}
                    style={{ display: "block", width: "100%" }}
                  >
                    <Card
                      withBorder
                      padding="sm"
                      bg={item.project_id === picked ? "var(--mantine-color-blue-light)" : undefined}
                    >
                      <Text fw={600} lineClamp={2}>
                        {item.title}
                      </Text>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {item.abstract}
                      </Text>
                      <Group justify="space-between" mt={6} gap="xs">
                        <Text size="xs" c="dimmed">
                          {item.owner.nickname || item.owner.wallet_addr} · <RelativeTime value={item.updated_at} />
                        </Text>
                        <Tally review={item.review} />
                      </Group>
                    </Card>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
            {total > REVIEW_PAGE_SIZE && (
              <Pagination
                value={page}
                onChange={(next) => {
                  setPage(next);
                  setPicked(null);
                }}
                total={Math.ceil(total / REVIEW_PAGE_SIZE)}
              />
            )}
          </QueryStatus>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {picked !== null ? (
          <ReviewPanel key={picked} projectId={picked} onDone={() => setPicked(null)} />
        ) : (
          items.length > 0 && (
            <Card withBorder padding="lg">
              <Text c="dimmed">{t("dao.review.pickOne")}</Text>
            </Card>
          )
        )}
      </Grid.Col>
    </Grid>
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
            <Tally review={detail.data.review} />
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
