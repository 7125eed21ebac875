import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { SearchPage } = await import("./SearchPage");

const routes = [{ path: "/appcms/search", element: <SearchPage /> }];
const hit = {
  ...summary(8, { title: "Staking <guide>" }),
  title_highlight: "<mark>Staking</mark> &lt;guide&gt;",
  abstract_highlight: "Why <mark>staking</mark> pays",
};

describe("SearchPage", () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      article_search: (input) => paged(input.keyword === "staking" ? [hit] : [], input.keyword === "staking" ? 1 : 0),
    });
  });

  it("lists the hits with the matches marked, as text", async () => {
    await renderRoutes(routes, "/appcms/search?keyword=staking&ts=1");
    const link = await screen.findByRole("link", { name: "Staking <guide>" });
    expect(link.querySelector("mark")?.textContent).toBe("Staking");
    expect(screen.getByText("1 results for “staking”")).toBeTruthy();
    expect(gateway.inputs("article_search")).toEqual([{ keyword: "staking", article_type: undefined, page: 1 }]);
  });

  it("finds news in the news tab, linking to the news item", async () => {
    gateway.answer({
      article_search: () => paged([]),
      information_search: (input) =>
        paged([
          {
            information_id: 4,
            kind: 2 as const,
            lang: "en" as const,
            title: "Staking inflows rise",
            abstract: "",
            cover_url: "",
            author: hit.author,
            like_count: 0,
            comment_count: 0,
            bullish_count: 0,
            bearish_count: 0,
            published_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            title_highlight: `<mark>${input.keyword}</mark> inflows rise`,
            abstract_highlight: "",
          },
        ]),
    });
    const { router } = await renderRoutes(routes, "/appcms/search?keyword=Staking&ts=1");
    fireEvent.click(await screen.findByRole("tab", { name: "News" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("scope")).toBe("news"));
    const link = await screen.findByRole("link", { name: "Staking inflows rise" });
    expect(link.getAttribute("href")).toBe("/appcms/news_item?information_id=4");
    expect(gateway.inputs("information_search")).toEqual([{ keyword: "Staking", page: 1 }]);
  });

  it("narrows by type through the tabs, in the address", async () => {
    const { router } = await renderRoutes(routes, "/appcms/search?keyword=staking&ts=1");
    await screen.findByRole("link", { name: "Staking <guide>" });
    fireEvent.click(screen.getByRole("tab", { name: "Videos" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("article_type")).toBe("2"));
    await waitFor(() => expect(gateway.inputs("article_search").at(-1)).toMatchObject({ article_type: 2 }));
  });

  it("says when nothing matches, and asks for a keyword when the box is empty", async () => {
    await renderRoutes(routes, "/appcms/search?keyword=nothing&ts=1");
    expect(await screen.findByText("Nothing matches “nothing”. Try other words.")).toBeTruthy();
    const form = screen.getByRole("search");
    const box = within(form).getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "  " } });
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});
