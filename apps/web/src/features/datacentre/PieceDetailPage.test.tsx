import { Code, GatewayCallError } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { pieceAnalytics, range } from "./datacentre-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { PieceDetailPage } = await import("./PieceDetailPage");

// Rendering the charts takes a few seconds on a loaded machine.
describe("PieceDetailPage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows one piece's figures, the visits a forward brought and its income by day", async () => {
    gateway.answer({ datacentre_piece: (input) => pieceAnalytics(range(input)) });
    await renderWithApp(<PieceDetailPage />, "/ucenter/datacentre_piece?kind=article&id=7&days=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Staking explained" })).toBeTruthy();
    expect(gateway.inputs("datacentre_piece")).toEqual([{ kind: "article", id: 7, days: 7 }]);
    const forwards = screen.getByTestId("datacentre-piece-total-forward_visits");
    expect(forwards.textContent).toContain("Visits from forwards12None in the period before");
    expect(screen.getByTestId("datacentre-piece-total-views").textContent).toContain("100% more");
    expect(screen.getByTestId("datacentre-piece-total-income-ICT").textContent).toContain("50% more");
    expect(
      within(screen.getByTestId("datacentre-piece-sources-forwarders")).getByRole("row", { name: "Bob 12" }),
    ).toBeTruthy();
    expect(screen.getByTestId("datacentre-piece-open").getAttribute("href")).toBe(
      "/appcms/spacex_article_detail?article_id=7",
    );
    expect(screen.getByTestId("datacentre-piece-back").getAttribute("href")).toBe("/ucenter/datacentre?days=7");

    // Income by day, each coin exact to four decimals in the table.
    fireEvent.click(within(screen.getByTestId("datacentre-piece-daily-group")).getByRole("radio", { name: "Income" }));
    fireEvent.click(await screen.findByTestId("datacentre-piece-daily-as-table"));
    const rows = within(screen.getByTestId("datacentre-piece-daily-table")).getAllByRole("row");
    expect(rows.at(-1)?.textContent).toBe("2026-11-28300");
    expect(screen.getByRole("table", { name: "Income by day, 2026-11-22 to 2026-11-28" })).toBeTruthy();
  });

  it("keeps the range in the address when switching", async () => {
    gateway.answer({ datacentre_piece: (input) => pieceAnalytics(range(input)) });
    const { router } = await renderWithApp(<PieceDetailPage />, "/ucenter/datacentre_piece?kind=article&id=7");
    await screen.findByRole("heading", { level: 1, name: "Staking explained" });
    fireEvent.click(screen.getByRole("radio", { name: "14 days" }));
    await waitFor(() =>
      expect(gateway.inputs("datacentre_piece").at(-1)).toEqual({ kind: "article", id: 7, days: 14 }),
    );
    expect(router.state.location.search).toBe("?kind=article&id=7&days=14");
  });

  it("says so when the piece is someone else's", async () => {
    gateway.answer({
      datacentre_piece: () => {
        throw new GatewayCallError("You do not have permission", Code.PermissionDenied, 200);
      },
    });
    await renderWithApp(<PieceDetailPage />, "/ucenter/datacentre_piece?kind=video&id=9");
    expect((await screen.findByRole("alert", {}, { timeout: 5_000 })).textContent).toContain(
      "You do not have permission",
    );
  });

  it("asks for nothing without a piece", async () => {
    gateway.answer({});
    await renderWithApp(<PieceDetailPage />, "/ucenter/datacentre_piece?kind=poem&id=9");
    expect(await screen.findByText("Choose a piece from the data centre's top pieces.")).toBeTruthy();
    expect(gateway.call).not.toHaveBeenCalled();
  });
});
