import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { MyShortLinksPage } = await import("./MyShortLinksPage");

describe("my short links", () => {
  beforeEach(() => queryClient.clear());

  it("lists the links with their visits and the page each leads to", async () => {
    gateway.answer({
      shortlink_list: () =>
        paged([
          {
            code: "Ab12Cd34",
            short_url: "https://icms.example/s/Ab12Cd34",
            url: "/appcms/news_item?information_id=3",
            visit_count: 12,
            visitor_days: 9,
            visitors_today: 4,
            created_at: "2026-01-01T00:00:00Z",
            last_visit_at: null,
          },
        ]),
    });
    await renderWithApp(<MyShortLinksPage />);
    expect(await screen.findByText("https://icms.example/s/Ab12Cd34")).toBeTruthy();
    expect(screen.getByRole("link", { name: "/appcms/news_item?information_id=3" }).getAttribute("href")).toBe(
      "/appcms/news_item?information_id=3",
    );
    expect(screen.getByRole("cell", { name: "12" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "4" })).toBeTruthy();
    expect(screen.getByText("Not yet")).toBeTruthy();
  });

  it("says so when there are none", async () => {
    gateway.answer({ shortlink_list: () => paged([]) });
    await renderWithApp(<MyShortLinksPage />);
    expect(await screen.findByText("You have not shared a short link yet.")).toBeTruthy();
  });
});
