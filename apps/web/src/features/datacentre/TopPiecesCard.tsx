import type { DatacentreScope, TopPiece, TopPieceOrder } from "@icms/protocol";
import { Anchor, NativeSelect } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../../ui/DataTable";
import type { PickedRange } from "../../ui/date-range";
import { SectionCard } from "../../ui/SectionCard";
import { TOP_ORDERS } from "./figures";
import { useFormats } from "./format";
import { piecePath } from "./paths";
import { TOP_PAGE_SIZE, useTopPieces } from "./queries";

/** The range's pieces by one figure, highest first, each linking to its own figures. */
export function TopPiecesCard({ scope, range }: { scope: DatacentreScope; range: PickedRange }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [order, setOrder] = useState<TopPieceOrder>("views");
  const [page, setPage] = useState(1);
  const top = useTopPieces(scope, range, order, page);
  const rows = top.data?.list ?? [];
  const rank = (row: TopPiece) => (page - 1) * TOP_PAGE_SIZE + rows.indexOf(row) + 1;
  return (
    <SectionCard
      titleId="datacentre-top-title"
      title={t("datacentre.top.title")}
      aside={
        <NativeSelect
          label={t("datacentre.top.order")}
          value={order}
          onChange={(event) => {
            setOrder(event.currentTarget.value as TopPieceOrder);
            setPage(1);
          }}
          data={TOP_ORDERS.map((value) => ({ value, label: t(`datacentre.figure.${value}`) }))}
          size="xs"
          data-testid="datacentre-top-order"
        />
      }
    >
      <DataTable
        testId="datacentre-top"
        labelledBy="datacentre-top-title"
        minWidth={720}
        rows={rows}
        rowKey={(row) => `${row.piece.kind}-${row.piece.id}`}
        rowProps={(row) => ({ "data-testid": `datacentre-top-${row.piece.kind}-${row.piece.id}` })}
        status={{ query: top, empty: rows.length === 0, emptyText: t("datacentre.top.empty"), skeletonRows: 2 }}
        paging={{ page, pageSize: TOP_PAGE_SIZE, total: top.data?.total ?? 0, onChange: setPage }}
        columns={[
          { header: "#", cell: rank, nowrap: true },
          {
            header: t("datacentre.top.piece"),
            cell: (row) => (
              <Anchor component={Link} to={piecePath(row.piece.kind, row.piece.id, range)}>
                {row.piece.title}
              </Anchor>
            ),
            maxWidth: 320,
          },
          { header: t("datacentre.top.kind"), cell: (row) => t(`datacentre.kindOne.${row.piece.kind}`), nowrap: true },
          ...(["views", "reads", "likes", "shares", "forward_visits", "contribution"] as const).map((figure) => ({
            header: t(`datacentre.figure.${figure}`),
            cell: (row: TopPiece) => formats.count(row.totals[figure]),
            align: "end" as const,
            nowrap: true,
          })),
        ]}
      />
    </SectionCard>
  );
}
