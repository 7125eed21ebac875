import type { ReviewVote } from "@icms/protocol";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AddressText } from "../ui/AddressText";
import { RelativeTime } from "../ui/RelativeTime";

/** The staked NFTs a decision speaks for: how many, and which when they were recorded. */
const nftsOf = (vote: ReviewVote) =>
  vote.token_ids.length > 0 ? `${vote.weight} (${vote.token_ids.map((id) => `#${id}`).join(", ")})` : `${vote.weight}`;

/** The members' decisions on an item so far: who, which, for how many NFTs, why and when. */
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
            <Table.Th>{t("dao.review.nfts")}</Table.Th>
            <Table.Th>{t("dao.review.reason")}</Table.Th>
            <Table.Th>{t("dao.review.when")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {votes.map((vote) => (
            <Table.Tr key={vote.signature}>
              <Table.Td>{vote.nickname || <AddressText address={vote.wallet_addr} />}</Table.Td>
              <Table.Td>{t(vote.decision === "pass" ? "dao.review.pass" : "dao.review.reject")}</Table.Td>
              <Table.Td>{nftsOf(vote)}</Table.Td>
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
