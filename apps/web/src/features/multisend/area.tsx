import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type multisendStrings from "../../i18n/locales/multisend/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    multisend: typeof multisendStrings;
  }
}

/** Multi-send to social networks. */
export const multisendArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 130,
      routes: [
        page(
          "multipleSend",
          "MultipleSend",
          bundlePage("multisend", () => import("./MultiSendPage"), "MultiSendPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "ucenterSidebar",
      at: 80,
      item: { key: "multipleSend", to: "/ucenter/multipleSend", name: "MultipleSend" },
    },
  ],
});
