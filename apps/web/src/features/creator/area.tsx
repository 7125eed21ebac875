import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type creatorStrings from "../../i18n/locales/creator/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    creator: typeof creatorStrings;
  }
}

/** The write forms and the member's content management. */
export const creatorArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 20,
      routes: [
        // query: article_type
        page(
          "write_special",
          "WriteSpecial",
          bundlePage(["creator", "editor"], () => import("./WriteSpecialPage"), "WriteSpecialPage"),
        ),
        // query on the write screens: article_type, is_howto
        page(
          "write_article",
          "WriteArticle",
          bundlePage(["creator", "editor"], () => import("./WriteArticlePage"), "WriteArticlePage"),
        ),
        page(
          "write_video",
          "WriteVideo",
          bundlePage(["creator", "editor"], () => import("./WriteArticlePage"), "WriteVideoPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 50,
      routes: [
        page(
          "cmsindex",
          "Cmsindex",
          bundlePage("creator", () => import("./ContentManagePage"), "ContentManagePage"),
        ),
      ],
    },
  ],
  nav: [
    { menu: "creatorShortcuts", at: 10, item: { key: "writeArticle", to: "/ucenter/write_article?article_type=1" } },
    { menu: "creatorShortcuts", at: 20, item: { key: "writeVideo", to: "/ucenter/write_video?article_type=2" } },
    {
      menu: "creatorShortcuts",
      at: 30,
      item: { key: "writeHowtoArticle", to: "/ucenter/write_article?article_type=1&is_howto=1" },
    },
    {
      menu: "creatorShortcuts",
      at: 40,
      item: { key: "writeHowtoVideo", to: "/ucenter/write_video?article_type=2&is_howto=1" },
    },
    { menu: "ucenterSidebar", at: 20, item: { key: "cmsindex", to: "/ucenter/cmsindex", name: "Cmsindex" } },
    {
      menu: "ucenterSidebar",
      group: "create",
      at: 10,
      item: { key: "writeArticle", to: "/ucenter/write_article?article_type=1", name: "WriteArticle" },
    },
    {
      menu: "ucenterSidebar",
      group: "create",
      at: 20,
      item: { key: "writeVideo", to: "/ucenter/write_video?article_type=2", name: "WriteVideo" },
    },
    {
      menu: "ucenterSidebar",
      group: "create",
      at: 40,
      item: { key: "writeSpecial", to: "/ucenter/write_special?article_type=1", name: "WriteSpecial" },
    },
  ],
});
