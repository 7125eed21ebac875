import { Pagination, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryStatus, type QueryStatusProps } from "./QueryStatus";

/** One column: its header (also its key, so unique in the table) and what a row shows in it. */
export interface DataColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** The header is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  /** Figures to compare down the column line up at the end. */
  align?: "end";
  /** The column that names the row (a rank). */
  bold?: boolean;
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
  /** The cell's widest, for a column that may hold long text. */
  maxWidth?: number;
}

/** What a row may carry besides its cells: a test id, and the mark of the reader's own row. */
interface RowProps {
  "data-testid"?: string;
  "aria-current"?: "true";
  bg?: string;
}

/** Offset paging: the pager shows when there is more than one page. */
interface TablePaging {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  rowProps?(row: Row): RowProps;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  testId?: string;
  /**
   * The id of the heading that names the table: the scroll area becomes a focusable region named
   * by it, so a keyboard can scroll a table wider than the screen.
   */
  labelledBy?: string;
  /** The query the rows come from: its loading, failure and empty states stand in for the table. */
  status?: Omit<QueryStatusProps, "children">;
  paging?: TablePaging;
  /**
   * A list to read across, as the organiser's and member's management pages show theirs: striped
   * rows at the table's own spacing, with the full-size pager.
   */
  striped?: boolean;
}

/**
 * A table of rows in columns, as the lists of a member's records show them (team, earnings,
 * withdrawals, orders): scrolling sideways on narrow screens, with the query's states before it
 * and the pager after it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  minWidth,
  testId,
  labelledBy,
  status,
  paging,
  striped = false,
}: DataTableProps<Row>) {
  const scroll = labelledBy ? ({ type: "native", tabIndex: 0, "aria-labelledby": labelledBy } as const) : {};
  const table = (
    <>
      <Table.ScrollContainer minWidth={minWidth} {...scroll}>
        <Table striped={striped} verticalSpacing={striped ? undefined : "xs"} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col" ta={column.align}>
                  {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    ta={column.align}
                    fw={column.bold ? 700 : undefined}
                    maw={column.maxWidth}
                    style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && paging.total > paging.pageSize && (
        <Pagination
          total={Math.ceil(paging.total / paging.pageSize)}
          value={paging.page}
          onChange={paging.onChange}
          size={striped ? undefined : "sm"}
        />
      )}
    </>
  );
  return status ? <QueryStatus {...status}>{table}</QueryStatus> : table;
}
