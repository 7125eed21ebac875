/**
 * Member review of courses (`daoclub_msrv`: `dao_course_*`): the same signed decision as the
 * other kinds, with `kind` "course" in the signed message (docs/courses.md).
 */
import { z } from "zod";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize, rowId } from "./common.js";
import { DECIDE_CODES, decisionFields, READ_CODES, type ReviewResult } from "./dao-review.js";
import { defineAction, returns } from "./define.js";
import type { CourseLesson, ReviewCourse, ReviewCourseDetail } from "./edu-types.js";

export const daoCourseReview = {
  /** Courses waiting in review, oldest first. */
  dao_course_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<ReviewCourse>>(),
    codes: [Code.NotDaoMember],
  }),
  /** A waiting course with its details, directory, tally and the decisions so far. */
  dao_course_detail: defineAction({
    auth: "required",
    input: z.object({ course_id: rowId }),
    output: returns<ReviewCourseDetail>(),
    codes: READ_CODES,
  }),
  /**
   * One lesson of a waiting course, whole, for a reviewer: its text, and its video and files
   * through signed links made out to the reviewer (the player serves only the author and learners).
   */
  dao_course_lesson: defineAction({
    auth: "required",
    input: z.object({ lesson_id: rowId }),
    output: returns<CourseLesson>(),
    codes: READ_CODES,
  }),
  dao_course_set_status: defineAction({
    auth: "required",
    input: z.object({ course_id: rowId, ...decisionFields }),
    output: returns<ReviewResult>(),
    codes: DECIDE_CODES,
  }),
};
