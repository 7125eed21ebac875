import type { NftSaleStages } from "@icms/protocol";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway } from "../../../test/fake-gateway";
import { initTestStrings, renderWithApp } from "../../../test/render";
import { loadStrings } from "../../../i18n/strings";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { DaoHomePage } = await import("./DaoHomePage");
const { DaoIntroPage } = await import("./DaoIntroPage");

const now = Math.floor(Date.now() / 1000);
const sale: NftSaleStages = {
  stages: [],
  current: {
    stage_id: 1,
    start_time: now - 3600,
    end_time: now + 2 * 86_400 + 3 * 3600 + 30,
    stock: 100,
    remaining: 37,
    grade: 1,
    url: "",
    status: "running",
  },
  price: "1500000000000000000000",
  chain_time: now,
};

async function renderDao(element: Parameters<typeof renderWithApp>[0], url: string) {
  await initTestStrings();
  await loadStrings("dao", "en");
  return renderWithApp(element, url);
}

describe("DaoHomePage", () => {
  beforeEach(() => queryClient.clear());

  it("shows the running stage with its countdown and stock, the figures and recent decisions", async () => {
    gateway.answer({
      autonomy_nft_batch: () => sale,
      dao_overview: () => ({
        member_count: 2,
        staked_count: 3,
        recent_decisions: [
          {
            proposal_id: 4,
            title: "Open a Russian channel",
            closed_at: now - 10,
            winner: { option: 0, label: "Yes", weight: 3, voters: 2 },
            total_weight: 3,
          },
        ],
        recent_reviews: [
          { kind: "article", item_id: 9, title: "Staking explained", outcome: "online", decided_at: now - 60 },
        ],
        recent_purchases: [],
      }),
    });
    await renderDao(<DaoHomePage />, "/icmsdao/icms_index");
    expect(await screen.findByText(/^Ends in 2d 3h 0m \d+s$/)).toBeTruthy();
    expect(screen.getByText("37 of 100 NFTs left")).toBeTruthy();
    expect(await screen.findByText("X-Men (members)")).toBeTruthy();
    expect(screen.getByText("Open a Russian channel").getAttribute("href")).toBe("/icmsdao/icms_vote?tab=closed&id=4");
    expect(screen.getByText("Decided: Yes (3 of 3 votes by weight)")).toBeTruthy();
    expect(screen.getByText("Staking explained")).toBeTruthy();
    expect(screen.getByText("Passed")).toBeTruthy();
  });

  it("says when no stage is scheduled (the sale calls not yet answering stages)", async () => {
    gateway.answer({
      autonomy_nft_batch: () => ({ stages: [], current: null, price: "0", chain_time: now }),
      dao_overview: () => ({
        member_count: 0,
        staked_count: 0,
        recent_decisions: [],
        recent_reviews: [],
        recent_purchases: [],
      }),
    });
    await renderDao(<DaoHomePage />, "/icmsdao/icms_index");
    expect(await screen.findByText("No sale stage is scheduled.")).toBeTruthy();
    expect(await screen.findByText("No proposal has closed yet.")).toBeTruthy();
  });
});

describe("DaoIntroPage", () => {
  it("charts the tokenomics from the protocol's constants", async () => {
    await renderDao(<DaoIntroPage />, "/icmsdao/icms_intro");
    expect((await screen.findAllByText("Liquidity: 50%")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Technology: 25%").length).toBeGreaterThan(0);
    expect(screen.getAllByText("ICT buyback: 50%").length).toBeGreaterThan(0);
    expect(screen.getByText(/ICMS supply 101,001,110/)).toBeTruthy();
    expect(screen.getByText("2022.06")).toBeTruthy();
  });
});
