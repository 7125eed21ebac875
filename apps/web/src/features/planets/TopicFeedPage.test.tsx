import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { resyncSession } from "../../session/session-store";
import { renderRoutes } from "../../test/render";
import { comment, MEMBER, OWNER, planet, topic } from "./planet-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { TopicFeedPage } = await import("./TopicFeedPage");

const routes = [{ path: "/appsocial/social_index/:circle_id?", element: <TopicFeedPage /> }];

function signInAs(uid: number) {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", String(uid));
  resyncSession();
}

function signOut() {
  localStorage.clear();
  resyncSession();
}

describe("TopicFeedPage: one planet", () => {
  beforeEach(() => {
    queryClient.clear();
    signInAs(MEMBER.uid);
  });
  afterEach(() => {
    act(() => notifications.clean());
    signOut();
  });

  it("shows the planet with its star lord and rule, and tells a member of a private planet why they cannot post", async () => {
    gateway.answer({
      circle_detail: () => planet({ gate_kind: "ict_balance", gate_amount: "1500000000000000000000" }),
      topics_list: () => paged([topic(1, { content: "<p>Owner's news</p>" })]),
    });
    await renderRoutes(routes, "/appsocial/social_index/9");
    expect(await screen.findByRole("heading", { level: 1, name: "Rollup builders" })).toBeTruthy();
    expect(screen.getByTestId("gate-rule").textContent).toBe("Members hold at least 1500 ICT.");
    expect(screen.getByTestId("posting-notice").textContent).toMatch(/only its star lord posts/);
    expect(screen.queryByRole("link", { name: "New topic" })).toBeNull();
    const card = await screen.findByTestId("topic");
    expect(within(card).getByText("Owner's news")).toBeTruthy();
    // The owner's topic carries the badge.
    expect(within(card).getByText("Star lord")).toBeTruthy();
    expect(gateway.inputs("topics_list")).toEqual([{ circle_id: 9, page: 1, page_size: 10 }]);
  });

  it("lets a member of a public planet post, like another's topic once, and not their own", async () => {
    let likes = 0;
    gateway.answer({
      circle_detail: () =>
        planet({ is_public: 1, viewer: { is_owner: false, is_joined: true, can_post: true, can_comment: true } }),
      topics_list: () => paged([topic(1), topic(2, { author: MEMBER, name: "Mine" })]),
      click_like: (input) => ({ topic_id: Number(input.topic_id), is_liked: true, like_count: ++likes }),
    });
    await renderRoutes(routes, "/appsocial/social_index/9");
    expect(await screen.findByRole("link", { name: "New topic" })).toBeTruthy();
    expect(screen.queryByTestId("posting-notice")).toBeNull();
    const [theirs, mine] = await screen.findAllByTestId("topic");
    expect((within(mine as HTMLElement).getByRole("button", { name: "Like · 0" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(theirs as HTMLElement).getByRole("button", { name: "Like · 0" }));
    const liked = await within(theirs as HTMLElement).findByRole("button", { name: "Like · 1" });
    expect((liked as HTMLButtonElement).disabled).toBe(true);
    expect(gateway.inputs("click_like")).toEqual([{ topic_id: 1 }]);
  });

  it("comments, and says when the member may comment again after a too-frequent refusal", async () => {
    const retryAt = new Date(Date.now() + 8_000).toISOString();
    let comments = [comment(1)];
    let refuse = false;
    gateway.answer({
      circle_detail: () => planet(),
      topics_list: () => paged([topic(1, { comment_count: comments.length })]),
      comment_list: () => paged(comments),
      comment_add: (input) => {
        if (refuse) {
          throw new GatewayCallError("Too frequent, try later", Code.TooFrequent, 200, {
            retry_after: 8,
            retry_at: retryAt,
          });
        }
        const added = comment(2, { content: input.content });
        comments = [...comments, added];
        return added;
      },
    });
    await renderRoutes(routes, "/appsocial/social_index/9");
    const card = await screen.findByTestId("topic");
    fireEvent.click(within(card).getByRole("button", { name: "Comments · 1" }));
    expect(await within(card).findByText("Comment 1")).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Comment" }));
    expect(await within(card).findByText("Comment cannot be empty")).toBeTruthy();
    expect(gateway.inputs("comment_add")).toEqual([]);

    fireEvent.change(within(card).getByRole("textbox", { name: "Your comment" }), { target: { value: "Great news" } });
    fireEvent.click(within(card).getByRole("button", { name: "Comment" }));
    expect(await within(card).findByText("Great news")).toBeTruthy();
    expect(gateway.inputs("comment_add")).toEqual([{ topic_id: 1, content: "Great news" }]);

    refuse = true;
    fireEvent.change(within(card).getByRole("textbox", { name: "Your comment" }), { target: { value: "Again" } });
    fireEvent.click(within(card).getByRole("button", { name: "Comment" }));
    const time = new Date(retryAt).toLocaleTimeString("en", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
    expect(await screen.findByText(new RegExp(`you may post again at ${time}`))).toBeTruthy();
  });

  it("lets the star lord delete a member's topic after confirming", async () => {
    signInAs(OWNER.uid);
    let topics = [topic(1, { author: MEMBER, can_delete: true })];
    gateway.answer({
      circle_detail: () => planet({ viewer: { is_owner: true, is_joined: true, can_post: true, can_comment: true } }),
      topics_list: () => paged(topics),
      topics_delete: (input) => {
        topics = topics.filter((item) => item.topic_id !== input.topic_id);
        return { deleted: true };
      },
    });
    await renderRoutes(routes, "/appsocial/social_index/9");
    const card = await screen.findByTestId("topic");
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this topic?" });
    expect(gateway.inputs("topics_delete")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Topic deleted")).toBeTruthy();
    expect(await screen.findByText("No topics in this planet yet.")).toBeTruthy();
    expect(gateway.inputs("topics_delete")).toEqual([{ topic_id: 1 }]);
  });

  it("leaves only after confirming, and joins again", async () => {
    let joined = true;
    const viewer = () => ({ is_owner: false, is_joined: joined, can_post: false, can_comment: joined });
    gateway.answer({
      circle_detail: () => planet({ viewer: viewer() }),
      topics_list: () => paged([]),
      circle_join_out: () => {
        joined = false;
        return { circle_id: 9, is_joined: false, member_count: 1 };
      },
      circle_join_in: () => {
        joined = true;
        return { circle_id: 9, is_joined: true, member_count: 2 };
      },
    });
    await renderRoutes(routes, "/appsocial/social_index/9");
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave this planet?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gateway.inputs("circle_join_out")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave" }));
    fireEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(await screen.findByRole("button", { name: "Leave" })).toBeTruthy();
    expect(gateway.inputs("circle_join_out")).toEqual([{ circle_id: 9 }]);
    expect(gateway.inputs("circle_join_in")).toEqual([{ circle_id: 9 }]);
  });
});

describe("TopicFeedPage: the joined planets' feed", () => {
  beforeEach(() => {
    queryClient.clear();
  });
  afterEach(signOut);

  it("shows the topics of the member's planets with their planet, and every planet's on request", async () => {
    signInAs(MEMBER.uid);
    gateway.answer({
      topics_list: (input) =>
        paged(input.scope === "all" ? [topic(4, { name: "Anywhere" })] : [topic(3, { name: "From my planet" })]),
    });
    await renderRoutes(routes, "/appsocial/social_index");
    const card = await screen.findByTestId("topic");
    expect(within(card).getByRole("heading", { name: "From my planet" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Rollup builders" }).getAttribute("href")).toBe(
      "/appsocial/social_index/9",
    );
    fireEvent.click(screen.getByText("All planets"));
    expect(await screen.findByRole("heading", { name: "Anywhere" })).toBeTruthy();
    expect(gateway.inputs("topics_list").map((input) => input.scope)).toEqual(["joined", "all"]);
  });

  it("refreshes on the button and loads the next page at the end", async () => {
    let served = 0;
    gateway.answer({
      topics_list: (input) => {
        served += 1;
        const page = Number(input.page);
        return paged([topic(page * 10 + served)], 12, page);
      },
    });
    await renderRoutes(routes, "/appsocial/social_index");
    await screen.findAllByTestId("topic");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("topic")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(gateway.inputs("topics_list").length).toBeGreaterThanOrEqual(4));
    // A visitor sees every planet's topics.
    expect(gateway.inputs("topics_list")[0]).toEqual({ scope: "all", page: 1, page_size: 10 });
  });
});
