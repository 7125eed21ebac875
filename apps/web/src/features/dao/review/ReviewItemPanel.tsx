import type { ReviewKind } from "@icms/protocol";
import { Card, Image, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../../../ui/article-content.css";
import { AddressText } from "../../../ui/AddressText";
import { QueryStatus } from "../../../ui/QueryStatus";
import { RelativeTime } from "../../../ui/RelativeTime";
import { NotMemberNotice } from "../../../wallet/membership";
import { ReviewDecisionForm } from "../../../wallet/ReviewDecisionForm";
import { type ReviewDetail, useDecide, useReviewDetail } from "./queries";
import { TallyBadges } from "../../../ui/review/TallyBadges";

/** The picked item: its text, the tally and decisions so far, and the caller's decision. */
export function ReviewItemPanel({ kind, id, onDone }: { kind: ReviewKind; id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useReviewDetail(kind, id);
  const decide = useDecide(kind);
  return (
    <Card withBorder padding="lg" component="article" aria-label={detail.data?.title ?? t("dao.review.item")}>
      <QueryStatus query={detail}>
        {detail.data && (
          <Stack gap="md">
            <Title order={2} size="h3">
              {detail.data.title}
            </Title>
            <TallyBadges review={detail.data.review} />
            {detail.data.cover_url && <Image src={detail.data.cover_url} alt="" radius="sm" mah={200} fit="cover" />}
            <Text c="dimmed">{detail.data.abstract}</Text>
            {detail.data.content && (
              // Cleaned by the gateway when it was saved: safe to render as is.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the gateway
              <div className="article-content" dangerouslySetInnerHTML={{ __html: detail.data.content }} />
            )}
            <Votes votes={detail.data.votes} />
            {detail.data.review.my_decision ? (
              <Text fw={600}>
                {t(detail.data.review.my_decision === "pass" ? "dao.review.youPassed" : "dao.review.youRejected")}
              </Text>
            ) : (
              <ReviewDecisionForm
                kind={kind}
                itemId={id}
                decide={(signed) => decide.mutateAsync({ id, ...signed })}
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

function Votes({ votes }: { votes: ReviewDetail["votes"] }) {
  const { t } = useTranslation();
  if (votes.length === 0) return <Text size="sm">{t("dao.review.noVotes")}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Caption>{t("dao.review.votesCaption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("dao.review.member")}</Table.Th>
            <Table.Th>{t("dao.review.decision")}</Table.Th>
            <Table.Th>{t("dao.review.reason")}</Table.Th>
            <Table.Th>{t("dao.review.when")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {votes.map((vote) => (
            <Table.Tr key={vote.signature}>
              <Table.Td>{vote.nickname || <AddressText address={vote.wallet_addr} />}</Table.Td>
              <Table.Td>{t(vote.decision === "pass" ? "dao.review.pass" : "dao.review.reject")}</Table.Td>
              <Table.Td>{vote.reason}</Table.Td>
              <Table.Td>
                <RelativeTime value={vote.created_at} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
