import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { bundlePage, page, redirectIndex } from "./route-kit";

/** /appsocial: planets (circles) and their topics. */
export const socialRoutes: RouteObject[] = [
  redirectIndex("/appsocial/social_index"),
  page(
    "social_index/:circle_id?",
    "SocialIndex",
    bundlePage("social", () => import("../../features/social/SocialIndexPage"), "SocialIndexPage"),
  ),
  page(
    "circle_userlist/:circle_id",
    "CircleUserlist",
    bundlePage("social", () => import("../../features/social/CircleUserlistPage"), "CircleUserlistPage"),
  ),
  page(
    "circle_index",
    "CircleIndex",
    bundlePage("social", () => import("../../features/social/CircleIndexPage"), "CircleIndexPage"),
  ),
  page(
    "circle_list/:circle_type?",
    "CircleList",
    bundlePage("social", () => import("../../features/social/CircleListPage"), "CircleListPage"),
  ),
  page("circle_addform", "CircleAddform", {
    auth: true,
    ...bundlePage(["social", "editor"], () => import("../../features/social/CircleAddformPage"), "CircleAddformPage"),
  }),
  page("huati_addform", "HuatiAddform", {
    auth: true,
    ...bundlePage(["social", "editor"], () => import("../../features/social/HuatiAddformPage"), "HuatiAddformPage"),
  }),
  page("social_circle_index", "SocialCircleIndex", {
    auth: true,
    ...bundlePage("social", () => import("../../features/social/SocialCircleIndexPage"), "SocialCircleIndexPage"),
  }),
  page("*", "SocialNotFound", { element: <NotFoundPage /> }),
];
