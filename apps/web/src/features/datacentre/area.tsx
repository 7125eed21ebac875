import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type datacentreStrings from "../../i18n/locales/datacentre/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    datacentre: typeof datacentreStrings;
  }
}

/** The data centre (what each piece brought, by day) and the creator's level and rights. */
export const datacentreArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 25,
      routes: [
        // query: days | start, end; scope (operators)
        page("datacentre", "Datacentre", {
          auth: true,
          ...bundlePage(["datacentre", "daterange"], () => import("./DatacentrePage"), "DatacentrePage"),
        }),
        // query: kind, id; days | start, end
        page("datacentre_piece", "DatacentrePiece", {
          auth: true,
          ...bundlePage(["datacentre", "daterange"], () => import("./PieceDetailPage"), "PieceDetailPage"),
        }),
        page("creator_growth", "CreatorGrowth", {
          auth: true,
          ...bundlePage("datacentre", () => import("./CreatorGrowthPage"), "CreatorGrowthPage"),
        }),
      ],
    },
  ],
  nav: [
    {
      menu: "ucenterSidebar",
      at: 24,
      item: {
        key: "datacentre",
        to: "/ucenter/datacentre",
        name: "Datacentre",
        label: { zh: "数据中心", en: "Data centre", ru: "Центр данных" },
      },
    },
    {
      menu: "ucenterSidebar",
      at: 26,
      item: {
        key: "creatorGrowth",
        to: "/ucenter/creator_growth",
        name: "CreatorGrowth",
        label: { zh: "创作者权益与成长", en: "Creator rights and growth", ru: "Права и рост автора" },
      },
    },
  ],
});
