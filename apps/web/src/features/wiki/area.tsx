import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import { withStrings } from "../../i18n/strings";
import { lazyReviewKind } from "../../review/registered-kinds";
import type wikiStrings from "../../i18n/locales/wiki/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    wiki: typeof wikiStrings;
  }
}

/** The wiki: categories, entries, history and the entry form. */
export const wikiArea = defineWebArea({
  routes: [
    {
      mount: "/appcms",
      at: 20,
      routes: [
        page(
          "compass_wiki_home",
          "CompassWikiHome",
          bundlePage("wiki", () => import("./WikiHomePage"), "WikiHomePage"),
        ),
        // query: category_id, page
        page(
          "compass_wiki",
          "CompassWiki",
          bundlePage("wiki", () => import("./WikiListPage"), "WikiListPage"),
        ),
        // query: article_id
        page(
          "compass_wiki_detail",
          "CompassWikiDetail",
          bundlePage("wiki", () => import("./WikiDetailPage"), "WikiDetailPage"),
        ),
        page(
          "compass_wiki_history",
          "CompassWikiHistory",
          bundlePage("wiki", () => import("./WikiHistoryPage"), "WikiHistoryPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 30,
      routes: [
        // query: article_type=3, is_howto, and article_id to edit
        page(
          "write_wiki",
          "WriteWiki",
          bundlePage(["wiki", "editor"], () => import("./WriteWikiPage"), "WriteWikiPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "site",
      group: "compass",
      at: 20,
      item: { key: "compassWiki", to: "/appcms/compass_wiki_home", name: "CompassWikiHome" },
    },
    { menu: "quickLinks", at: 20, item: { key: "compassWiki", to: "/appcms/compass_wiki_home" } },
    { menu: "creatorShortcuts", at: 50, item: { key: "writeWiki", to: "/ucenter/write_wiki?article_type=3" } },
    {
      menu: "ucenterSidebar",
      group: "create",
      at: 30,
      item: { key: "writeWiki", to: "/ucenter/write_wiki?article_type=3", name: "WriteWiki" },
    },
  ],
  reviewKinds: [
    {
      kind: "wiki",
      at: 20,
      load: lazyReviewKind(
        withStrings("dao", () => import("./review-kind")),
        "wikiReviewKind",
      ),
    },
  ],
});
