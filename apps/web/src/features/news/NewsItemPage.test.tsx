import type { NewsDetail } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { NewsItemPage, forwardLink } = await import("./NewsItemPage");

const item = (changes: Partial<NewsDetail> = {}): NewsDetail => ({
  information_id: 7,
  kind: 1,
  lang: "en",
  title: "Stablecoin supply at a yearly high",
  abstract: "Supply grew for nine weeks.",
  cover_url: "",
  author: AUTHOR,
  like_count: 0,
  comment_count: 0,
  bullish_count: 3,
  bearish_count: 1,
  published_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  content: "<p>Body <b>text</b></p>",
  is_like: false,
  stance: null,
  is_owner: false,
  ...changes,
});

function signIn(uid = "9") {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", uid);
  window.dispatchEvent(new StorageEvent("storage"));
}

describe("NewsItemPage", () => {
  beforeEach(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage"));
    queryClient.clear();
    gateway.answer({
      information_detail: () => item(),
      information_comment_list: () => paged([]),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the item with its counts; a visitor cannot vote", async () => {
    await renderWithApp(<NewsItemPage />, "/appcms/news_item?information_id=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Stablecoin supply at a yearly high" })).toBeTruthy();
    expect(screen.getByText("text").tagName).toBe("B");
    const bullish = screen.getByRole("button", { name: "Bullish (3)" }) as HTMLButtonElement;
    expect(bullish.disabled).toBe(true);
    expect(screen.getByRole("link", { name: "Sign in to vote bullish or bearish" })).toBeTruthy();
    expect(gateway.inputs("information_detail")).toEqual([{ information_id: 7 }]);
  });

  it("takes bullish then bearish, showing the counts the gateway answers and one stance pressed", async () => {
    signIn();
    gateway.answer({
      information_detail: () => item(),
      information_comment_list: () => paged([]),
      information_add_bullish: () => ({ stance: "bullish" as const, bullish_count: 4, bearish_count: 1 }),
      information_add_bearish: () => ({ stance: "bearish" as const, bullish_count: 3, bearish_count: 2 }),
    });
    await renderWithApp(<NewsItemPage />, "/appcms/news_item?information_id=7");
    fireEvent.click(await screen.findByRole("button", { name: "Bullish (3)" }));
    const bullish = await screen.findByRole("button", { name: "Bullish (4)" });
    expect(bullish.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Bearish (1)" }));
    const bearish = await screen.findByRole("button", { name: "Bearish (2)" });
    expect(bearish.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Bullish (3)" }).getAttribute("aria-pressed")).toBe("false"),
    );
  });

  it("says who forwarded the item, and shares with the reader's uid", async () => {
    await renderWithApp(<NewsItemPage />, "/appcms/news_item?information_id=7&is_forward=1&forward_uid=12");
    expect((await screen.findByRole("link", { name: "See who shared it" })).getAttribute("href")).toBe("/my?uid=12");
    expect(forwardLink("https://icms.example", 7, "9")).toBe(
      "https://icms.example/appcms/news_item?information_id=7&is_forward=1&forward_uid=9",
    );
  });
});
