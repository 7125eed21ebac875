import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { PublicPagesContext } from "../../app/routes/public-pages";
import { SITE_MAP } from "../../app/routes/site-map";
import { fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { DownloadTipPage } = await import("./DownloadTipPage");
const { PermissionIntroductionPage } = await import("./PermissionIntroductionPage");
const { SitemapPage } = await import("./SitemapPage");

describe("site pages", () => {
  beforeEach(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage"));
    queryClient.clear();
  });

  it("offers the newest release of each platform", async () => {
    gateway.answer({
      get_app_latest_version: () => [
        {
          platform: "android",
          version: "1.2.0",
          url: "/downloads/icms.apk",
          notes: "Faster",
          released_at: "2026-11-01T00:00:00Z",
        },
      ],
    });
    await renderWithApp(<DownloadTipPage />, "/downloadTip");
    const link = await screen.findByRole("link", { name: "Download for Android" });
    expect(link.getAttribute("href")).toBe("/downloads/icms.apk");
    expect(screen.getByText("Version 1.2.0")).toBeTruthy();
  });

  it("marks the privileges the signed-in user holds", async () => {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "9");
    window.dispatchEvent(new StorageEvent("storage"));
    gateway.answer({
      user_privilege_list: () => [
        { privilege_code: "edit_news", privilege_typedata: 2, val: 1 },
        { privilege_code: "dao_vote", privilege_typedata: 2, val: 0 },
      ],
    });
    await renderWithApp(<PermissionIntroductionPage />, "/appcms/permission_introduction");
    const news = (await screen.findByRole("rowheader", { name: "Publish news and flash news" })).closest("tr");
    expect(await within(news as HTMLElement).findByText("You hold this")).toBeTruthy();
    const vote = screen.getByRole("rowheader", { name: "Vote in the DAO" }).closest("tr");
    expect(within(vote as HTMLElement).getByText("Not held")).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Operator" })).toBeTruthy();
  });

  it("lists the public pages of the route table, without screens needing an id or a session", async () => {
    gateway.answer({});
    await renderWithApp(
      <PublicPagesContext value={SITE_MAP}>
        <SitemapPage />
      </PublicPagesContext>,
      "/sitemap",
    );
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/noticeList", "/privacy", "/appcms/reportnews_list", "/appcms/flashnews_list"]),
    );
    expect(hrefs).not.toContain("/appcms/news_item");
    expect(hrefs).not.toContain("/noticeDetail");
    expect(hrefs.some((h) => h?.startsWith("/ucenter"))).toBe(false);
  });
});
