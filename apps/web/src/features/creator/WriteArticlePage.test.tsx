import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { detail, fakeGateway, paged } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const uploadMedia = vi.fn();
vi.mock("../../ui/upload", async (original) => ({
  ...(await original<typeof import("../../ui/upload")>()),
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
}));
const { WriteArticlePage, WriteVideoPage } = await import("./WriteArticlePage");

const routes = [
  { path: "/ucenter/write_article", element: <WriteArticlePage /> },
  { path: "/ucenter/write_video", element: <WriteVideoPage /> },
  { path: "/appcms/*", element: <p>landed</p> },
];

describe("write pages", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
    gateway.answer({
      userinfo: () => ({
        uid: 3,
        nickname: "Alice",
        avatar_url: "",
        wallet_addr: "0x1",
        bio: "",
        email: "",
        created_at: "2025-01-01T00:00:00.000Z",
      }),
      my_special_list: () => paged([]),
      special_list: () => paged([]),
      my_article_add_save: (input) => ({
        ...detail(41, { title: input.title, content: input.content, cover_url: input.cover_url }),
        passed: true,
      }),
    });
  });

  it("shows every rule the gateway would refuse, in the interface language, and focuses the first", async () => {
    await renderRoutes(routes, "/ucenter/write_article?article_type=1");
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Please enter a title")).toBeTruthy();
    expect(screen.getByText("Please upload a cover image")).toBeTruthy();
    expect(await screen.findByText("Please write the content")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Title/ })));
    fireEvent.change(screen.getByRole("textbox", { name: /Abstract/ }), { target: { value: "a".repeat(201) } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("At most 200 characters")).toBeTruthy();
    expect(gateway.inputs("my_article_add_save")).toEqual([]);
  });

  it("submits a HowTo article as the gateway reads it and opens it", async () => {
    uploadMedia.mockResolvedValueOnce({ url: "/uploads/cover.png", kind: "image" });
    const { router } = await renderRoutes(routes, "/ucenter/write_article?article_type=1&is_howto=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Write a HowTo article" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Title/ }), { target: { value: " Staking 101 " } });
    fireEvent.change(screen.getByRole("textbox", { name: /Tags/ }), { target: { value: "defi，staking" } });
    fireEvent.change(screen.getByLabelText(/Cover image/), {
      target: { files: [new File(["x"], "cover.png", { type: "image/png" })] },
    });
    await screen.findByRole("img", { name: "Preview" });
    // Typed text reaches the editor's document as the browser's DOM changes do.
    const editor = await screen.findByRole("textbox", { name: "Content" });
    editor.innerHTML = "<p>Lock tokens</p>";
    await waitFor(() => expect(editor.textContent).toBe("Lock tokens"));
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appcms/spacex_article_detail"));
    expect(router.state.location.search).toBe("?article_id=41&article_type=1");
    expect(gateway.inputs("my_article_add_save")).toEqual([
      {
        article_type: 1,
        is_howto: 1,
        lang: undefined,
        title: "Staking 101",
        abstract: "",
        content: "<p>Lock tokens</p>",
        cover_url: "/uploads/cover.png",
        video_url: undefined,
        tags: "defi,staking",
        special_id: null,
        is_open: 1,
      },
    ]);
  });

  it("needs an mp4 video on the video page", async () => {
    await renderRoutes(routes, "/ucenter/write_video?article_type=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Publish a video" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Please upload a video")).toBeTruthy();
  });
});
