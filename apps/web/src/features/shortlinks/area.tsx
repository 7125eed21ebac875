import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type shortlinksStrings from "../../i18n/locales/shortlinks/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    shortlinks: typeof shortlinksStrings;
  }
}

/** The member's short links and their visits. */
export const shortlinksArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 110,
      routes: [
        page(
          "shortlinks",
          "MyShortLinks",
          bundlePage("shortlinks", () => import("./MyShortLinksPage"), "MyShortLinksPage"),
        ),
      ],
    },
  ],
});
