import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { HomeFeeds } = await import("./HomeFeeds");

describe("HomeFeeds", () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      article_list: (input) =>
        paged(
          input.is_howto
            ? [summary(3, { title: "How to stake", is_howto: 1 })]
            : input.article_type === 2
              ? [summary(2, { title: "Staking video", article_type: 2 })]
              : [summary(1, { title: "Latest article" })],
        ),
      special_list: () => paged([]),
      latest_reg_user: () => [{ ...AUTHOR, uid: 5, nickname: "Newbie", bio: "", created_at: "", is_follow: false }],
    });
  });

  it("shows the newest articles, videos, HowTos, specials and members, each with a way to see more", async () => {
    await renderWithApp(<HomeFeeds />, "/index");
    const articles = await screen.findByRole("region", { name: "Latest articles" });
    expect(await within(articles).findByRole("link", { name: "Latest article" })).toBeTruthy();
    expect(within(articles).getByRole("link", { name: "See all Latest articles" }).getAttribute("href")).toBe(
      "/appcms/spacex_article",
    );
    const videos = screen.getByRole("region", { name: "Latest videos" });
    expect((await within(videos).findByRole("link", { name: "Staking video" })).getAttribute("href")).toBe(
      "/appcms/spacex_video_detail?article_id=2&article_type=2",
    );
    expect(await screen.findByRole("link", { name: "How to stake" })).toBeTruthy();
    expect(await screen.findByText("No specials or channels yet.")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Newbie" })).getAttribute("href")).toBe("/my?uid=5");
    expect(gateway.inputs("article_list")).toEqual([
      { article_type: 1, page_size: 6, page: 1 },
      { article_type: 2, page_size: 3, page: 1 },
      { is_howto: 1, page_size: 3, page: 1 },
    ]);
    expect(gateway.inputs("latest_reg_user")).toEqual([{ page_size: 12 }]);
  });
});
