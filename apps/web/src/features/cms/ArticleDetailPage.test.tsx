import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, detail, fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ArticleDetailPage } = await import("./ArticleDetailPage");

const URL = "/appcms/spacex_article_detail?article_id=5&article_type=1";
const comment = (id: number, content: string) => ({
  comment_id: id,
  article_id: 5,
  content,
  author: { ...AUTHOR, uid: 9, nickname: "Bob" },
  created_at: new Date().toISOString(),
});

function signIn(uid = "9") {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", uid);
  window.dispatchEvent(new StorageEvent("storage"));
}

describe("ArticleDetailPage", () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      article_detail: () => detail(5, { title: "Why staking pays", tags: ["defi", "staking"], comment_count: 1 }),
      article_comment_list: () => paged([comment(1, "First!")]),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the article: its title, cleaned body, author, tags and comments", async () => {
    await renderWithApp(<ArticleDetailPage />, URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Why staking pays" })).toBeTruthy();
    expect(screen.getByText("text").tagName).toBe("B");
    expect(screen.getByRole("link", { name: "Alice" }).getAttribute("href")).toBe("/my?uid=3");
    expect(screen.getByRole("link", { name: "#staking" }).getAttribute("href")).toBe(
      "/appcms/cmslist?list_type=tag&tag=staking",
    );
    expect(await screen.findByText("First!")).toBeTruthy();
    expect(gateway.inputs("article_detail")).toEqual([{ article_id: 5 }]);
  });

  it("asks a visitor to log in to comment, keeping the way back", async () => {
    await renderWithApp(<ArticleDetailPage />, URL);
    const login = await screen.findByRole("link", { name: "Login to comment" });
    expect(decodeURIComponent(login.getAttribute("href") ?? "")).toContain(`redirect=${URL}`);
    expect(screen.queryByRole("textbox", { name: "Your comment" })).toBeNull();
  });

  it("shows the gateway's refusal of a like as an error", async () => {
    signIn("3");
    gateway.answer({
      article_detail: () => detail(5, { is_owner: true }),
      article_comment_list: () => paged([]),
      article_add_like: () => {
        throw new GatewayCallError("You cannot like your own content", Code.CannotLikeOwn, 200);
      },
    });
    await renderWithApp(<ArticleDetailPage />, URL);
    fireEvent.click(await screen.findByRole("button", { name: "Like (0)" }));
    expect(await screen.findByText("You cannot like your own content")).toBeTruthy();
    // The author's own page has no follow button.
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
  });

  it("likes, collects and comments for a signed-in reader; too little content is caught first", async () => {
    signIn();
    gateway.answer({
      article_detail: () => detail(5),
      article_comment_list: () => paged([]),
      article_add_like: () => ({ is_like: true, like_count: 1 }),
      article_collect_add: () => ({ is_collect: true, collect_count: 1 }),
      article_comment_add: (input) => comment(2, String(input.content)),
    });
    await renderWithApp(<ArticleDetailPage />, URL);
    fireEvent.click(await screen.findByRole("button", { name: "Like (0)" }));
    expect(await screen.findByRole("button", { name: "Liked (1)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Collect (0)" }));
    expect(await screen.findByRole("button", { name: "Collected (1)" })).toBeTruthy();
    expect(gateway.inputs("article_collect_add")).toEqual([{ article_id: 5, cancel: 0 }]);

    const box = screen.getByRole("textbox", { name: "Your comment" });
    fireEvent.change(box, { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Too little content...")).toBeTruthy();
    expect(gateway.inputs("article_comment_add")).toEqual([]);

    fireEvent.change(box, { target: { value: "Very clear, thanks" } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Very clear, thanks", { selector: "p" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Comments (1)" })).toBeTruthy());
  });

  it("says when the address names no article", async () => {
    await renderWithApp(<ArticleDetailPage />, "/appcms/spacex_article_detail");
    expect(await screen.findByText("No article was named in the address.")).toBeTruthy();
    expect(gateway.call).not.toHaveBeenCalled();
  });
});
