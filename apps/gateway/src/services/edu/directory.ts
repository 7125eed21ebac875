/** `course_dir`: the chapters in order, each with its lessons in order. */
import { api, type CourseDirectory } from "@icms/protocol";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { type CourseAccess, courseAccess, seenCourse } from "./access.js";
import { chapterRows, toChapter } from "./chapters.js";
import { lessonRows, progressOf, toOutline } from "./lesson-rows.js";

/** The directory of a course as `access` (the viewer's) sees it, with `uid`'s progress. */
export async function directoryOf(
  q: Queryable,
  courseId: number,
  access: Pick<CourseAccess, "lesson">,
  uid: number | undefined,
): Promise<CourseDirectory["chapters"]> {
  const chapters = await chapterRows(q.kysely).where("ch.course_id", "=", courseId).execute();
  const lessons = await lessonRows(q.kysely).where("l.course_id", "=", courseId).execute();
  const progress = await progressOf(q, uid, courseId);
  return chapters.map((chapter) => ({
    ...toChapter(chapter),
    lessons: lessons
      .filter((lesson) => lesson.chapter_id === chapter.id)
      .map((lesson) => ({ ...toOutline(lesson, access.lesson(lesson)), progress: progress.get(lesson.id) ?? null })),
  }));
}

export const directoryHandlers = {
  course_dir: handle(api.appedu_msrv.course_dir, async (params, ctx): Promise<CourseDirectory> => {
    const viewer = ctx.session?.uid;
    const course = await seenCourse(ctx.db, params.course_id, viewer);
    const access = await courseAccess(ctx.db, course, viewer);
    return {
      course_id: course.id,
      can_play: access.all,
      chapters: await directoryOf(ctx.db, course.id, access, viewer),
    };
  }),
};
