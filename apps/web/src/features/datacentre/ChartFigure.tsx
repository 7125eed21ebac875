import { Button, Group, Table } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

export interface FigureColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Figures line up at the end. */
  numeric?: boolean;
}

interface ChartFigureProps<Row> {
  /** What the chart shows, in one sentence with its figures: the chart's accessible name. */
  summary: string;
  /** The table's caption. */
  caption: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  testId: string;
  children: ReactNode;
}

/**
 * A chart with its figures as a table: the chart is an image named by a summary of its figures,
 * and one button swaps it for the table (the same rows), for screen readers, keyboards and anyone
 * who wants the exact numbers.
 */
export function ChartFigure<Row>({ summary, caption, columns, rows, rowKey, testId, children }: ChartFigureProps<Row>) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <div data-testid={testId}>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((value) => !value)}
          data-testid={`${testId}-as-table`}
        >
          {t("datacentre.chart.asTable")}
        </Button>
      </Group>
      {asTable ? (
        <Table.ScrollContainer minWidth={columns.length * 110} type="native">
          <Table striped verticalSpacing="xs" data-testid={`${testId}-table`}>
            <caption className="visually-hidden">{caption}</caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} scope="col" ta={column.numeric ? "end" : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.numeric ? "end" : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <div role="img" aria-label={summary} data-testid={`${testId}-chart`}>
          {children}
        </div>
      )}
    </div>
  );
}
