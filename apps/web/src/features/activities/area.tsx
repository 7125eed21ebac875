import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type activitiesStrings from "../../i18n/locales/activities/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    activities: typeof activitiesStrings;
  }
}

/** Activities: the calendar and pages, and the operators' screens in the member center. */
export const activitiesArea = defineWebArea({
  routes: [
    {
      mount: "/appcms",
      at: 50,
      routes: [
        // query: kind, month, date
        page(
          "activity_list",
          "ActivityList",
          bundlePage("activities", () => import("./ActivityListPage"), "ActivityListPage"),
        ),
        // query: activity_id, is_forward, forward_uid
        page(
          "activity_item",
          "ActivityItem",
          bundlePage("activities", () => import("./ActivityItemPage"), "ActivityItemPage"),
        ),
        // query: activity_id
        page(
          "investment_detail",
          "InvestmentDetail",
          bundlePage("activities", () => import("./InvestmentDetailPage"), "InvestmentDetailPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 90,
      routes: [
        // operators holding edit_activity (the gateway refuses the others)
        page("activityindex", "ActivityIndex", {
          children: [
            redirectIndex("/ucenter/activityindex/activity_list"),
            page(
              "activity_list",
              "ActivityManageList",
              bundlePage("activities", () => import("./ActivityManagePage"), "ActivityManagePage"),
            ),
            // query: activity_id (to edit)
            page(
              "activity_form",
              "ActivityForm",
              bundlePage(["activities", "editor"], () => import("./ActivityFormPage"), "ActivityFormPage"),
            ),
            // query: activity_id
            page(
              "activity_signups",
              "ActivitySignups",
              bundlePage("activities", () => import("./ActivitySignupsPage"), "ActivitySignupsPage"),
            ),
          ],
        }),
      ],
    },
  ],
  nav: [
    {
      menu: "site",
      group: "news",
      at: 10,
      item: { key: "activityList", to: "/appcms/activity_list", name: "ActivityList" },
    },
    { menu: "quickLinks", at: 60, item: { key: "activityList", to: "/appcms/activity_list" } },
  ],
});
