import type { RouteObject } from "react-router";
import { bundlePage, page, redirectIndex } from "./route-kit";

const home = () => import("../../features/home/HomePage").then((m) => ({ Component: m.HomePage }));
const login = () => import("../../features/auth/LoginPage").then((m) => ({ Component: m.LoginPage }));
const developing = () =>
  import("../../features/placeholder/DevelopingPage").then((m) => ({ Component: m.DevelopingPage }));

/** Home, the login page and the stand-alone screens (product-spec section 2, "Layout and home", "Other routes"). */
export const siteRoutes: RouteObject[] = [
  redirectIndex("/index"),
  page("index", "Index", { lazy: home }),
  page(
    "rank_list",
    "RankList",
    bundlePage("income", () => import("../../features/income/RankListPage"), "RankListPage"),
  ),
  page(
    "investment",
    "Investment",
    bundlePage("investment", () => import("../../features/investment/InvestmentPage"), "InvestmentPage"),
  ),
  // query: keyword, tag
  page(
    "project_index",
    "ProjectIndex",
    bundlePage("projects", () => import("../../features/projects/ProjectIndexPage"), "ProjectIndexPage"),
  ),
  // query: project_id, is_forward, forward_uid
  page(
    "project_detail",
    "ProjectDetail",
    bundlePage("projects", () => import("../../features/projects/ProjectDetailPage"), "ProjectDetailPage"),
  ),
  // query: uid
  page(
    "my",
    "My",
    bundlePage("follows", () => import("../../features/follows/UserHomePage"), "UserHomePage"),
  ),
  { path: "auth", children: [redirectIndex("/auth/icms_login"), page("icms_login", "IcmsLogin", { lazy: login })] },
  page(
    "downloadTip",
    "DownloadTip",
    bundlePage("pages", () => import("../../features/site-pages/DownloadTipPage"), "DownloadTipPage"),
  ),
  page(
    "noticeList",
    "NoticeList",
    bundlePage("news", () => import("../../features/news/NoticeListPage"), "NoticeListPage"),
  ),
  // query: announcement_id
  page(
    "noticeDetail",
    "NoticeDetail",
    bundlePage("news", () => import("../../features/news/NoticeDetailPage"), "NoticeDetailPage"),
  ),
  page(
    "privacy",
    "Privacy",
    bundlePage("pages", () => import("../../features/site-pages/TextPages"), "PrivacyPage"),
  ),
  page(
    "about",
    "About",
    bundlePage("pages", () => import("../../features/site-pages/TextPages"), "AboutPage"),
  ),
  page(
    "disclaimer",
    "Disclaimer",
    bundlePage("pages", () => import("../../features/site-pages/TextPages"), "DisclaimerPage"),
  ),
  page(
    "sitemap",
    "Sitemap",
    bundlePage("pages", () => import("../../features/site-pages/SitemapPage"), "SitemapPage"),
  ),
  page("developing", "Developing", { lazy: developing }),
];
