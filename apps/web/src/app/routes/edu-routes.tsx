import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { page, redirectIndex } from "./route-kit";

/** /appedu: courses. */
export const eduRoutes: RouteObject[] = [
  redirectIndex("/appedu/course_home"),
  page("course_home", "CourseHome"),
  page("course_list/:cate_id?", "CourseList"),
  // query: course_id, ts, is_preview
  page("course_detail", "CourseDetail"),
  page("course_play", "CoursePlay"),
  page("*", "EduNotFound", { element: <NotFoundPage /> }),
];
