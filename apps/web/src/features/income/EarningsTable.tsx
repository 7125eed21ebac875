import type { IncomeCoin, IncomeRow } from "@icms/protocol";
import { Group, Pagination, Paper, SegmentedControl, Stack, Table, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../ui/QueryStatus";
import { formatTokenAmount } from "../../ui/token-amount";
import { PAGE_SIZE, useEarnings } from "./queries";

const ALL = "all";
/** The coins income is credited in (the protocol's list carries its schemas, which the browser build leaves out). */
const COINS: readonly IncomeCoin[] = ["ICT", "ICMS", "USDT"];

/** My earnings rows, newest first, ten a page: date, amount, type, contribution score, remark. */
export function EarningsTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [coin, setCoin] = useState<IncomeCoin | null>(null);
  const earnings = useEarnings(page, coin);
  const total = earnings.data?.total ?? 0;
  const number = new Intl.NumberFormat(i18n.language);
  /** The settlement's remark in the reader's words: the epoch's mining share, or the NFTs a dividend was paid on. */
  const remark = (row: IncomeRow) => {
    const nfts = /(?:nfts=|dividend:)\s*(\d+)/i.exec(row.remark)?.[1];
    if (row.type === "dividend" && nfts) return t("income.earnings.remarks.dividend", { count: Number(nfts) });
    if (row.type === "mining") return t("income.earnings.remarks.mining", { epoch: row.epoch });
    return row.remark;
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="income-earnings-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="income-earnings-title">
            {t("income.earnings.title")}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t("income.earnings.coin")}
            value={coin ?? ALL}
            onChange={(value) => {
              setCoin(value === ALL ? null : (value as IncomeCoin));
              setPage(1);
            }}
            data={[{ value: ALL, label: t("income.earnings.allCoins") }, ...COINS.map((c) => ({ value: c, label: c }))]}
          />
        </Group>
        <QueryStatus query={earnings} skeletonRows={2} empty={total === 0} emptyText={t("income.earnings.empty")}>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" data-testid="income-earnings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("income.earnings.date")}</Table.Th>
                  <Table.Th>{t("income.earnings.amount")}</Table.Th>
                  <Table.Th>{t("income.earnings.type")}</Table.Th>
                  <Table.Th>{t("income.earnings.score")}</Table.Th>
                  <Table.Th>{t("income.earnings.remark")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {earnings.data?.list.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{row.date}</Table.Td>
                    <Table.Td>
                      {formatTokenAmount(row.amount, 8, i18n.language)} {row.coin}
                    </Table.Td>
                    <Table.Td>{t(`income.earnings.types.${row.type}`)}</Table.Td>
                    <Table.Td>{number.format(row.score)}</Table.Td>
                    <Table.Td>{remark(row)}</Table.Td>
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
