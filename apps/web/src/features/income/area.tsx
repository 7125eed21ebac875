import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type incomeStrings from "../../i18n/locales/income/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    income: typeof incomeStrings;
  }
}

/** Contribution and income: the rank list, withdrawals and the wallet's data view. */
export const incomeArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 20,
      routes: [
        page(
          "rank_list",
          "RankList",
          bundlePage("income", () => import("./RankListPage"), "RankListPage"),
        ),
      ],
    },
    {
      mount: "/icmsdao",
      at: 40,
      routes: [
        page("icms_withdraw", "IcmsWithdraw", {
          auth: true,
          ...bundlePage("income", () => import("./WithdrawPage"), "WithdrawPage"),
        }),
        page("icms_wallet_dataview", "IcmsWalletDataview", {
          auth: true,
          ...bundlePage(["income", "daterange"], () => import("./WalletDataviewPage"), "WalletDataviewPage"),
        }),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 110, item: { key: "rankList", to: "/rank_list" } },
    {
      menu: "daoSidebar",
      group: "daoProfit",
      at: 10,
      item: { key: "daoWithdraw", to: "/icmsdao/icms_withdraw", name: "IcmsWithdraw" },
    },
    {
      menu: "daoSidebar",
      group: "daoProfit",
      at: 20,
      item: { key: "daoWalletDataview", to: "/icmsdao/icms_wallet_dataview", name: "IcmsWalletDataview" },
    },
  ],
});
