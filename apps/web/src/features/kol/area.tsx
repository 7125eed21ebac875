import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type kolStrings from "../../i18n/locales/kol/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    kol: typeof kolStrings;
  }
}

/** KOL profiles: the list, the profile, the application and its review. */
export const kolArea = defineWebArea({
  routes: [
    {
      mount: "/icmsdao",
      at: 50,
      routes: [
        page(
          "kolList",
          "KolList",
          bundlePage("kol", () => import("./KolListPage"), "KolListPage"),
        ),
        // query: kol_id, uid
        page("kolDetail", "KolDetail", {
          auth: true,
          ...bundlePage("kol", () => import("./KolDetailPage"), "KolDetailPage"),
        }),
      ],
    },
    {
      mount: "/ucenter",
      at: 140,
      routes: [
        // the user's KOL application
        page(
          "kol_apply",
          "KolApply",
          bundlePage(["kol", "editor"], () => import("./KolApplyPage"), "KolApplyPage"),
        ),
        // operators holding review_kol (the gateway refuses the others)
        page(
          "kol_review",
          "KolReview",
          bundlePage("kol", () => import("./KolReviewPage"), "KolReviewPage"),
        ),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 130, item: { key: "kolList", to: "/icmsdao/kolList" } },
    { menu: "quickLinks", at: 140, item: { key: "kolSite", to: "/kolOpinionLeader", external: true } },
    { menu: "ucenterSidebar", at: 90, item: { key: "kolApply", to: "/ucenter/kol_apply", name: "KolApply" } },
    {
      menu: "ucenterSidebar",
      at: 100,
      item: { key: "kolReview", to: "/ucenter/kol_review", name: "KolReview", privilege: "review_kol" },
    },
  ],
});
