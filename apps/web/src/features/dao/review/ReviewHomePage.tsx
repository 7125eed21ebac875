import type { ReviewKind } from "@icms/protocol";
import { Anchor, Card, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ReviewQueueCard } from "../../../review/review-kinds";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { MembersOnly, useXmanStatus } from "../../../wallet/membership";
import { useReviewKinds, useReviewList } from "./queries";

interface Queue extends ReviewQueueCard {
  kind: ReviewKind;
}

/** /icmsdao/icms_dao_autonomy: how much waits in each review queue, with the way to it. */
export function ReviewHomePage() {
  const { t } = useTranslation();
  // Every area's kinds and their cards, in the order their areas give (`review/registered-kinds.ts`).
  const kinds = useReviewKinds();
  const queues: Queue[] = (kinds.data ?? []).flatMap((entry) =>
    entry.cards.map((card) => ({ kind: entry.kind, ...card })),
  );
  return (
    <PageFrame title={t("dao.review.title")}>
      <MembersOnly>
        <Stack gap="md">
          <Text>{t("dao.review.intro")}</Text>
          <QueryStatus query={kinds}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {queues.map((queue) => (
                <QueueCard key={queue.to} queue={queue} />
              ))}
            </SimpleGrid>
          </QueryStatus>
        </Stack>
      </MembersOnly>
    </PageFrame>
  );
}

function QueueCard({ queue }: { queue: Queue }) {
  const { t } = useTranslation();
  const member = useXmanStatus().data?.is_xman === true;
  const list = useReviewList(queue.kind, queue.type, 1, member);
  return (
    <Card withBorder padding="lg">
      <Text fw={600}>{t(queue.label)}</Text>
      {list.isPending ? (
        <Loader size="xs" aria-label={t("dao.review.loading")} />
      ) : (
        <Text size="xl" fw={700}>
          {list.data?.total ?? 0}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("dao.review.waiting")}
      </Text>
      <Anchor component={Link} to={`/icmsdao/icms_dao_autonomy/${queue.to}`} mt="xs">
        {t("dao.review.openQueue", { queue: t(queue.label) })}
      </Anchor>
    </Card>
  );
}
