import { page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type homeStrings from "../../i18n/locales/home/en.json";

const home = () => import("./HomePage").then((m) => ({ Component: m.HomePage }));

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    home: typeof homeStrings;
  }
}

/** The home page (product-spec section 2, "Layout and home"). */
export const homeArea = defineWebArea({
  routes: [{ mount: "/", at: 10, routes: [redirectIndex("/index"), page("index", "Index", { lazy: home })] }],
  nav: [{ menu: "site", at: 10, item: { key: "home", to: "/", name: "Index" } }],
});
