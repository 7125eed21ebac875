import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import { ALICE, BOB, CAROL, counts, FakeEventSource, notice } from "../notice-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({
  callGateway: (...args: [never, never]) => gateway.call(...args),
  withSession: <T,>(send: () => Promise<T>) => send(),
}));
const { NotificationPopover } = await import("../../../app/nav/NotificationPopover");

const LIKED = notice(21, {
  kind: "like",
  count: 13,
  actors: [ALICE, BOB, CAROL],
  target: {
    type: "article",
    id: 7,
    title: "Staking explained",
    url: "/appcms/spacex_article_detail?article_id=7",
    deleted: false,
  },
});
const GONE = notice(20, {
  kind: "reply",
  target: {
    type: "article",
    id: 8,
    title: "Old post",
    url: "/appcms/spacex_article_detail?article_id=8",
    deleted: true,
  },
});
const READ = notice(19, { read: true, kind: "follow", target: null });

function signIn() {
  localStorage.setItem("AccessToken", "token-1");
  localStorage.setItem("uid", "3");
  window.dispatchEvent(new StorageEvent("storage"));
}

/** How long a lazily loaded part (the bell, the popover's body) may take on a busy machine. */
const LAZY = { timeout: 5_000 };
const bell = (unread: number) => screen.findByRole("button", { name: `Notifications (${unread} unread)` }, LAZY);

describe("the notification bell", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.stubGlobal("BroadcastChannel", undefined);
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
  });

  it("is not shown to visitors, and opens no stream", async () => {
    gateway.answer({});
    await renderWithApp(<NotificationPopover />);
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("shows the unread count, no badge at 0, and moves live when the stream says so, announcing the item", async () => {
    signIn();
    gateway.answer({ notice_counts: () => counts(0, 10) });
    await renderWithApp(<NotificationPopover />);
    await bell(0);
    const badge = screen.getByTestId("notice-badge");
    expect(within(badge).queryByText("0")).toBeNull();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.latest().query.get("token")).toBe("token-1");

    act(() => FakeEventSource.latest().send({ type: "notice", item: notice(11), counts: counts(1, 11) }, { id: "11" }));
    await bell(1);
    expect(within(screen.getByTestId("notice-badge")).getByText("1")).toBeTruthy();
    const region = screen.getByTestId("notice-live-region");
    expect(region.getAttribute("aria-live")).toBe("polite");
    await waitFor(() => expect(region.textContent).toBe("New message: Bob commented on “Staking explained”"));
  });

  it("lists the latest, grouped, with deleted targets unlinked; marks one and all read", async () => {
    signIn();
    gateway.answer({
      notice_counts: () => counts(2, 21),
      notice_list: () => paged([LIKED, GONE, READ]),
      notice_read: () => counts(1, 22),
      notice_read_all: () => counts(0, 23),
    });
    await renderWithApp(<NotificationPopover />);
    fireEvent.click(await bell(2));
    // The popover's body and strings download on its first opening.
    const grouped = await screen.findByRole("link", { name: "Alice and 12 others liked “Staking explained”" }, LAZY);
    expect(grouped.getAttribute("href")).toBe("/appcms/spacex_article_detail?article_id=7");
    expect(screen.getByText("Bob replied to you in “Old post”").closest("a")).toBeNull();
    expect(screen.getByText("This item was deleted")).toBeTruthy();
    expect(screen.getByText("Bob followed you")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all messages" }).getAttribute("href")).toBe("/ucenter/notices");

    const likedRow = grouped.closest("li") as HTMLElement;
    fireEvent.click(within(likedRow).getByRole("button", { name: "Mark as read" }));
    await bell(1);
    expect(gateway.inputs("notice_read")).toEqual([{ id: 21, read: true }]);

    fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await bell(0);
    expect(gateway.inputs("notice_read_all")).toEqual([{ tab: "all", up_to_id: 21 }]);
  });

  it("marks an item read when it is opened", async () => {
    signIn();
    gateway.answer({
      notice_counts: () => counts(1, 21),
      notice_list: () => paged([LIKED]),
      notice_read: () => counts(0, 22),
    });
    await renderWithApp(<NotificationPopover />);
    fireEvent.click(await bell(1));
    fireEvent.click(await screen.findByRole("link", { name: /liked/ }, LAZY));
    await bell(0);
    expect(gateway.inputs("notice_read")).toEqual([{ id: 21, read: true }]);
  });

  it("walks the items with the arrow keys; Escape closes and gives the focus back to the bell", async () => {
    signIn();
    gateway.answer({ notice_counts: () => counts(2, 21), notice_list: () => paged([LIKED, GONE, READ]) });
    await renderWithApp(<NotificationPopover />);
    const button = await bell(2);
    button.focus();
    fireEvent.click(button);
    const first = await screen.findByRole("link", { name: /liked/ }, LAZY);
    const list = screen.getByRole("list", { name: "Messages" });
    first.focus();
    fireEvent.keyDown(list, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Bob replied to you in “Old post”");
    fireEvent.keyDown(list, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Bob followed you");
    fireEvent.keyDown(list, { key: "Home" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("list", { name: "Messages" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
