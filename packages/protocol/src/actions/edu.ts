/**
 * `appedu_msrv`: courses (docs/courses.md). The catalogue and the player are here; authoring is in
 * `edu-authoring.ts`; orders and payments are the checkout's.
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import { contentLang, flag, id } from "./cms-fields.js";
import { type Paged, page, pageSize } from "./common.js";
import { defineAction, defineGroup, returns } from "./define.js";
import { courseAuthoring } from "./edu-authoring.js";
import { courseOrders } from "./edu-orders.js";
import { commentText, courseRef, positionSeconds, preview, rating } from "./edu-fields.js";
import type {
  CourseAttachment,
  CourseCategory,
  CourseChapter,
  CourseCoinType,
  CourseComment,
  CourseDetail,
  CourseDirectory,
  CourseFaq,
  CourseLesson,
  CourseLessonOutline,
  CourseProgress,
  CourseRating,
  CourseSummary,
  LessonProgress,
  MyCourse,
  TaughtCourse,
} from "./edu-types.js";

const paging = { page, page_size: pageSize };
/** A course the caller may see: online, or their own (3002 otherwise). */
const SEEN = [Code.NotFound];

const courseCatalogue = {
  course_cate_list: defineAction({
    auth: "optional",
    input: z.object({}).default({}),
    output: returns<CourseCategory[]>(),
    codes: [],
  }),
  /** The coins a price may be in, with their token addresses on the platform's chain. */
  get_cointype_list: defineAction({
    auth: "optional",
    input: z.object({}).default({}),
    output: returns<CourseCoinType[]>(),
    codes: [],
  }),
  /** Online courses: newest, most taken or best rated first; by category, language, free flag or keyword. */
  course_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      cate_id: id.optional(),
      lang: contentLang.optional(),
      is_free: flag.optional(),
      keyword: z.string().trim().max(50).optional(),
      order: z.enum(["recent", "popular", "rating"]).default("recent"),
    }),
    output: returns<Paged<CourseSummary>>(),
    codes: [],
  }),
  /** An online course, or the caller's own with `is_preview` 1 (any state but deleted). */
  course_detail: defineAction({
    auth: "optional",
    input: courseRef.extend(preview),
    output: returns<CourseDetail>(),
    codes: SEEN,
  }),
  /** The chapters in order with their lessons in order (outlines, with the caller's progress). */
  course_dir: defineAction({
    auth: "optional",
    input: courseRef.extend(preview),
    output: returns<CourseDirectory>(),
    codes: SEEN,
  }),
  course_chapter_list: defineAction({
    auth: "optional",
    input: courseRef.extend(preview),
    output: returns<CourseChapter[]>(),
    codes: SEEN,
  }),
  course_chapter_detail: defineAction({
    auth: "optional",
    input: z.object({ chapter_id: id, ...preview }),
    output: returns<CourseChapter>(),
    codes: SEEN,
  }),
  /** Lesson outlines of a course (or of one chapter), in the directory's order. */
  course_lesson_list: defineAction({
    auth: "optional",
    input: courseRef.extend({ ...paging, ...preview, chapter_id: id.optional() }),
    output: returns<Paged<CourseLessonOutline>>(),
    codes: SEEN,
  }),
  /**
   * The player's lesson: content, video and attachments when the caller may play it; otherwise
   * 803002 with the lesson's outline as `data`.
   */
  course_lesson_detail: defineAction({
    auth: "optional",
    input: z.object({ lesson_id: id, ...preview }),
    output: returns<CourseLesson>(),
    codes: [Code.NotFound, Code.CourseLessonLocked],
  }),
  course_faq_list: defineAction({
    auth: "optional",
    input: courseRef.extend(preview),
    output: returns<CourseFaq[]>(),
    codes: SEEN,
  }),
  course_faq_detail: defineAction({
    auth: "optional",
    input: z.object({ faq_id: id, ...preview }),
    output: returns<CourseFaq>(),
    codes: SEEN,
  }),
  /** The course's own files (and, with `lesson_id`, one lesson's); URLs only for those who may play. */
  course_attachment_list: defineAction({
    auth: "optional",
    input: courseRef.extend({ ...preview, lesson_id: id.optional() }),
    output: returns<CourseAttachment[]>(),
    codes: SEEN,
  }),
  course_attachment_detail: defineAction({
    auth: "optional",
    input: z.object({ attachment_id: id, ...preview }),
    output: returns<CourseAttachment>(),
    codes: [Code.NotFound, Code.CourseLessonLocked],
  }),
  course_comment_list: defineAction({
    auth: "optional",
    input: courseRef.extend(paging),
    output: returns<Paged<CourseComment>>(),
    codes: SEEN,
  }),
  /** Anonymous callers get 801135 ("Login to comment"), as on articles. */
  course_comment_add: defineAction({
    auth: "required",
    loginCode: Code.LoginToComment,
    input: courseRef.extend({ content: commentText }),
    output: returns<CourseComment>(),
    codes: [Code.NotFound, Code.AlreadyCommented],
  }),
  /** The comment's writer or the course's author deletes it. */
  course_comment_delete: defineAction({
    auth: "required",
    input: z.object({ comment_id: id }),
    output: returns<null>(),
    codes: [Code.NotFound, Code.PermissionDenied],
  }),
  /** Once per course (803000), never one's own (803001), only a course one may play (803006). */
  course_rate: defineAction({
    auth: "required",
    input: courseRef.extend({ score: rating }),
    output: returns<CourseRating>(),
    codes: [Code.NotFound, Code.CourseAlreadyRated, Code.CannotRateOwnCourse, Code.CourseNotTaken],
  }),
  /** Where the caller is in a lesson they may play; `completed` never goes back to false. */
  course_progress_save: defineAction({
    auth: "required",
    input: z.object({ lesson_id: id, position_seconds: positionSeconds, completed: flag.default(0) }),
    output: returns<LessonProgress>(),
    codes: [Code.NotFound, Code.CourseLessonLocked],
  }),
  /** Courses the caller holds a live enrollment in, latest first, with their progress. */
  my_course_bought: defineAction({
    auth: "required",
    input: z.object(paging),
    output: returns<Paged<MyCourse>>(),
    codes: [],
  }),
  /** The caller's own courses in every state but deleted, newest change first. */
  my_course_teach: defineAction({
    auth: "required",
    input: z.object({ ...paging, status: z.enum(["audit", "online", "refused"]).optional() }),
    output: returns<Paged<TaughtCourse>>(),
    codes: [],
  }),
  /** The caller's progress through one course (any course they may see). */
  my_course_progress: defineAction({
    auth: "required",
    input: courseRef,
    output: returns<CourseProgress>(),
    codes: SEEN,
  }),
  /** Courses the caller has started (any progress), last played first. */
  my_course_learning: defineAction({
    auth: "required",
    input: z.object(paging),
    output: returns<Paged<MyCourse>>(),
    codes: [],
  }),
  ...courseAuthoring,
  ...courseOrders,
};

export const edu = defineGroup("appedu_msrv", courseCatalogue);
