import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { UserHomePage } = await import("./UserHomePage");

const routes = [{ path: "/my", element: <UserHomePage /> }];
const info = { ...AUTHOR, bio: "Builder", follow_count: 2, fans_count: 5, is_follow: false, is_fans: true };
const fan = { ...AUTHOR, uid: 11, nickname: "Carol", bio: "", created_at: "", is_follow: false };

describe("UserHomePage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "9");
    window.dispatchEvent(new StorageEvent("storage"));
    gateway.answer({
      user_follow_info: () => info,
      article_list: () => paged([summary(1, { title: "Alice writes" })]),
      user_fans_list: () => paged([fan]),
      user_follow_save: () => ({ is_follow: true, status_code: 3007, follow_count: 6 }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the profile with its counts, the user's articles, and follows", async () => {
    await renderRoutes(routes, "/my?uid=3");
    expect(await screen.findByRole("heading", { level: 1, name: "Alice" })).toBeTruthy();
    expect(screen.getByText("Following: 2")).toBeTruthy();
    expect(screen.getByText("Followers: 5")).toBeTruthy();
    expect(screen.getByText("Follows you")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Alice writes" })).toBeTruthy();
    expect(gateway.inputs("article_list")[0]).toMatchObject({ uid: 3, article_type: 1, page: 1 });

    const follow = screen.getByRole("button", { name: "Follow Alice" });
    expect(follow.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(follow);
    expect(await screen.findByText("Followers: 6")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Following Alice" }).getAttribute("aria-pressed")).toBe("true");
    expect(gateway.inputs("user_follow_save")).toEqual([{ uid: 3 }]);
  });

  it("lists the user's followers in their tab", async () => {
    const { router } = await renderRoutes(routes, "/my?uid=3");
    fireEvent.click(await screen.findByRole("tab", { name: "Followers" }));
    expect(await screen.findByRole("link", { name: "Carol" })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?uid=3&tab=fans"));
    expect(gateway.inputs("user_fans_list")).toEqual([{ uid: 3, page: 1 }]);
  });
});
