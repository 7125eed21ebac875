import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type developerStrings from "../../i18n/locales/developer/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    developer: typeof developerStrings;
  }
}

/** The open platform: a member's apps and their keys. */
export const developerArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 60,
      routes: [
        page(
          "developer",
          "Developer",
          bundlePage("developer", () => import("./DeveloperPage"), "DeveloperPage"),
        ),
      ],
    },
  ],
  nav: [{ menu: "footer", at: 70, item: { key: "developer", to: "/ucenter/developer" } }],
});
