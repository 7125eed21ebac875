import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CmsListPage } = await import("./CmsListPage");
const { SpecialListPage } = await import("./SpecialListPage");

const routes = [
  { path: "/appcms/cmslist", element: <CmsListPage /> },
  { path: "/appcms/special_list", element: <SpecialListPage /> },
];
const signIn = () => {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", "9");
  window.dispatchEvent(new StorageEvent("storage"));
};
const special = (id: number, name: string) => ({
  special_id: id,
  special_type: 1 as const,
  name,
  abstract: "",
  cover_url: "",
  tags: [],
  owner: AUTHOR,
  follow_count: 1,
  article_count: 2,
  status: "online" as const,
  is_open: 1 as const,
  created_at: "",
  updated_at: "",
});

describe("cmslist and special_list", () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      article_list: () => paged([summary(1, { title: "Tagged item" })]),
      article_collect_list: () => paged([summary(2, { title: "Collected item" })]),
      tags_list: () => paged([{ tag_id: 4, name: "defi", article_count: 7, follow_count: 2, is_follow: false }]),
      tags_add_follow: () => ({ is_follow: true, status_code: 3007, follow_count: 3 }),
      special_list: () => paged([special(1, "Everyone's special")]),
      special_join_list: () => paged([special(2, "Followed special")]),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("lists a tag's items and follows the tag", async () => {
    signIn();
    await renderRoutes(routes, "/appcms/cmslist?list_type=tag&tag=defi");
    expect(await screen.findByRole("heading", { level: 1, name: "Tagged #defi" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Tagged item" })).toBeTruthy();
    expect(gateway.inputs("article_list")).toEqual([{ tag: "defi", page: 1 }]);
    fireEvent.click(await screen.findByRole("button", { name: "Follow #defi" }));
    expect(await screen.findByText("3 followers · 7 items")).toBeTruthy();
    expect(gateway.inputs("tags_add_follow")).toEqual([{ tag_id: 4 }]);
  });

  it("shows the reader's collection, and asks a visitor to sign in first", async () => {
    const view = await renderRoutes(routes, "/appcms/cmslist?list_type=collect");
    expect(await screen.findByText("Sign in to see your collection.")).toBeTruthy();
    expect(gateway.inputs("article_collect_list")).toEqual([]);
    view.unmount();
    signIn();
    await renderRoutes(routes, "/appcms/cmslist?list_type=collect");
    expect(await screen.findByRole("link", { name: "Collected item" })).toBeTruthy();
  });

  it("switches the special list to the ones the reader follows", async () => {
    signIn();
    const { router } = await renderRoutes(routes, "/appcms/special_list");
    expect(await screen.findByRole("link", { name: "Everyone's special" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Following" }));
    expect(await screen.findByRole("link", { name: "Followed special" })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?joined=1"));
    expect(gateway.inputs("special_join_list")).toEqual([{ special_type: 1, page: 1 }]);
  });
});
