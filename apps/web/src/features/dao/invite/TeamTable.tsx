import { api } from "@icms/protocol";
import { Group, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../../app/gateway";
import { useSession } from "../../../session/session-store";
import { AddressText } from "../../../ui/AddressText";
import { QueryStatus } from "../../../ui/QueryStatus";
import { saleKeys } from "../dao-info";

const PAGE_SIZE = 10;

/** My team: invitees who bought, with their warrant count and NFTs bought, ten a page. */
export function TeamTable() {
  const { t } = useTranslation();
  const uid = useSession().uid ?? null;
  const [page, setPage] = useState(1);
  const team = useQuery({
    queryKey: saleKeys.team(uid, page),
    queryFn: () => callGateway(api.wallet_msrv.autonomy_team_list, { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = team.data?.total ?? 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invite-team-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="invite-team-title">
            {t("dao.invite.team")}
          </Title>
          <Text size="sm" c="dimmed" data-testid="invite-team-count">
            {t("dao.invite.teamCount", { count: total })}
          </Text>
        </Group>
        <QueryStatus query={team} empty={total === 0} emptyText={t("dao.invite.empty")}>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" data-testid="invite-team">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("dao.invite.wallet")}</Table.Th>
                  <Table.Th>{t("dao.invite.warrants")}</Table.Th>
                  <Table.Th>{t("dao.invite.nfts")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data?.list.map((row) => (
                  <Table.Tr key={row.wallet_addr}>
                    <Table.Td>
                      <AddressText address={row.wallet_addr} size="sm" />
                    </Table.Td>
                    <Table.Td>{row.warrant_count}</Table.Td>
                    <Table.Td>{row.nft_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > PAGE_SIZE && (
            <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
          )}
        </QueryStatus>
      </Stack>
    </Paper>
  );
}
