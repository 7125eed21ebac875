import type { RankRow } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { ME } from "./income-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { RankListPage } = await import("./RankListPage");

const rankRow = (rank: number, wallet: string, nickname = ""): RankRow => ({
  rank,
  wallet_addr: wallet,
  nickname,
  avatar_url: "",
  score: 1000 - rank * 10,
});
const OTHER = "0x00000000000000000000000000000000000000b2";

function signIn(signedIn: boolean) {
  localStorage.clear();
  if (signedIn) {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", ME.toUpperCase().replace("0X", "0x"));
  }
  window.dispatchEvent(new StorageEvent("storage"));
}

describe("RankListPage", () => {
  beforeEach(() => queryClient.clear());

  it("lists contributors by rank with my own row marked, and my rank above", async () => {
    signIn(true);
    gateway.answer({
      score_rank_list: () => paged([rankRow(1, OTHER, "Alice"), rankRow(2, ME)], 2),
      score_total: () => ({ wallet_addr: ME, score: 980, last_epoch_score: 10, rank: 2, contributors: 2 }),
    });
    await renderWithApp(<RankListPage />);
    const mine = await screen.findByTestId("rank-row-me");
    expect(mine.getAttribute("aria-current")).toBe("true");
    expect(
      within(mine)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "0x00...00a1(you)", "980"]);
    const other = screen.getByTestId("rank-row");
    expect(other.textContent).toContain("Alice");
    expect(other.getAttribute("aria-current")).toBeNull();
    expect((await screen.findByTestId("rank-mine")).textContent).toBe("Your rank: 2, with 980 points");
  });

  it("is open to visitors, ten a page", async () => {
    signIn(false);
    gateway.answer({
      score_rank_list: ({ page }) =>
        paged(
          Array.from({ length: 10 }, (_, i) =>
            rankRow((Number(page) - 1) * 10 + i + 1, `0x${String(i).padStart(40, "0")}`),
          ),
          25,
        ),
    });
    await renderWithApp(<RankListPage />);
    expect(await screen.findAllByTestId("rank-row")).toHaveLength(10);
    expect(screen.queryByTestId("rank-mine")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    await waitFor(() => expect(gateway.inputs("score_rank_list").at(-1)).toEqual({ page: 3, page_size: 10 }));
    expect(gateway.inputs("score_total")).toEqual([]);
  });

  it("says when no one has a score yet", async () => {
    signIn(false);
    gateway.answer({ score_rank_list: () => paged([]) });
    await renderWithApp(<RankListPage />);
    expect(await screen.findByText("No one has a contribution score yet.")).toBeTruthy();
  });
});
