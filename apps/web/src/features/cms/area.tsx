import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import { withStrings } from "../../i18n/strings";
import { lazyReviewKind } from "../../review/registered-kinds";
import type cmsStrings from "../../i18n/locales/cms/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    cms: typeof cmsStrings;
  }
}

/**
 * Content: /appcms. Detail pages take the query fields article_id, special_id, article_type
 * (1 article, 2 video, 3 wiki), is_forward and forward_uid.
 */
export const cmsArea = defineWebArea({
  routes: [
    {
      mount: "/appcms",
      at: 10,
      routes: [
        redirectIndex("/appcms/spacex_article"),
        page(
          "spacex_article",
          "SpacexArticle",
          bundlePage("cms", () => import("./ArticleListPage"), "ArticleListPage"),
        ),
        page(
          "spacex_article_detail",
          "SpacexArticleDetail",
          bundlePage("cms", () => import("./ArticleDetailPage"), "ArticleDetailPage"),
        ),
        // query: special_id, article_type
        page(
          "special_home",
          "SpecialHome",
          bundlePage("cms", () => import("./SpecialHomePage"), "SpecialHomePage"),
        ),
        page(
          "special_list",
          "SpecialList",
          bundlePage("cms", () => import("./SpecialListPage"), "SpecialListPage"),
        ),
        // query: list_type, special_id
        page(
          "cmslist",
          "Cmslist",
          bundlePage("cms", () => import("./CmsListPage"), "CmsListPage"),
        ),
        page(
          "spacex_video",
          "SpacexVideo",
          bundlePage("cms", () => import("./VideoListPage"), "VideoListPage"),
        ),
        page(
          "spacex_video_detail",
          "SpacexVideoDetail",
          bundlePage("cms", () => import("./VideoDetailPage"), "VideoDetailPage"),
        ),
      ],
    },
    {
      mount: "/appcms",
      at: 30,
      routes: [
        page(
          "compass_howto",
          "CompassHowto",
          bundlePage("cms", () => import("./HowtoPage"), "HowtoPage"),
        ),
      ],
    },
    {
      mount: "/appcms",
      at: 70,
      routes: [
        // query: keyword, ts, article_type
        page(
          "search",
          "Search",
          bundlePage("cms", () => import("./SearchPage"), "SearchPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "site",
      group: "compass",
      at: 10,
      item: { key: "compassHowto", to: "/appcms/compass_howto", name: "CompassHowto" },
    },
    {
      menu: "site",
      group: "spacex",
      at: 10,
      item: { key: "spacexArticle", to: "/appcms/spacex_article", name: "SpacexArticle" },
    },
    {
      menu: "site",
      group: "spacex",
      at: 20,
      item: { key: "spacexVideo", to: "/appcms/spacex_video", name: "SpacexVideo" },
    },
    {
      menu: "site",
      group: "spacex",
      at: 30,
      item: { key: "specialList", to: "/appcms/special_list", name: "SpecialList" },
    },
    { menu: "quickLinks", at: 10, item: { key: "compassHowto", to: "/appcms/compass_howto" } },
    { menu: "quickLinks", at: 30, item: { key: "spacexArticle", to: "/appcms/spacex_article" } },
    { menu: "quickLinks", at: 40, item: { key: "spacexVideo", to: "/appcms/spacex_video" } },
    { menu: "quickLinks", at: 50, item: { key: "specialList", to: "/appcms/special_list" } },
    { menu: "ucenterSidebar", at: 30, item: { key: "myCollection", to: "/appcms/cmslist?list_type=collect" } },
  ],
  reviewKinds: [
    {
      kind: "article",
      at: 10,
      load: lazyReviewKind(
        withStrings("dao", () => import("./review-kinds")),
        "articleReviewKind",
      ),
    },
    {
      kind: "special",
      at: 30,
      load: lazyReviewKind(
        withStrings("dao", () => import("./review-kinds")),
        "specialReviewKind",
      ),
    },
  ],
});
