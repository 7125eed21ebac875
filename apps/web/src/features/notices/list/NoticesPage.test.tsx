import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderRoutes } from "../../../test/render";
import { ALICE, BOB, counts, FakeEventSource, notice } from "../notice-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({
  callGateway: (...args: [never, never]) => gateway.call(...args),
  withSession: <T,>(send: () => Promise<T>) => send(),
}));
const { NoticesPage } = await import("./NoticesPage");

/** The first render may take a while on a busy machine. */
const LOADED = { timeout: 5_000 };
const COUNTS = counts(3, 40, { replies: 2, likes: 1 });
const open = (url = "/ucenter/notices") => renderRoutes([{ path: "/ucenter/notices", element: <NoticesPage /> }], url);

describe("the message centre's page", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.stubGlobal("BroadcastChannel", undefined);
    localStorage.setItem("AccessToken", "token-1");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
  });

  it("shows the tabs with their unread counts and a tab's items, grouped", async () => {
    gateway.answer({
      notice_counts: () => COUNTS,
      notice_list: ({ tab }) =>
        tab === "likes"
          ? paged([notice(31, { kind: "like", count: 10, actors: [ALICE, BOB] })])
          : paged([notice(32), notice(30, { kind: "mention", read: true })]),
    });
    await open();
    expect(await screen.findByRole("link", { name: "Bob commented on “Staking explained”" }, LOADED)).toBeTruthy();
    expect(screen.getByText("Bob mentioned you in “Staking explained”")).toBeTruthy();
    const tabs = screen.getByRole("tablist", { name: "Message kinds" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["All3", "Replies2", "Likes1", "Review and DAO", "Payments", "Planets", "System"]);
    fireEvent.click(within(tabs).getByRole("tab", { name: /Likes/ }));
    expect(await screen.findByRole("link", { name: "Alice and 9 others liked “Staking explained”" })).toBeTruthy();
    expect(gateway.inputs("notice_list").at(-1)).toEqual({ tab: "likes", unread_only: false, page: 1, page_size: 10 });
  });

  it("filters to unread, pages, and says when a tab is empty", async () => {
    gateway.answer({
      notice_counts: () => COUNTS,
      notice_list: ({ unread_only, page }) =>
        unread_only ? paged([]) : paged([notice(Number(page) * 100)], 25, Number(page)),
    });
    await open();
    await screen.findByRole("link", { name: /commented/ }, LOADED);
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(gateway.inputs("notice_list").at(-1)).toMatchObject({ page: 2 }));
    fireEvent.click(screen.getByRole("switch", { name: "Unread only" }));
    expect(await screen.findByText("No unread messages.")).toBeTruthy();
    expect(gateway.inputs("notice_list").at(-1)).toEqual({ tab: "all", unread_only: true, page: 1, page_size: 10 });
  });

  it("marks the tab read up to the newest item it has shown", async () => {
    gateway.answer({
      notice_counts: () => COUNTS,
      notice_list: () => paged([notice(38), notice(35, { kind: "reply" })]),
      notice_read_all: () => counts(0, 41),
    });
    await open("/ucenter/notices?tab=replies");
    await screen.findByRole("link", { name: /commented/ }, LOADED);
    fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    expect(await screen.findByText("All marked read")).toBeTruthy();
    expect(gateway.inputs("notice_read_all")).toEqual([{ tab: "replies", up_to_id: 38 }]);
  });

  it("mutes a notification's thread from its menu, and marks a read one unread", async () => {
    gateway.answer({
      notice_counts: () => COUNTS,
      notice_list: () => paged([notice(33, { read: true })]),
      notice_mute: ({ type, id }) => [
        { type, id: Number(id), title: "Staking explained", created_at: new Date().toISOString() },
      ],
      notice_read: () => counts(4, 42),
    });
    await open();
    const row = (await screen.findByRole("link", { name: /commented/ }, LOADED)).closest("li") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "More actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mute this thread" }));
    expect(await screen.findByText(/Muted\. Its messages stop arriving/)).toBeTruthy();
    expect(gateway.inputs("notice_mute")).toEqual([{ type: "article", id: 7, muted: true }]);

    fireEvent.click(within(row).getByRole("button", { name: "More actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark as unread" }));
    await waitFor(() => expect(gateway.inputs("notice_read")).toEqual([{ id: 33, read: false }]));
  });

  it("reads the list again when a notification arrives on the stream", async () => {
    let list = [notice(32)];
    gateway.answer({ notice_counts: () => COUNTS, notice_list: () => paged(list) });
    await open();
    await screen.findByRole("link", { name: /commented/ }, LOADED);
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    list = [notice(45, { kind: "follow", target: null, actors: [ALICE] }), ...list];
    act(() =>
      FakeEventSource.latest().send({ type: "notice", item: list[0] as never, counts: counts(4, 45) }, { id: "45" }),
    );
    expect(await screen.findByText("Alice followed you")).toBeTruthy();
  });

  it("shows the failure with a retry", async () => {
    gateway.answer({
      notice_counts: () => COUNTS,
      notice_list: () => {
        throw new Error("the gateway is down");
      },
    });
    await open();
    // The query tries once more before it shows the failure.
    expect(await screen.findByRole("alert", {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
