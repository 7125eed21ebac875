import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type pagesStrings from "../../i18n/locales/pages/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    pages: typeof pagesStrings;
  }
}

/** The site's own pages: download, permissions, privacy, about, disclaimer, sitemap. */
export const sitePagesArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 70,
      routes: [
        page(
          "downloadTip",
          "DownloadTip",
          bundlePage("pages", () => import("./DownloadTipPage"), "DownloadTipPage"),
        ),
      ],
    },
    {
      mount: "/",
      at: 90,
      routes: [
        page(
          "privacy",
          "Privacy",
          bundlePage("pages", () => import("./TextPages"), "PrivacyPage"),
        ),
        page(
          "about",
          "About",
          bundlePage("pages", () => import("./TextPages"), "AboutPage"),
        ),
        page(
          "disclaimer",
          "Disclaimer",
          bundlePage("pages", () => import("./TextPages"), "DisclaimerPage"),
        ),
        page(
          "sitemap",
          "Sitemap",
          bundlePage("pages", () => import("./SitemapPage"), "SitemapPage"),
        ),
      ],
    },
    {
      mount: "/appcms",
      at: 60,
      routes: [
        page(
          "permission_introduction",
          "PermissionIntroduction",
          bundlePage("pages", () => import("./PermissionIntroductionPage"), "PermissionIntroductionPage"),
        ),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 160, item: { key: "download", to: "/downloadTip" } },
    { menu: "footer", at: 10, item: { key: "about", to: "/about" } },
    { menu: "footer", at: 30, item: { key: "privacy", to: "/privacy" } },
    { menu: "footer", at: 40, item: { key: "disclaimer", to: "/disclaimer" } },
    { menu: "footer", at: 50, item: { key: "sitemap", to: "/sitemap" } },
    { menu: "footer", at: 60, item: { key: "download", to: "/downloadTip" } },
  ],
});
