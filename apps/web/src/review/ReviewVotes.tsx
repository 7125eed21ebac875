import type { ReviewVote } from "@icms/protocol";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AddressText } from "../ui/AddressText";
import { RelativeTime } from "../ui/RelativeTime";

/** The members' decisions on an item so far: who, which, why and when. */
export function ReviewVotes({ votes }: { votes: ReviewVote[] }) {
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
