import type { RouteObject } from "react-router";
import { bundlePage, page, redirectIndex, requireAuth } from "./route-kit";

const profile = () => import("../../features/profile/ProfilePage").then((m) => ({ Component: m.ProfilePage }));

/** /ucenter: the member center; every screen needs a session. */
export const ucenterRoutes: RouteObject[] = requireAuth([
  redirectIndex("/ucenter/profile"),
  page("profile", "Profile", { lazy: profile }),
  // query: article_type
  page(
    "write_special",
    "WriteSpecial",
    bundlePage(["creator", "editor"], () => import("../../features/creator/WriteSpecialPage"), "WriteSpecialPage"),
  ),
  // query on the write screens: article_type, is_howto
  page(
    "write_article",
    "WriteArticle",
    bundlePage(["creator", "editor"], () => import("../../features/creator/WriteArticlePage"), "WriteArticlePage"),
  ),
  page(
    "write_video",
    "WriteVideo",
    bundlePage(["creator", "editor"], () => import("../../features/creator/WriteArticlePage"), "WriteVideoPage"),
  ),
  // query: article_type=3, is_howto, and article_id to edit
  page(
    "write_wiki",
    "WriteWiki",
    bundlePage(["wiki", "editor"], () => import("../../features/wiki/WriteWikiPage"), "WriteWikiPage"),
  ),
  page(
    "cmsindex",
    "Cmsindex",
    bundlePage("creator", () => import("../../features/creator/ContentManagePage"), "ContentManagePage"),
  ),
  page("projectindex", "UcenterProjectIndex", {
    children: [
      redirectIndex("/ucenter/projectindex/my_project_list"),
      page("apply_project", "ApplyProject"),
      page("cluster_form", "ClusterForm"),
      page("doc_form", "DocForm"),
      page("social_form", "SocialForm"),
      page("partner_form", "PartnerForm"),
      page("client_form", "ClientForm"),
      page("end_form", "EndForm"),
      page("my_project_list", "MyProjectList"),
    ],
  }),
  page("courseindex", "UcenterCourseIndex", {
    children: [
      redirectIndex("/ucenter/courseindex/course_list"),
      page("course_list", "UcenterCourseList"),
      page("course_add", "CourseAdd"),
      page("course_lesson_list", "CourseLessonList"),
      page("course_lesson_add", "CourseLessonAdd"),
      page("course_chapter_list", "CourseChapterList"),
      page("course_chapter_add", "CourseChapterAdd"),
    ],
  }),
  page("courseorder", "Courseorder"),
  page("multipleSend", "MultipleSend"),
]);
