import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { page, redirectIndex } from "./route-kit";

/** /appsocial: planets (circles) and their topics. */
export const socialRoutes: RouteObject[] = [
  redirectIndex("/appsocial/social_index"),
  page("social_index/:circle_id?", "SocialIndex"),
  page("circle_userlist/:circle_id", "CircleUserlist"),
  page("circle_index", "CircleIndex"),
  page("circle_list/:circle_type?", "CircleList"),
  page("circle_addform", "CircleAddform", { auth: true }),
  page("huati_addform", "HuatiAddform", { auth: true }),
  page("social_circle_index", "SocialCircleIndex", { auth: true }),
  page("*", "SocialNotFound", { element: <NotFoundPage /> }),
];
