import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import { withStrings } from "../../i18n/strings";
import { lazyReviewKind } from "../../review/registered-kinds";
import type eduStrings from "../../i18n/locales/edu/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    edu: typeof eduStrings;
  }
}

/** Courses: /appedu, the member's courses and orders, and the X-Men's course review. */
export const eduArea = defineWebArea({
  routes: [
    {
      mount: "/appedu",
      at: 10,
      routes: [
        redirectIndex("/appedu/course_home"),
        page(
          "course_home",
          "CourseHome",
          bundlePage("edu", () => import("./CourseHomePage"), "CourseHomePage"),
        ),
        page(
          "course_list/:cate_id?",
          "CourseList",
          bundlePage("edu", () => import("./CourseListPage"), "CourseListPage"),
        ),
        // query: course_id, ts, is_preview
        page(
          "course_detail",
          "CourseDetail",
          bundlePage(["edu", "cms"], () => import("./CourseDetailPage"), "CourseDetailPage"),
        ),
        // query: course_id, lesson_id, is_preview
        page(
          "course_play",
          "CoursePlay",
          bundlePage("edu", () => import("./CoursePlayPage"), "CoursePlayPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 80,
      routes: [
        page("courseindex", "UcenterCourseIndex", {
          children: [
            redirectIndex("/ucenter/courseindex/course_list"),
            page(
              "course_list",
              "UcenterCourseList",
              bundlePage("edu", () => import("./ucenter/MyCoursesPage"), "MyCoursesPage"),
            ),
            // query: course_id (to edit)
            page(
              "course_add",
              "CourseAdd",
              bundlePage(["edu", "editor"], () => import("./ucenter/CourseFormPage"), "CourseFormPage"),
            ),
            // query: course_id
            page(
              "course_lesson_list",
              "CourseLessonList",
              bundlePage("edu", () => import("./ucenter/LessonListPage"), "LessonListPage"),
            ),
            // query: course_id, lesson_id (to edit), chapter_id
            page(
              "course_lesson_add",
              "CourseLessonAdd",
              bundlePage(["edu", "editor"], () => import("./ucenter/LessonFormPage"), "LessonFormPage"),
            ),
            // query: course_id
            page(
              "course_chapter_list",
              "CourseChapterList",
              bundlePage("edu", () => import("./ucenter/ChapterListPage"), "ChapterListPage"),
            ),
            // query: course_id, chapter_id (to edit)
            page(
              "course_chapter_add",
              "CourseChapterAdd",
              bundlePage("edu", () => import("./ucenter/ChapterFormPage"), "ChapterFormPage"),
            ),
          ],
        }),
      ],
    },
    {
      mount: "/ucenter",
      at: 120,
      routes: [
        // query: as (buyer or seller)
        page(
          "courseorder",
          "Courseorder",
          bundlePage("edu", () => import("./orders/CourseOrdersPage"), "CourseOrdersPage"),
        ),
      ],
    },
    {
      mount: "/icmsdao/icms_dao_autonomy",
      at: 40,
      routes: [
        page("course", "IcmsDaoAutonomyCourse", {
          auth: true,
          ...bundlePage(["edu", "dao"], () => import("./review/ReviewCoursePage"), "ReviewCoursePage"),
        }),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 90, item: { key: "courses", to: "/appedu/course_home" } },
    {
      menu: "ucenterSidebar",
      at: 60,
      item: { key: "myCourses", to: "/ucenter/courseindex/course_list", name: "UcenterCourseList" },
    },
    { menu: "ucenterSidebar", at: 70, item: { key: "courseOrders", to: "/ucenter/courseorder", name: "Courseorder" } },
    {
      menu: "daoSidebar",
      group: "daoAutonomy",
      at: 40,
      item: { key: "daoAutonomyCourse", to: "/icmsdao/icms_dao_autonomy/course", name: "IcmsDaoAutonomyCourse" },
    },
  ],
  reviewKinds: [
    {
      kind: "course",
      at: 40,
      load: lazyReviewKind(
        withStrings("dao", () => import("./review/review-kind")),
        "courseReviewKind",
      ),
    },
  ],
});
