import { Alert, Avatar, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSignedIn, useSession } from "../../session/session-store";
import { AddressText } from "../../ui/AddressText";
import { shortAddress } from "../../ui/address";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { PAGE_SIZE, useRankList, useScoreTotal } from "./queries";

/** Whether a nickname is empty or only a short form of the address (the first nickname a wallet gets). */
function addressOnly(nickname: string, wallet: string): boolean {
  const name = nickname.toLowerCase();
  const address = wallet.toLowerCase();
  return (
    !name || name === shortAddress(address).toLowerCase() || name === `${address.slice(0, 6)}…${address.slice(-4)}`
  );
}

/** /rank_list: contributors by all-time contribution score, ten a page, with my own place marked. */
export function RankListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  const rank = useRankList(page);
  const mine = useScoreTotal();
  const me = session.walletAddr?.toLowerCase() ?? null;
  const total = rank.data?.total ?? 0;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <PageFrame title={t("income.rank.title")}>
      <Text c="dimmed">{t("income.rank.intro")}</Text>
      {isSignedIn(session) && mine.data && (
        <Alert color={mine.data.rank === null ? "gray" : "grape"} data-testid="rank-mine">
          {mine.data.rank === null
            ? t("income.rank.mineUnranked")
            : t("income.rank.mine", { rank: mine.data.rank, score: number.format(mine.data.score) })}
        </Alert>
      )}
      <QueryStatus query={rank} empty={total === 0} emptyText={t("income.rank.empty")}>
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" data-testid="rank-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("income.rank.rank")}</Table.Th>
                  <Table.Th>{t("income.rank.member")}</Table.Th>
                  <Table.Th ta="end">{t("income.rank.score")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rank.data?.list.map((row) => {
                  const isMe = me !== null && row.wallet_addr.toLowerCase() === me;
                  const named = addressOnly(row.nickname, row.wallet_addr) ? "" : row.nickname;
                  return (
                    <Table.Tr
                      key={row.wallet_addr}
                      bg={isMe ? "var(--mantine-color-grape-light)" : undefined}
                      aria-current={isMe ? "true" : undefined}
                      data-testid={isMe ? "rank-row-me" : "rank-row"}
                    >
                      <Table.Td fw={700}>{row.rank}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Avatar src={row.avatar_url || null} size="sm" radius="xl" alt="" />
                          <Stack gap={0}>
                            <Text size="sm">
                              {named || <AddressText address={row.wallet_addr} size="sm" />}
                              {isMe && (
                                <Text span size="xs" fw={700} c="grape.9" ml={6}>
                                  ({t("income.rank.you")})
                                </Text>
                              )}
                            </Text>
                            {named && <AddressText address={row.wallet_addr} size="xs" c="dimmed" />}
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="end">{number.format(row.score)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > PAGE_SIZE && (
            <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
          )}
        </Stack>
      </QueryStatus>
    </PageFrame>
  );
}
