import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { bundlePage, page, redirectIndex } from "./route-kit";

/** /appedu: courses. */
export const eduRoutes: RouteObject[] = [
  redirectIndex("/appedu/course_home"),
  page(
    "course_home",
    "CourseHome",
    bundlePage("edu", () => import("../../features/edu/CourseHomePage"), "CourseHomePage"),
  ),
  page(
    "course_list/:cate_id?",
    "CourseList",
    bundlePage("edu", () => import("../../features/edu/CourseListPage"), "CourseListPage"),
  ),
  // query: course_id, ts, is_preview
  page(
    "course_detail",
    "CourseDetail",
    bundlePage(["edu", "cms"], () => import("../../features/edu/CourseDetailPage"), "CourseDetailPage"),
  ),
  // query: course_id, lesson_id, is_preview
  page(
    "course_play",
    "CoursePlay",
    bundlePage("edu", () => import("../../features/edu/CoursePlayPage"), "CoursePlayPage"),
  ),
  page("*", "EduNotFound", { element: <NotFoundPage /> }),
];
