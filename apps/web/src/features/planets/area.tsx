import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type planetsStrings from "../../i18n/locales/planets/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    planets: typeof planetsStrings;
  }
}

/** Planets (circles) and their topics: /appsocial. */
export const planetsArea = defineWebArea({
  routes: [
    {
      mount: "/appsocial",
      at: 10,
      routes: [
        redirectIndex("/appsocial/social_index"),
        page(
          "social_index/:circle_id?",
          "SocialIndex",
          bundlePage("planets", () => import("./TopicFeedPage"), "TopicFeedPage"),
        ),
        page(
          "circle_userlist/:circle_id",
          "CircleUserlist",
          bundlePage("planets", () => import("./PlanetMembersPage"), "PlanetMembersPage"),
        ),
        page(
          "circle_index",
          "CircleIndex",
          bundlePage("planets", () => import("./PlanetDiscoverPage"), "PlanetDiscoverPage"),
        ),
        page(
          "circle_list/:circle_type?",
          "CircleList",
          bundlePage("planets", () => import("./PlanetListPage"), "PlanetListPage"),
        ),
        page("circle_addform", "CircleAddform", {
          auth: true,
          ...bundlePage(["planets", "editor"], () => import("./PlanetFormPage"), "PlanetFormPage"),
        }),
        page("huati_addform", "HuatiAddform", {
          auth: true,
          ...bundlePage(["planets", "editor"], () => import("./TopicFormPage"), "TopicFormPage"),
        }),
        page("social_circle_index", "SocialCircleIndex", {
          auth: true,
          ...bundlePage("planets", () => import("./MyPlanetsPage"), "MyPlanetsPage"),
        }),
      ],
    },
  ],
  nav: [
    { menu: "site", at: 50, item: { key: "planet", to: "/appsocial/social_index", name: "SocialIndex" } },
    { menu: "quickLinks", at: 80, item: { key: "planet", to: "/appsocial/social_index" } },
  ],
});
