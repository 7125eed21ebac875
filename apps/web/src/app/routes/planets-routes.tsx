import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { bundlePage, page, redirectIndex } from "./route-kit";

/** /appsocial: planets (circles) and their topics. */
export const planetsRoutes: RouteObject[] = [
  redirectIndex("/appsocial/social_index"),
  page(
    "social_index/:circle_id?",
    "SocialIndex",
    bundlePage("planets", () => import("../../features/planets/TopicFeedPage"), "TopicFeedPage"),
  ),
  page(
    "circle_userlist/:circle_id",
    "CircleUserlist",
    bundlePage("planets", () => import("../../features/planets/PlanetMembersPage"), "PlanetMembersPage"),
  ),
  page(
    "circle_index",
    "CircleIndex",
    bundlePage("planets", () => import("../../features/planets/PlanetDiscoverPage"), "PlanetDiscoverPage"),
  ),
  page(
    "circle_list/:circle_type?",
    "CircleList",
    bundlePage("planets", () => import("../../features/planets/PlanetListPage"), "PlanetListPage"),
  ),
  page("circle_addform", "CircleAddform", {
    auth: true,
    ...bundlePage(["planets", "editor"], () => import("../../features/planets/PlanetFormPage"), "PlanetFormPage"),
  }),
  page("huati_addform", "HuatiAddform", {
    auth: true,
    ...bundlePage(["planets", "editor"], () => import("../../features/planets/TopicFormPage"), "TopicFormPage"),
  }),
  page("social_circle_index", "SocialCircleIndex", {
    auth: true,
    ...bundlePage("planets", () => import("../../features/planets/MyPlanetsPage"), "MyPlanetsPage"),
  }),
  page("*", "SocialNotFound", { element: <NotFoundPage /> }),
];
