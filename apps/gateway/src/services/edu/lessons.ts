/** Lessons: `course_lesson_list`, `_detail` (the player's), `_save` and `_delete`. */
import { api, Code, type CourseLesson, GatewayError, fileExtension } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { cleanRichText } from "../../shared/rich-text.js";
import { type CourseAccess, courseAccess, ownCourse, seenCourse } from "./access.js";
import { attachmentRows, fileAccess, toAttachment } from "./attachment-rows.js";
import { lessonRows, progressOf, toOutline } from "./lesson-rows.js";
import { mediaLink } from "./media-links.js";
import { onePage, paged } from "../../db/paging.js";

/** The course a lesson belongs to; 3002 for an unknown lesson. */
export async function courseOfLesson(q: Queryable, lessonId: number): Promise<number> {
  const row = await q.kysely
    .selectFrom("course_lessons")
    .select("course_id")
    .where("id", "=", lessonId)
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row.course_id;
}

/**
 * A lesson with its body, video and files for a viewer of the given access: the author gets the
 * uploads themselves, anyone else signed links (media-links.ts) made out to them. 803002 with
 * the lesson's outline when the access does not open it.
 */
export async function playedLesson(
  ctx: Pick<CallContext, "db" | "config">,
  lessonId: number,
  access: Pick<CourseAccess, "is_owner" | "lesson">,
  viewer: number | undefined,
): Promise<CourseLesson> {
  const row = await lessonRows(ctx.db.kysely)
    .select("l.content")
    .where("l.id", "=", lessonId)
    .executeTakeFirstOrThrow();
  if (!access.lesson(row)) throw new GatewayError(Code.CourseLessonLocked, toOutline(row, false));
  const files = await attachmentRows(ctx.db.kysely).where("t.lesson_id", "=", row.id).execute();
  const progress = await progressOf(ctx.db, viewer, row.course_id);
  return {
    ...toOutline(row, true),
    content: row.content,
    video_url:
      row.video_url === "" || access.is_owner
        ? row.video_url
        : mediaLink(ctx.config.JWT_SECRET, "lesson", row.id, fileExtension(row.video_url), viewer ?? 0),
    attachments: files.map((file) => toAttachment(file, fileAccess(ctx.config.JWT_SECRET, access, viewer))),
    progress: progress.get(row.id) ?? null,
  };
}

/** A chapter of the course; 3002 otherwise. */
async function checkChapter(q: Queryable, courseId: number, chapterId: number): Promise<void> {
  const row = await q.kysely
    .selectFrom("course_chapters")
    .select("id")
    .where("id", "=", chapterId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
}

/** Moves the course's lesson count and total duration by the given amounts. */
async function adjustCourse(q: Queryable, courseId: number, lessons: number, seconds: number): Promise<void> {
  await q.kysely
    .updateTable("courses")
    .set((eb) => ({
      lesson_count: eb("lesson_count", "+", lessons),
      duration_seconds: eb("duration_seconds", "+", seconds),
      updated_at: sql<Date>`now()`,
    }))
    .where("id", "=", courseId)
    .execute();
}

export const lessonHandlers = {
  course_lesson_list: handle(api.appedu_msrv.course_lesson_list, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const course = await seenCourse(ctx.db, params.course_id, viewer);
    const access = await courseAccess(ctx.db, course, viewer);
    const filtered = lessonRows(ctx.db.kysely)
      .where("l.course_id", "=", course.id)
      .$if(params.chapter_id !== undefined, (q) => q.where("l.chapter_id", "=", params.chapter_id as number));
    const rows = await filtered.$call(onePage(params)).execute();
    const total = await ctx.db.kysely
      .selectFrom("course_lessons")
      .where("course_id", "=", course.id)
      .$if(params.chapter_id !== undefined, (q) => q.where("chapter_id", "=", params.chapter_id as number))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return paged(
      rows.map((row) => toOutline(row, access.lesson(row))),
      Number(total.n),
      params,
    );
  }),

  /** The lesson with its body when the viewer may play it; 803002 with its outline otherwise. */
  course_lesson_detail: handle(api.appedu_msrv.course_lesson_detail, async (params, ctx): Promise<CourseLesson> => {
    const viewer = ctx.session?.uid;
    const course = await seenCourse(ctx.db, await courseOfLesson(ctx.db, params.lesson_id), viewer);
    const access = await courseAccess(ctx.db, course, viewer);
    return playedLesson(ctx, params.lesson_id, access, viewer);
  }),

  /** Adds a lesson (without `lesson_id`) or edits one of the course's; it may move to another chapter of it. */
  course_lesson_save: handle(api.appedu_msrv.course_lesson_save, async (params, ctx) => {
    const video_url = params.video_url === "" ? "" : checkMediaUrl(ctx, params.video_url, "video", "video_url");
    const values = {
      chapter_id: params.chapter_id,
      name: params.name,
      tags: params.tags,
      content: cleanRichText(params.content),
      video_url,
      duration_seconds: params.duration_seconds,
      weight: params.weight,
      is_free: params.is_free === 1,
    };
    return ctx.db.tx(async (q) => {
      const course = await ownCourse(q, params.course_id, ctx.session.uid);
      await checkChapter(q, course.id, params.chapter_id);
      let id = params.lesson_id;
      if (id === undefined) {
        ({ id } = await q.kysely
          .insertInto("course_lessons")
          .values({ ...values, course_id: course.id })
          .returning("id")
          .executeTakeFirstOrThrow());
        await adjustCourse(q, course.id, 1, values.duration_seconds);
      } else {
        const old = await q.kysely
          .selectFrom("course_lessons")
          .select("duration_seconds")
          .where("id", "=", id)
          .where("course_id", "=", course.id)
          .forUpdate()
          .executeTakeFirst();
        if (!old) throw new GatewayError(Code.NotFound);
        await q.kysely
          .updateTable("course_lessons")
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where("id", "=", id)
          .execute();
        await adjustCourse(q, course.id, 0, values.duration_seconds - old.duration_seconds);
      }
      return toOutline(await lessonRows(q.kysely).where("l.id", "=", id).executeTakeFirstOrThrow(), true);
    });
  }),

  /** Deletes a lesson with its attachments and the progress recorded on it. */
  course_lesson_delete: handle(api.appedu_msrv.course_lesson_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const course = await ownCourse(q, await courseOfLesson(q, params.lesson_id), ctx.session.uid);
      await q.kysely.deleteFrom("course_attachments").where("lesson_id", "=", params.lesson_id).execute();
      await q.kysely.deleteFrom("course_progress").where("lesson_id", "=", params.lesson_id).execute();
      const lesson = await q.kysely
        .deleteFrom("course_lessons")
        .where("id", "=", params.lesson_id)
        .returning("duration_seconds")
        .executeTakeFirst();
      // Deleted by a call that held the course first: answered as a delete that came after it.
      if (!lesson) throw new GatewayError(Code.NotFound);
      await adjustCourse(q, course.id, -1, -lesson.duration_seconds);
      return null;
    }),
  ),
};
