/**
 * Authoring of `appedu_msrv`: the author saves and deletes a course and its chapters, lessons,
 * FAQ and attachments. A new course waits in the member review (`dao_course_*`) before it is
 * listed; a refused one goes back to review when saved again.
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import { abstract, contentLang, coverUrl, flag, id, richText, tags, title, videoUrl } from "./cms-fields.js";
import { defineAction, returns } from "./define.js";
import {
  attachmentName,
  coin,
  courseRef,
  durationSeconds,
  faqAnswer,
  faqQuestion,
  OWN_COURSE,
  partName,
  price,
  weight,
} from "./edu-fields.js";
import type { CourseAttachment, CourseChapter, CourseFaq, CourseLessonOutline, CourseSaveResult } from "./edu-types.js";

/** Course fields; `price` is ignored (stored as "0") when `is_free` is 1. */
const courseFields = {
  name: title,
  cate_id: id,
  lang: contentLang.optional(),
  is_free: flag.default(0),
  price: price.default("0"),
  coin: coin.default("USDT"),
  tags,
  cover_url: coverUrl,
  abstract,
  details: richText.default(""),
};

export const courseAuthoring = {
  /** Creates a course (without `course_id`) or edits one of the caller's. */
  course_save: defineAction({
    auth: "required",
    input: z.object({ course_id: id.optional(), ...courseFields }),
    output: returns<CourseSaveResult>(),
    codes: [...OWN_COURSE, Code.CoursePriceRequired, Code.SameTitle],
  }),
  /** Deletes one of the caller's courses; refused while it has students (803004). */
  course_delete: defineAction({
    auth: "required",
    input: courseRef,
    output: returns<null>(),
    codes: [...OWN_COURSE, Code.CourseHasStudents],
  }),
  course_chapter_save: defineAction({
    auth: "required",
    input: courseRef.extend({ chapter_id: id.optional(), name: partName, weight }),
    output: returns<CourseChapter>(),
    codes: OWN_COURSE,
  }),
  /** Deletes an empty chapter (803005 while it holds lessons). */
  course_chapter_delete: defineAction({
    auth: "required",
    input: z.object({ chapter_id: id }),
    output: returns<null>(),
    codes: [...OWN_COURSE, Code.ChapterHasLessons],
  }),
  course_lesson_save: defineAction({
    auth: "required",
    input: courseRef.extend({
      lesson_id: id.optional(),
      chapter_id: id,
      name: partName,
      tags,
      content: richText.default(""),
      video_url: z.union([z.literal(""), videoUrl]).default(""),
      duration_seconds: durationSeconds,
      weight,
      is_free: flag.default(0),
    }),
    output: returns<CourseLessonOutline>(),
    codes: OWN_COURSE,
  }),
  course_lesson_delete: defineAction({
    auth: "required",
    input: z.object({ lesson_id: id }),
    output: returns<null>(),
    codes: OWN_COURSE,
  }),
  course_faq_save: defineAction({
    auth: "required",
    input: courseRef.extend({ faq_id: id.optional(), question: faqQuestion, answer: faqAnswer, weight }),
    output: returns<CourseFaq>(),
    codes: OWN_COURSE,
  }),
  course_faq_delete: defineAction({
    auth: "required",
    input: z.object({ faq_id: id }),
    output: returns<null>(),
    codes: OWN_COURSE,
  }),
  /** Attaches one of the caller's uploads to the course, or to one of its lessons. */
  course_attachment_save: defineAction({
    auth: "required",
    input: courseRef.extend({
      attachment_id: id.optional(),
      lesson_id: id.optional(),
      upload_id: id,
      file_name: attachmentName,
    }),
    output: returns<CourseAttachment>(),
    codes: OWN_COURSE,
  }),
  course_attachment_delete: defineAction({
    auth: "required",
    input: z.object({ attachment_id: id }),
    output: returns<null>(),
    codes: OWN_COURSE,
  }),
};
