import type { NftOrderListRow, NftOrderStatus } from "@icms/protocol";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pagedItems } from "../../../queries/content";
import { DataTable } from "../../../ui/DataTable";
import { InfiniteList } from "../../../ui/InfiniteList";
import { QueryStatus } from "../../../ui/QueryStatus";
import { formatTokenAmount } from "../../../ui/token-amount";
import { TxHash } from "../../../ui/TxHash";
import { useMyNftOrders } from "../dao-info";
import { SectionCard } from "../../../ui/SectionCard";

const STATUS_COLOR: Record<NftOrderStatus, string> = { created: "gray.7", submitted: "yellow.9", paid: "green.9" };

/** How often the list is read again while an order sent lately waits for the indexer. */
const CONFIRMING_POLL_MS = 4_000;

/** An order by its id; a purchase that paid no order by its transaction and first token. */
function rowKey(row: NftOrderListRow): string {
  return row.order_id !== null ? `order-${row.order_id}` : `purchase-${row.tx_hash}-${row.first_token_id}`;
}

/** Each row once: a row that moved to the next page while paging (a newer one came first) is not listed twice. */
function uniqueRows(rows: NftOrderListRow[]): NftOrderListRow[] {
  const byKey = new Map<string, NftOrderListRow>();
  for (const row of rows) if (!byKey.has(rowKey(row))) byKey.set(rowKey(row), row);
  return [...byKey.values()];
}

/** The order's number, or for a purchase that paid none of my orders, what it is: mine, never an error. */
function OrderLabel({ row }: { row: NftOrderListRow }) {
  const { t } = useTranslation();
  if (row.order_id !== null) return <Text size="sm">{t("dao.sale.orders.orderId", { id: row.order_id })}</Text>;
  return (
    <Stack gap={2} data-testid="dao-order-unmatched">
      <Text size="sm" fw={600}>
        {t("dao.sale.orders.unmatched")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("dao.sale.orders.unmatchedHint")}
      </Text>
    </Stack>
  );
}

function StatusBadge({ status }: { status: NftOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} data-testid="dao-order-status">
      {t(`dao.sale.orders.statuses.${status}`)}
    </Badge>
  );
}

function Hash({ row }: { row: NftOrderListRow }) {
  const { t } = useTranslation();
  if (row.tx_hash) return <TxHash hash={row.tx_hash} />;
  return (
    <Text size="sm" c="dimmed">
      {t("dao.sale.orders.noHash")}
    </Text>
  );
}

/** The figures of a row as the reader's language writes them. */
function useRowText() {
  const { i18n } = useTranslation();
  return {
    date: (row: NftOrderListRow) => new Date(row.created_at).toLocaleString(i18n.language),
    amount: (row: NftOrderListRow) => `${formatTokenAmount(row.amount, 4, i18n.language)} USDT`,
  };
}

/** Wide screens: one table row per order or purchase. */
function OrdersTable({ rows }: { rows: NftOrderListRow[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <DataTable
      rows={rows}
      rowKey={rowKey}
      rowProps={(row) => ({ "data-testid": `dao-${rowKey(row)}` })}
      columns={[
        { header: t("dao.sale.orders.date"), cell: text.date, nowrap: true },
        { header: t("dao.sale.orders.order"), cell: (row) => <OrderLabel row={row} />, maxWidth: 260 },
        { header: t("dao.sale.orders.stage"), cell: (row) => row.stage_id },
        { header: t("dao.sale.orders.quantity"), cell: (row) => row.quantity },
        { header: t("dao.sale.orders.amount"), cell: text.amount, nowrap: true },
        { header: t("dao.sale.orders.status"), cell: (row) => <StatusBadge status={row.status} /> },
        { header: t("dao.sale.orders.hash"), cell: (row) => <Hash row={row} /> },
      ]}
      minWidth={680}
      testId="dao-orders"
      labelledBy="dao-orders-title"
    />
  );
}

/** Narrow screens: a stacked list, each entry its figures as label and value. */
function OrdersStack({ rows }: { rows: NftOrderListRow[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  const field = (label: string, value: ReactNode) => [
    <Text key={`${label}-dt`} component="dt" size="sm" c="dimmed">
      {label}
    </Text>,
    <Text key={`${label}-dd`} component="dd" size="sm" m={0}>
      {value}
    </Text>,
  ];
  return (
    <Stack component="ul" className="plain-list" gap="sm" data-testid="dao-orders">
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" withBorder radius="md" p="sm" data-testid={`dao-${rowKey(row)}`}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <OrderLabel row={row} />
              <StatusBadge status={row.status} />
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
              {field(t("dao.sale.orders.date"), text.date(row))}
              {field(t("dao.sale.orders.stage"), row.stage_id)}
              {field(t("dao.sale.orders.quantity"), row.quantity)}
              {field(t("dao.sale.orders.amount"), text.amount(row))}
              {field(t("dao.sale.orders.hash"), <Hash row={row} />)}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * My NFT orders (created, confirming, paid) and each confirmed purchase of my wallet that paid
 * none of them, newest first, a page at a time: a table on wide screens, a stacked list on narrow
 * ones. A chain flow on the page refreshes it with the other DAO queries.
 */
export function MyPurchasesCard() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  const orders = useMyNftOrders(CONFIRMING_POLL_MS);
  const rows = uniqueRows(pagedItems(orders.data));
  return (
    <SectionCard titleId="dao-orders-title" title={t("dao.sale.orders.title")} gap="md">
      <QueryStatus
        query={orders}
        skeletonRows={2}
        empty={rows.length === 0}
        emptyText={<span data-testid="dao-orders-empty">{t("dao.sale.orders.empty")}</span>}
      >
        <InfiniteList
          hasMore={orders.hasNextPage}
          loading={orders.isFetchingNextPage}
          onLoadMore={() => void orders.fetchNextPage()}
        >
          {wide ? <OrdersTable rows={rows} /> : <OrdersStack rows={rows} />}
        </InfiniteList>
      </QueryStatus>
    </SectionCard>
  );
}
