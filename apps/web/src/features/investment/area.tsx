import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type investmentStrings from "../../i18n/locales/investment/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    investment: typeof investmentStrings;
  }
}

/** Investment: the cooperation form and the operators' answers. */
export const investmentArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 30,
      routes: [
        page(
          "investment",
          "Investment",
          bundlePage("investment", () => import("./InvestmentPage"), "InvestmentPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 100,
      routes: [
        // operators holding answer_invest (the gateway refuses the others)
        page(
          "investindex",
          "InvestSubmissions",
          bundlePage("investment", () => import("./SubmissionsPage"), "SubmissionsPage"),
        ),
      ],
    },
  ],
});
