import type { WithdrawStatus } from "@icms/protocol";
import { Badge, Button, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../ui/QueryStatus";
import { formatTokenAmount } from "../../ui/token-amount";
import { TxHash } from "../../ui/TxHash";
import { PAGE_SIZE, useWithdrawals } from "./queries";

const STATUS_COLOR: Record<WithdrawStatus, string> = { open: "yellow.9", paid: "green.9", expired: "gray.7" };

interface WithdrawRecordsProps {
  busy: boolean;
  /** Claims an open withdrawal again (its voucher is still valid until the deadline). */
  onClaim(withdrawId: number): void;
}

/** My withdrawals, ten a page: date, amount, status and the transaction hash once the vault paid. */
export function WithdrawRecords({ busy, onClaim }: WithdrawRecordsProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useWithdrawals(page);
  const total = records.data?.total ?? 0;
  const now = Date.now() / 1000;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="withdraw-records-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="withdraw-records-title">
          {t("income.records.title")}
        </Title>
        <QueryStatus
          query={records}
          skeletonRows={2}
          empty={total === 0}
          emptyText={<span data-testid="withdraw-records-empty">{t("income.records.empty")}</span>}
        >
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" data-testid="withdraw-records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("income.records.date")}</Table.Th>
                  <Table.Th>{t("income.records.amount")}</Table.Th>
                  <Table.Th>{t("income.records.status")}</Table.Th>
                  <Table.Th>{t("income.records.hash")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.data?.list.map((row) => (
                  <Table.Tr key={row.withdraw_id} data-testid={`withdraw-record-${row.withdraw_id}`}>
                    <Table.Td>{new Date(row.paid_at ?? row.created_at).toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>
                      {formatTokenAmount(row.amount, 8, i18n.language)} {row.coin}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[row.status]} data-testid="withdraw-status">
                        {t(`income.records.statuses.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.tx_hash ? (
                        <TxHash hash={row.tx_hash} />
                      ) : row.status === "open" && row.deadline > now ? (
                        <Button
                          size="xs"
                          variant="light"
                          disabled={busy}
                          onClick={() => onClaim(row.withdraw_id)}
                          aria-label={t("income.withdraw.resumeLabel", { id: row.withdraw_id })}
                          data-testid={`withdraw-resume-${row.withdraw_id}`}
                        >
                          {t("income.withdraw.resume")}
                        </Button>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("income.records.noHash")}
                        </Text>
                      )}
                    </Table.Td>
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
