import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { NewsEditorPage } = await import("./NewsEditorPage");

const notice = {
  announcement_id: 3,
  lang: "en" as const,
  title: "Maintenance window",
  abstract: "",
  published_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

describe("NewsEditorPage", () => {
  beforeEach(() => {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "9");
    window.dispatchEvent(new StorageEvent("storage"));
    queryClient.clear();
  });

  it("tells a user without a publishing privilege that the page is for operators", async () => {
    gateway.answer({ user_privilege_list: () => [{ privilege_code: "edit_news", privilege_typedata: 2, val: 0 }] });
    await renderWithApp(<NewsEditorPage />, "/ucenter/newsindex");
    expect(await screen.findByText("Only operators holding the publishing privilege can use this page.")).toBeTruthy();
  });

  it("shows only the tabs the privileges allow, and deletes after a confirmation", async () => {
    gateway.answer({
      user_privilege_list: () => [{ privilege_code: "edit_announcement", privilege_typedata: 2, val: 1 }],
      announcement_list: () => paged([notice]),
      announcement_del: () => ({ ids: [3] }),
    });
    await renderWithApp(<NewsEditorPage />, "/ucenter/newsindex");
    expect(await screen.findByRole("tab", { name: "Announcements" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "News" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Delete: Maintenance window" }));
    expect(
      await screen.findByText("“Maintenance window” will be removed from the site. This cannot be undone."),
    ).toBeTruthy();
    expect(gateway.inputs("announcement_del")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(gateway.inputs("announcement_del")).toEqual([{ ids: [3] }]));
  });
});
