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
    bundlePage(["news", "editor"], () => import("../../features/news/NewsEditorPage"), "NewsEditorPage"),
  ),
  page(
    "cmsindex",
    "Cmsindex",
    bundlePage("creator", () => import("../../features/creator/ContentManagePage"), "ContentManagePage"),
  ),
  page(
    "developer",
    "Developer",
    bundlePage("developer", () => import("../../features/developer/DeveloperPage"), "DeveloperPage"),
  ),
  page("projectindex", "UcenterProjectIndex", {
    children: [
      redirectIndex("/ucenter/projectindex/my_project_list"),
      // query: project_id (to resume a draft), add_lang (a new language version)
      page(
        "apply_project",
        "ApplyProject",
        bundlePage(
          ["projects", "editor"],
          () => import("../../features/projects/wizard/ApplyProjectPage"),
          "ApplyProjectPage",
        ),
      ),
      // query on the later steps: project_id
      page(
        "cluster_form",
        "ClusterForm",
        bundlePage("projects", () => import("../../features/projects/wizard/ClusterStep"), "ClusterFormPage"),
      ),
      page(
        "doc_form",
        "DocForm",
        bundlePage(["projects", "editor"], () => import("../../features/projects/wizard/ItemStep"), "DocFormPage"),
      ),
      page(
        "social_form",
        "SocialForm",
        bundlePage(["projects", "editor"], () => import("../../features/projects/wizard/ItemStep"), "SocialFormPage"),
      ),
      page(
        "partner_form",
        "PartnerForm",
        bundlePage(["projects", "editor"], () => import("../../features/projects/wizard/ItemStep"), "PartnerFormPage"),
      ),
      page(
        "client_form",
        "ClientForm",
        bundlePage(["projects", "editor"], () => import("../../features/projects/wizard/ItemStep"), "ClientFormPage"),
      ),
      page(
        "end_form",
        "EndForm",
        bundlePage("projects", () => import("../../features/projects/wizard/EndFormPage"), "EndFormPage"),
      ),
      page(
        "my_project_list",
        "MyProjectList",
        bundlePage("projects", () => import("../../features/projects/MyProjectListPage"), "MyProjectListPage"),
      ),
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
        bundlePage("activities", () => import("../../features/activities/ActivityManagePage"), "ActivityManagePage"),
      ),
      // query: activity_id (to edit)
      page(
        "activity_form",
        "ActivityForm",
        bundlePage(
          ["activities", "editor"],
          () => import("../../features/activities/ActivityFormPage"),
          "ActivityFormPage",
        ),
      ),
      // query: activity_id
      page(
        "activity_signups",
        "ActivitySignups",
        bundlePage("activities", () => import("../../features/activities/ActivitySignupsPage"), "ActivitySignupsPage"),
      ),
    ],
  }),
  // operators holding answer_invest (the gateway refuses the others)
  page(
    "investindex",
    "InvestSubmissions",
    bundlePage("investment", () => import("../../features/investment/SubmissionsPage"), "SubmissionsPage"),
  ),
  page(
    "shortlinks",
    "MyShortLinks",
    bundlePage("shortlinks", () => import("../../features/shortlinks/MyShortLinksPage"), "MyShortLinksPage"),
  ),
  // query: as (buyer or seller)
  page(
    "courseorder",
    "Courseorder",
    bundlePage("edu", () => import("../../features/edu/orders/CourseOrdersPage"), "CourseOrdersPage"),
  ),
  page(
    "multipleSend",
    "MultipleSend",
    bundlePage("multisend", () => import("../../features/multisend/MultiSendPage"), "MultiSendPage"),
  ),
  // the user's KOL application
  page(
    "kol_apply",
    "KolApply",
    bundlePage(["kol", "editor"], () => import("../../features/kol/KolApplyPage"), "KolApplyPage"),
  ),
  // operators holding review_kol (the gateway refuses the others)
  page(
    "kol_review",
    "KolReview",
    bundlePage("kol", () => import("../../features/kol/KolReviewPage"), "KolReviewPage"),
  ),
]);
