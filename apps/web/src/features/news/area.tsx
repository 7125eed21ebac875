import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type newsStrings from "../../i18n/locales/news/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    news: typeof newsStrings;
  }
}

/** News and flash news, notices, and the operators' news editor. */
export const newsArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 80,
      routes: [
        page(
          "noticeList",
          "NoticeList",
          bundlePage("news", () => import("./NoticeListPage"), "NoticeListPage"),
        ),
        // query: announcement_id
        page(
          "noticeDetail",
          "NoticeDetail",
          bundlePage("news", () => import("./NoticeDetailPage"), "NoticeDetailPage"),
        ),
      ],
    },
    {
      mount: "/appcms",
      at: 40,
      routes: [
        page(
          "flashnews_list",
          "FlashnewsList",
          bundlePage(["news", "cms"], () => import("./FlashNewsListPage"), "FlashNewsListPage"),
        ),
        page(
          "reportnews_list",
          "ReportnewsList",
          bundlePage(["news", "cms"], () => import("./ReportNewsListPage"), "ReportNewsListPage"),
        ),
        // query: information_id, is_forward, forward_uid
        page(
          "news_item",
          "NewsItem",
          bundlePage(["news", "cms"], () => import("./NewsItemPage"), "NewsItemPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 40,
      routes: [
        // operators: news, flash news and announcements
        page(
          "newsindex",
          "Newsindex",
          bundlePage(["news", "editor"], () => import("./NewsEditorPage"), "NewsEditorPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "site",
      group: "news",
      at: 20,
      item: { key: "reportnewsList", to: "/appcms/reportnews_list", name: "ReportnewsList" },
    },
    {
      menu: "site",
      group: "news",
      at: 30,
      item: { key: "flashnewsList", to: "/appcms/flashnews_list", name: "FlashnewsList" },
    },
    { menu: "quickLinks", at: 70, item: { key: "flashnewsList", to: "/appcms/flashnews_list" } },
    { menu: "quickLinks", at: 150, item: { key: "notices", to: "/noticeList" } },
    { menu: "footer", at: 20, item: { key: "notices", to: "/noticeList" } },
  ],
});
