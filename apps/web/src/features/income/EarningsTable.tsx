import type { IncomeCoin, IncomeRow } from "@icms/protocol";
import { SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../ui/DataTable";
import { formatTokenAmount } from "../../ui/token-amount";
import { PAGE_SIZE, useEarnings } from "./queries";
import { SectionCard } from "../../ui/SectionCard";

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
    <SectionCard
      titleId="income-earnings-title"
      title={t("income.earnings.title")}
      aside={
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
      }
    >
      <DataTable
        status={{ query: earnings, skeletonRows: 2, empty: total === 0, emptyText: t("income.earnings.empty") }}
        rows={earnings.data?.list ?? []}
        rowKey={(row) => row.id}
        columns={[
          { header: t("income.earnings.date"), cell: (row) => row.date, nowrap: true },
          {
            header: t("income.earnings.amount"),
            cell: (row) => `${formatTokenAmount(row.amount, 8, i18n.language)} ${row.coin}`,
            // An amount and its coin stay on one line; the table scrolls sideways on a phone.
            nowrap: true,
          },
          { header: t("income.earnings.type"), cell: (row) => t(`income.earnings.types.${row.type}`) },
          { header: t("income.earnings.score"), cell: (row) => number.format(row.score) },
          { header: t("income.earnings.remark"), cell: remark },
        ]}
        minWidth={620}
        testId="income-earnings"
        paging={{ page, pageSize: PAGE_SIZE, total, onChange: setPage }}
      />
    </SectionCard>
  );
}
