import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { CreatorMenu } from "./CreatorMenu";
import { NotificationPopover } from "./NotificationPopover";
import { QuickLinkGrid } from "./QuickLinkGrid";
import { ResourcePopover } from "./ResourcePopover";

const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("header widgets", () => {
  it("the notification bell is for signed-in members only (the message centre's tests cover it)", async () => {
    await renderWithApp(<NotificationPopover />);
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });

  it("the resource library groups Compass, SpaceX and News; Tools and Docs lead to /developing", async () => {
    await renderWithApp(<ResourcePopover />);
    fireEvent.click(screen.getByRole("button", { name: "Resources" }));
    await screen.findByRole("navigation", { name: "Resources" });
    expect(href("HowTo")).toBe("/appcms/compass_howto");
    expect(href("Wiki")).toBe("/appcms/compass_wiki_home");
    expect(href("Videos")).toBe("/appcms/spacex_video");
    expect(href("Flash news")).toBe("/appcms/flashnews_list");
    expect(href("Tools")).toBe("/developing");
    expect(href("Docs")).toBe("/developing");
  });

  it("the quick-link grid opens the external KOL site in a new tab", async () => {
    await renderWithApp(<QuickLinkGrid />);
    fireEvent.click(screen.getByRole("button", { name: "Quick links" }));
    const kol = await screen.findByRole("link", { name: /KOL site/ });
    expect(kol.getAttribute("href")).toBe("/kolOpinionLeader");
    expect(kol.getAttribute("target")).toBe("_blank");
    expect(kol.getAttribute("rel")).toContain("noopener");
    expect(href("Courses")).toBe("/appedu/course_home");
  });

  it("the creator shortcuts open the write flows", async () => {
    await renderWithApp(<CreatorMenu />);
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["Write an article", "/ucenter/write_article?article_type=1"],
      ["Publish a video", "/ucenter/write_video?article_type=2"],
      ["Write a HowTo article", "/ucenter/write_article?article_type=1&is_howto=1"],
      ["Publish a HowTo video", "/ucenter/write_video?article_type=2&is_howto=1"],
      ["Write a wiki entry", "/ucenter/write_wiki?article_type=3"],
    ]);
  });
});
