import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type followsStrings from "../../i18n/locales/follows/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    follows: typeof followsStrings;
  }
}

/** A member's home page with their follows and followers. */
export const followsArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 50,
      routes: [
        // query: uid
        page(
          "my",
          "My",
          bundlePage("follows", () => import("./UserHomePage"), "UserHomePage"),
        ),
      ],
    },
  ],
});
