import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n";
import { renderWidget } from "../test/render";
import { type DataColumn, DataTable } from "./DataTable";

interface Row {
  id: number;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 1, name: "Alice", amount: "1.5 ICT" },
  { id: 2, name: "Bob", amount: "2 ICT" },
];
const columns: DataColumn<Row>[] = [
  { header: "Name", cell: (row) => <strong>{row.name}</strong>, maxWidth: 200 },
  { header: "Amount", cell: (row) => row.amount, nowrap: true },
];
const settled = { isPending: false, isError: false, error: null, refetch: vi.fn() };

describe("DataTable", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("shows a header per column and a row per item, in order", () => {
    renderWidget(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": `row-${row.id}` })}
        minWidth={400}
        testId="people"
      />,
    );
    const table = screen.getByTestId("people");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Amount"]);
    const cells = within(screen.getByTestId("row-2")).getAllByRole("cell");
    expect(cells.map((td) => td.textContent)).toEqual(["Bob", "2 ICT"]);
    expect(cells[1]?.style.whiteSpace).toBe("nowrap");
    expect(cells[0]?.style.whiteSpace).toBe("");
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(table.querySelector("tbody tr")?.getAttribute("data-striped")).toBeFalsy();
    expect(within(table).getAllByRole("columnheader")[0]?.getAttribute("scope")).toBe("col");
  });

  it("stripes a list to read across", () => {
    renderWidget(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={400} testId="people" striped />,
    );
    expect(screen.getByTestId("people").querySelector("tbody tr")?.getAttribute("data-striped")).toBe("odd");
  });

  it("aligns, bolds and hides headers as columns ask, and marks rows as the caller says", () => {
    renderWidget(
      <DataTable
        columns={[
          { header: "Rank", cell: (row: Row) => row.id, bold: true },
          { header: "Amount", cell: (row: Row) => row.amount, align: "end" },
          { header: "Action", cell: () => <button type="button">Go</button>, hideHeader: true },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => (row.id === 2 ? { "aria-current": "true", "data-testid": "mine" } : {})}
        minWidth={400}
      />,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers[2]?.querySelector(".visually-hidden")?.textContent).toBe("Action");
    expect(screen.getByTestId("mine").getAttribute("aria-current")).toBe("true");
    expect(screen.getAllByRole("row").filter((row) => row.getAttribute("aria-current"))).toHaveLength(1);
  });

  it("makes the scroll area a focusable region named by its heading when given one", () => {
    renderWidget(
      <>
        <h2 id="people-title">People</h2>
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={400} labelledBy="people-title" />
      </>,
    );
    const region = screen.getByRole("table").closest("[aria-labelledby]");
    expect(region?.getAttribute("aria-labelledby")).toBe("people-title");
    expect(region?.getAttribute("tabindex")).toBe("0");
  });

  it("stands the query's loading and empty states in for the table", () => {
    const { unmount } = renderWidget(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        minWidth={400}
        status={{ query: { ...settled, isPending: true } }}
      />,
    );
    expect(screen.getByTestId("query-loading")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    renderWidget(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        minWidth={400}
        status={{ query: settled, empty: true, emptyText: "Nobody yet" }}
      />,
    );
    expect(screen.getByText("Nobody yet")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("pages when there is more than one page", () => {
    const onChange = vi.fn();
    renderWidget(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={400}
        status={{ query: settled }}
        paging={{ page: 1, pageSize: 2, total: 5, onChange }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
