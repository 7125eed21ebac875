import type { WithdrawRecord, WithdrawStatus } from "@icms/protocol";
import { Badge, Button, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../ui/DataTable";
import { formatTokenAmount } from "../../ui/token-amount";
import { TxHash } from "../../ui/TxHash";
import { PAGE_SIZE, useWithdrawals } from "./queries";
import { SectionCard } from "../../ui/SectionCard";

const STATUS_COLOR: Record<WithdrawStatus, string> = { open: "yellow.9", paid: "green.9", expired: "gray.7" };

interface WithdrawRecordsProps {
  busy: boolean;
  /** Claims an open withdrawal again (its voucher is still valid until the deadline). */
  onClaim(withdrawId: number): void;
}

/** The payout's transaction, or for an open withdrawal still valid, the button that claims it again. */
function RecordHash({ row, busy, onClaim }: WithdrawRecordsProps & { row: WithdrawRecord }) {
  const { t } = useTranslation();
  if (row.tx_hash) return <TxHash hash={row.tx_hash} />;
  if (row.status === "open" && row.deadline > Date.now() / 1000) {
    return (
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
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t("income.records.noHash")}
    </Text>
  );
}

/** My withdrawals, ten a page: date, amount, status and the transaction hash once the vault paid. */
export function WithdrawRecords({ busy, onClaim }: WithdrawRecordsProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useWithdrawals(page);
  const total = records.data?.total ?? 0;
  return (
    <SectionCard titleId="withdraw-records-title" title={t("income.records.title")}>
      <DataTable
        status={{
          query: records,
          skeletonRows: 2,
          empty: total === 0,
          emptyText: <span data-testid="withdraw-records-empty">{t("income.records.empty")}</span>,
        }}
        rows={records.data?.list ?? []}
        rowKey={(row) => row.withdraw_id}
        rowProps={(row) => ({ "data-testid": `withdraw-record-${row.withdraw_id}` })}
        columns={[
          {
            header: t("income.records.date"),
            cell: (row) => new Date(row.paid_at ?? row.created_at).toLocaleString(i18n.language),
          },
          {
            header: t("income.records.amount"),
            cell: (row) => `${formatTokenAmount(row.amount, 8, i18n.language)} ${row.coin}`,
            // An amount and its coin stay on one line; the table scrolls sideways on a phone.
            nowrap: true,
          },
          {
            header: t("income.records.status"),
            cell: (row) => (
              <Badge variant="light" color={STATUS_COLOR[row.status]} data-testid="withdraw-status">
                {t(`income.records.statuses.${row.status}`)}
              </Badge>
            ),
          },
          { header: t("income.records.hash"), cell: (row) => <RecordHash row={row} busy={busy} onClaim={onClaim} /> },
        ]}
        minWidth={560}
        testId="withdraw-records"
        paging={{ page, pageSize: PAGE_SIZE, total, onChange: setPage }}
      />
    </SectionCard>
  );
}
