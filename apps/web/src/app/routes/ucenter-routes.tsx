import type { RouteObject } from "react-router";
import { bundlePage, page, redirectIndex, requireAuth } from "./route-kit";

/** /ucenter: the member center; every screen needs a session. */
export const ucenterRoutes: RouteObject[] = requireAuth([
  redirectIndex("/ucenter/profile"),
  page(
    "profile",
    "Profile",
    bundlePage("income", () => import("../../features/profile/ProfilePage"), "ProfilePage"),
  ),
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
  // operators: news, flash news and announcements
  page(
    "newsindex",
    "Newsindex",
    bundlePage(["news", "editor"], () => import("../../features/news/PublicationsPage"), "PublicationsPage"),
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
      page(
        "course_list",
        "UcenterCourseList",
        bundlePage("edu", () => import("../../features/edu/ucenter/MyCoursesPage"), "MyCoursesPage"),
      ),
      // query: course_id (to edit)
      page(
        "course_add",
        "CourseAdd",
        bundlePage(["edu", "editor"], () => import("../../features/edu/ucenter/CourseFormPage"), "CourseFormPage"),
      ),
      // query: course_id
      page(
        "course_lesson_list",
        "CourseLessonList",
        bundlePage("edu", () => import("../../features/edu/ucenter/LessonListPage"), "LessonListPage"),
      ),
      // query: course_id, lesson_id (to edit), chapter_id
      page(
        "course_lesson_add",
        "CourseLessonAdd",
        bundlePage(["edu", "editor"], () => import("../../features/edu/ucenter/LessonFormPage"), "LessonFormPage"),
      ),
      // query: course_id
      page(
        "course_chapter_list",
        "CourseChapterList",
        bundlePage("edu", () => import("../../features/edu/ucenter/ChapterListPage"), "ChapterListPage"),
      ),
      // query: course_id, chapter_id (to edit)
      page(
        "course_chapter_add",
        "CourseChapterAdd",
        bundlePage("edu", () => import("../../features/edu/ucenter/ChapterFormPage"), "ChapterFormPage"),
      ),
    ],
  }),
  // operators holding edit_activity (the gateway refuses the others)
  page("activityindex", "ActivityIndex", {
    children: [
      redirectIndex("/ucenter/activityindex/activity_list"),
      page(
        "activity_list",
        "ActivityManageList",
        bundlePage("activity", () => import("../../features/activity/ActivityManagePage"), "ActivityManagePage"),
      ),
      // query: activity_id (to edit)
      page(
        "activity_form",
        "ActivityForm",
        bundlePage(
          ["activity", "editor"],
          () => import("../../features/activity/ActivityFormPage"),
          "ActivityFormPage",
        ),
      ),
      // query: activity_id
      page(
        "activity_signups",
        "ActivitySignups",
        bundlePage("activity", () => import("../../features/activity/ActivitySignupsPage"), "ActivitySignupsPage"),
      ),
    ],
  }),
  // query: as (buyer or seller)
  page(
    "courseorder",
    "Courseorder",
    bundlePage("edu", () => import("../../features/edu/orders/CourseOrdersPage"), "CourseOrdersPage"),
  ),
  page("multipleSend", "MultipleSend"),
]);
