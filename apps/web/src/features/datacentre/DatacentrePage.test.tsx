import { Code, GatewayCallError } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { type FakeHandlers, fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { ARTICLE, days, followers, overview, range, series, sources, topPiece } from "./datacentre-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { DatacentrePage } = await import("./DatacentrePage");

function answerAll(changes: FakeHandlers = {}) {
  gateway.answer({
    user_privilege_list: () => [],
    datacentre_overview: (input) =>
      overview(
        range(input),
        { views: 150, reads: 40, forward_visits: 12 },
        { views: 100, reads: 40, forward_visits: 0 },
      ),
    datacentre_series: (input) => series(range(input), (index) => ({ views: index + 1, reads: index })),
    datacentre_top_pieces: () => paged([topPiece(ARTICLE, { views: 50, reads: 17, forward_visits: 12 })]),
    datacentre_followers: (input) => followers(range(input)),
    datacentre_sources: (input) => sources(range(input)),
    ...changes,
  });
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    // Decoded keeping the byte-order mark, which the file must start with.
    reader.onload = () => resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

const lastRange = (
  name: "datacentre_overview" | "datacentre_series" | "datacentre_sources" | "datacentre_followers",
) => {
  const input = gateway.inputs(name).at(-1);
  return input && { days: input.days, start_date: input.start_date, end_date: input.end_date };
};

// Rendering the charts takes a few seconds on a loaded machine.
describe("DatacentrePage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the 30 days' totals against the period before, the figures by day as a table, and the sources", async () => {
    answerAll();
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre");
    const views = await screen.findByTestId("datacentre-total-views");
    expect(within(views).getByTestId("datacentre-total-views-value").textContent).toBe("150");
    expect(views.textContent).toContain("50% more than the period before");
    expect(screen.getByTestId("datacentre-total-reads").textContent).toContain("Same as the period before");
    expect(screen.getByTestId("datacentre-total-forward_visits").textContent).toContain("None in the period before");
    expect(screen.getByTestId("datacentre-total-income-ICT")).toBeTruthy();
    expect(screen.queryByTestId("datacentre-total-income-USDT")).toBeNull();
    expect(gateway.inputs("datacentre_overview")).toEqual([{ days: 30, scope: "me" }]);
    expect(screen.getByTestId("datacentre-pieces").textContent).toContain("42 followers now");

    // The chart is named by its figures; its table holds the same days.
    const chart = await screen.findByRole("img", {
      name: /^Visits by day, 2026-10-30 to 2026-11-28\. Totals: Views 465/,
    });
    expect(chart).toBeTruthy();
    fireEvent.click(screen.getByTestId("datacentre-daily-as-table"));
    const table = screen.getByTestId("datacentre-daily-table");
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe("2026-10-301000");

    // Sources: each of the six, with the forwarder and the other site.
    const sourcesChart = await screen.findByRole("img", { name: /^Views by source: Direct 30 \(60%\)/ });
    expect(sourcesChart.getAttribute("aria-label")).toContain("Forwards 12 (24%)");
    expect(within(screen.getByTestId("datacentre-sources-forwarders")).getByText("Bob")).toBeTruthy();
    expect(within(screen.getByTestId("datacentre-sources-sites")).getByText("news.example.org")).toBeTruthy();
    expect(screen.getByTestId("datacentre-sources-shortlinks-none")).toBeTruthy();
  });

  it("asks again for 7, 14 and 60 days and for a custom range, keeping it in the address", async () => {
    answerAll();
    const { router } = await renderWithApp(<DatacentrePage />, "/ucenter/datacentre");
    await screen.findByTestId("datacentre-total-views");
    for (const count of [7, 14, 60]) {
      fireEvent.click(within(screen.getByTestId("datacentre-range")).getByRole("radio", { name: `${count} days` }));
      await waitFor(() => expect(lastRange("datacentre_series")).toEqual({ days: count }));
      expect(lastRange("datacentre_sources")).toEqual({ days: count });
      expect(router.state.location.search).toBe(`?days=${count}`);
    }
    fireEvent.click(within(screen.getByTestId("datacentre-range")).getByRole("radio", { name: "Custom" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-09" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("The first day must not be after the last.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-09" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(lastRange("datacentre_overview")).toEqual({ start_date: "2026-11-01", end_date: "2026-11-09" }),
    );
    expect(router.state.location.search).toBe("?start=2026-11-01&end=2026-11-09");
    expect(screen.getByTestId("datacentre-range-dates").textContent).toBe("2026-11-01 to 2026-11-09 (UTC)");
    // The applied range stays open to change.
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-01");
    // The top pieces link to the piece's own figures over the same range.
    const link = await screen.findByRole("link", { name: "Staking explained" });
    expect(link.getAttribute("href")).toBe(
      "/ucenter/datacentre_piece?kind=article&id=7&start=2026-11-01&end=2026-11-09",
    );
  });

  it("orders the top pieces by another figure and pages through them", async () => {
    answerAll({
      datacentre_top_pieces: ({ page }) =>
        paged(
          [topPiece({ ...ARTICLE, id: Number(page) * 10, title: `Piece ${page}` }, { views: 3 })],
          12,
          Number(page),
        ),
    });
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre?days=7");
    await screen.findByText("Piece 1");
    fireEvent.change(screen.getByLabelText("Ordered by"), { target: { value: "reads" } });
    await waitFor(() =>
      expect(gateway.inputs("datacentre_top_pieces").at(-1)).toMatchObject({ order: "reads", page: 1 }),
    );
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    expect(await screen.findByText("Piece 2")).toBeTruthy();
    expect(screen.getByTestId("datacentre-top-article-20").textContent).toContain("11");
  });

  it("gives an operator the platform's figures", async () => {
    answerAll({
      user_privilege_list: () => [{ privilege_code: "view_datacentre", privilege_typedata: 2, val: 1 }],
    });
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre");
    fireEvent.click(await screen.findByRole("radio", { name: "Whole platform" }));
    await waitFor(() => expect(gateway.inputs("datacentre_overview").at(-1)).toEqual({ days: 30, scope: "platform" }));
    expect(await screen.findByText("Follows on the platform")).toBeTruthy();
  });

  it("shows a creator their own figures even when the address asks for the platform's", async () => {
    answerAll();
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre?scope=platform");
    await screen.findByTestId("datacentre-total-views");
    expect(screen.queryByTestId("datacentre-scope")).toBeNull();
    expect(gateway.inputs("datacentre_overview").every((input) => input.scope === "me")).toBe(true);
  });

  it("downloads the gateway's CSV of the days", async () => {
    answerAll({
      datacentre_export: ({ table }) => ({ filename: `datacentre-${table}.csv`, csv: "date,views\n2026-11-28,3\n" }),
    });
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:csv";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre?days=14");
    await screen.findByTestId("datacentre-total-views");
    fireEvent.click(screen.getByTestId("datacentre-export"));
    fireEvent.click(await screen.findByTestId("datacentre-export-days"));
    await waitFor(() => expect(clicked).toEqual(["datacentre-days.csv"]));
    expect(gateway.inputs("datacentre_export")).toEqual([{ days: 14, scope: "me", table: "days" }]);
    expect(await blobText(created[0] as Blob)).toBe("\ufeffdate,views\n2026-11-28,3\n");
    click.mockRestore();
  });

  it("says when nothing happened in the range", async () => {
    answerAll({
      datacentre_overview: (input) => overview(range(input), {}, {}),
      datacentre_series: (input) => ({ scope: "me", range: range(input), days: days(range(input)) }),
      datacentre_top_pieces: () => paged([]),
      datacentre_sources: (input) => sources(range(input), { sources: [], sites: [], forwarders: [] }),
    });
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre");
    expect(await screen.findByText("No piece had any activity in this range.")).toBeTruthy();
    expect(await screen.findByText("No visits in this range yet.")).toBeTruthy();
    expect(screen.getByTestId("datacentre-total-views").textContent).toContain("Same as the period before");
  });

  it("offers a retry when the figures cannot be read", async () => {
    let fail = true;
    answerAll({
      datacentre_overview: (input) => {
        if (fail) throw new GatewayCallError("The server is busy", Code.ParamInvalid, 200);
        return overview(range(input), { views: 1 }, {});
      },
    });
    await renderWithApp(<DatacentrePage />, "/ucenter/datacentre");
    // The call is tried twice (the query client's one retry) before the failure shows.
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert.textContent).toContain("The server is busy");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("datacentre-total-views")).toBeTruthy();
  });
});
