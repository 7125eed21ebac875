import type { IncomeChartPoint, IncomeRow, TokenTotals } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { ether, ME } from "./income-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { WalletDataviewPage } = await import("./WalletDataviewPage");

const totals = (days: number): TokenTotals => ({
  days,
  score_in_range: days * 2,
  coins: [
    {
      coin: "ICT",
      total: (1234n * ether).toString(),
      in_range: (BigInt(days) * ether).toString(),
      mining: "0",
      dividend: "0",
    },
    { coin: "ICMS", total: (ether / 2n).toString(), in_range: "0", mining: "0", dividend: "0" },
    { coin: "USDT", total: "0", in_range: "0", mining: "0", dividend: "0" },
  ],
});
const point = (date: string, score: number, ict: bigint): IncomeChartPoint => ({
  date,
  score,
  ict: ict.toString(),
  icms: "0",
  usdt: "0",
});
const row = (id: number, changes: Partial<IncomeRow> = {}): IncomeRow => ({
  id,
  date: "2026-11-20",
  epoch: 12,
  coin: "ICT",
  amount: (3n * ether).toString(),
  type: "mining",
  score: 40,
  remark: "score=40",
  ...changes,
});

function answerAll(earnings: IncomeRow[] = [row(1)], total = earnings.length) {
  gateway.answer({
    score_total: () => ({ wallet_addr: ME, score: 5120, last_epoch_score: 40, rank: 3, contributors: 17 }),
    token_total: ({ days }) => totals(Number(days)),
    income_chart: ({ days }) => ({
      days: Number(days),
      points: [point("2026-11-19", 0, 0n), point("2026-11-20", 40, 3n * ether)],
    }),
    income_list: () => paged(earnings, total),
  });
}

describe("WalletDataviewPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", ME);
    window.dispatchEvent(new StorageEvent("storage"));
  });

  it("shows my score with my rank, my ICT and ICMS income over 30 days, and the chart's figures", async () => {
    answerAll();
    await renderWithApp(<WalletDataviewPage />);
    expect((await screen.findByTestId("income-score-value")).textContent).toBe("5,120");
    expect(screen.getByTestId("income-rank").textContent).toBe("Rank 3 of 17");
    expect(screen.getByTestId("income-rank").getAttribute("href")).toBe("/rank_list");
    const ict = screen.getByTestId("income-total-ICT");
    expect(ict.textContent).toContain("1,234");
    expect(ict.textContent).toContain("30 in this range");
    expect(screen.getByTestId("income-total-ICMS").textContent).toContain("0.5");
    expect(screen.queryByTestId("income-total-USDT")).toBeNull();
    expect(gateway.inputs("token_total")).toEqual([{ days: 30 }]);
    const chart = await screen.findByRole("img", { name: "Contribution per day, 2026-11-19 to 2026-11-20" });
    expect(chart).toBeTruthy();
    expect(screen.getByTestId("income-chart-highest").textContent).toBe("Highest: 40");
    expect(screen.getByRole("table", { name: "Contribution per day, 2026-11-19 to 2026-11-20" }).textContent).toContain(
      "2026-11-2040",
    );
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Series shown" })).getByRole("radio", { name: "ICT" }),
    );
    expect(await screen.findByRole("img", { name: "ICT per day, 2026-11-19 to 2026-11-20" })).toBeTruthy();
  });

  it("reads the totals and the chart again for the 7, 14 and 60-day presets", async () => {
    answerAll();
    await renderWithApp(<WalletDataviewPage />);
    await screen.findByTestId("income-score-value");
    for (const days of [7, 14, 60]) {
      fireEvent.click(screen.getByRole("radio", { name: `${days} days` }));
      await waitFor(() => expect(gateway.inputs("income_chart").at(-1)).toEqual({ days }));
      await waitFor(() =>
        expect(screen.getByTestId("income-total-ICT").textContent).toContain(`${days} in this range`),
      );
    }
  });

  it("lists earnings with date, amount, type, score and remark, ten a page", async () => {
    answerAll(
      [row(2, { type: "dividend", coin: "USDT", amount: (ether / 4n).toString(), remark: "nfts=2" }), row(1)],
      23,
    );
    await renderWithApp(<WalletDataviewPage />);
    const table = await screen.findByTestId("income-earnings");
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ["2026-11-20", "0.25 USDT", "X-Man dividend", "40", "Dividend on staked NFTs: 2"],
      ["2026-11-20", "3 ICT", "Contribution mining", "40", "Share of epoch 12's emission"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(gateway.inputs("income_list").at(-1)).toEqual({ page: 2, page_size: 10 }));
    fireEvent.click(within(screen.getByRole("radiogroup", { name: "Token" })).getByRole("radio", { name: "ICMS" }));
    await waitFor(() => expect(gateway.inputs("income_list").at(-1)).toEqual({ page: 1, page_size: 10, coin: "ICMS" }));
  });

  it("says when there are no earnings yet", async () => {
    answerAll([]);
    await renderWithApp(<WalletDataviewPage />);
    expect(await screen.findByText("No earnings yet.")).toBeTruthy();
  });
});
