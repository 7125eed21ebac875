import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { bundlePage, page, redirectIndex } from "./route-kit";

/**
 * /appcms: content. Detail pages take the query fields article_id, special_id, article_type
 * (1 article, 2 video, 3 wiki), is_forward and forward_uid.
 */
export const cmsRoutes: RouteObject[] = [
  redirectIndex("/appcms/spacex_article"),
  page(
    "spacex_article",
    "SpacexArticle",
    bundlePage("cms", () => import("../../features/cms/ArticleListPage"), "ArticleListPage"),
  ),
  page(
    "spacex_article_detail",
    "SpacexArticleDetail",
    bundlePage("cms", () => import("../../features/cms/ArticleDetailPage"), "ArticleDetailPage"),
  ),
  // query: special_id, article_type
  page(
    "special_home",
    "SpecialHome",
    bundlePage("cms", () => import("../../features/cms/SpecialHomePage"), "SpecialHomePage"),
  ),
  page(
    "special_list",
    "SpecialList",
    bundlePage("cms", () => import("../../features/cms/SpecialListPage"), "SpecialListPage"),
  ),
  // query: list_type, special_id
  page(
    "cmslist",
    "Cmslist",
    bundlePage("cms", () => import("../../features/cms/CmsListPage"), "CmsListPage"),
  ),
  page(
    "spacex_video",
    "SpacexVideo",
    bundlePage("cms", () => import("../../features/cms/VideoListPage"), "VideoListPage"),
  ),
  page(
    "spacex_video_detail",
    "SpacexVideoDetail",
    bundlePage("cms", () => import("../../features/cms/VideoDetailPage"), "VideoDetailPage"),
  ),
  page(
    "compass_wiki_home",
    "CompassWikiHome",
    bundlePage("wiki", () => import("../../features/wiki/WikiHomePage"), "WikiHomePage"),
  ),
  // query: category_id, page
  page(
    "compass_wiki",
    "CompassWiki",
    bundlePage("wiki", () => import("../../features/wiki/WikiListPage"), "WikiListPage"),
  ),
  // query: article_id
  page(
    "compass_wiki_detail",
    "CompassWikiDetail",
    bundlePage("wiki", () => import("../../features/wiki/WikiDetailPage"), "WikiDetailPage"),
  ),
  page(
    "compass_wiki_history",
    "CompassWikiHistory",
    bundlePage("wiki", () => import("../../features/wiki/WikiHistoryPage"), "WikiHistoryPage"),
  ),
  page(
    "compass_howto",
    "CompassHowto",
    bundlePage("cms", () => import("../../features/cms/HowtoPage"), "HowtoPage"),
  ),
  page(
    "flashnews_list",
    "FlashnewsList",
    bundlePage(["news", "cms"], () => import("../../features/news/FlashNewsListPage"), "FlashNewsListPage"),
  ),
  page(
    "reportnews_list",
    "ReportnewsList",
    bundlePage(["news", "cms"], () => import("../../features/news/ReportNewsListPage"), "ReportNewsListPage"),
  ),
  // query: information_id, is_forward, forward_uid
  page(
    "news_item",
    "NewsItem",
    bundlePage(["news", "cms"], () => import("../../features/news/NewsItemPage"), "NewsItemPage"),
  ),
  // query: kind, month, date
  page(
    "activity_list",
    "ActivityList",
    bundlePage("activities", () => import("../../features/activities/ActivityListPage"), "ActivityListPage"),
  ),
  // query: activity_id, is_forward, forward_uid
  page(
    "activity_item",
    "ActivityItem",
    bundlePage("activities", () => import("../../features/activities/ActivityItemPage"), "ActivityItemPage"),
  ),
  // query: activity_id
  page(
    "investment_detail",
    "InvestmentDetail",
    bundlePage("activities", () => import("../../features/activities/InvestmentDetailPage"), "InvestmentDetailPage"),
  ),
  page(
    "permission_introduction",
    "PermissionIntroduction",
    bundlePage(
      "pages",
      () => import("../../features/site-pages/PermissionIntroductionPage"),
      "PermissionIntroductionPage",
    ),
  ),
  // query: keyword, ts, article_type
  page(
    "search",
    "Search",
    bundlePage("cms", () => import("../../features/cms/SearchPage"), "SearchPage"),
  ),
  page("*", "CmsNotFound", { element: <NotFoundPage /> }),
];
