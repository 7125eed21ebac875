/** The player's progress: `course_progress_save`, `my_course_progress`, `my_course_bought`, `my_course_learning`. */
import { api, Code, type CourseProgress, GatewayError, type MyCourse } from "@icms/protocol";
import { sql } from "kysely";
import type { CallContext } from "../../context.js";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { courseAccess, seenCourse } from "./access.js";
import { lessonRows, toProgress } from "./lesson-rows.js";
import { courseOfLesson } from "./lessons.js";
import { type CourseRow, courseSummaries, iso, toCourseSummary } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

/** `uid`'s progress through each course of `ids`: completed lessons of the total, and the last one played. */
async function progressSummaries(q: Queryable, uid: number, ids: number[]) {
  const byCourse = new Map<number, Omit<CourseProgress, "lessons">>();
  if (ids.length === 0) return byCourse;
  const { rows } = await sql<{ id: number; total: number; completed: number; last_lesson_id: number | null }>`
    SELECT c.id,
      (SELECT count(*)::int FROM course_lessons l WHERE l.course_id = c.id) AS total,
      (SELECT count(*)::int FROM course_progress p JOIN course_lessons l ON l.id = p.lesson_id
        WHERE p.uid = ${uid} AND p.course_id = c.id AND p.completed) AS completed,
      (SELECT p.lesson_id FROM course_progress p WHERE p.uid = ${uid} AND p.course_id = c.id
        ORDER BY p.updated_at DESC, p.lesson_id DESC LIMIT 1) AS last_lesson_id
    FROM courses c WHERE c.id = ANY(${ids}::int[])`.execute(q.kysely);
  for (const row of rows) {
    byCourse.set(row.id, {
      course_id: row.id,
      completed_lessons: row.completed,
      total_lessons: row.total,
      percent: row.total === 0 ? 0 : Math.floor((row.completed * 100) / row.total),
      last_lesson_id: row.last_lesson_id,
    });
  }
  return byCourse;
}

async function withProgress(
  ctx: CallContext<"required">,
  rows: (CourseRow & { granted_at: Date | string | null })[],
): Promise<MyCourse[]> {
  const summaries = await progressSummaries(
    ctx.db,
    ctx.session.uid,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const progress = summaries.get(row.id);
    if (!progress) throw new Error("progress missing");
    return { ...toCourseSummary(row), progress, granted_at: row.granted_at === null ? null : iso(row.granted_at) };
  });
}

export const progressHandlers = {
  /** Where the caller is in a lesson they may play; the position stays within its duration. */
  course_progress_save: handle(api.appedu_msrv.course_progress_save, async (params, ctx) => {
    const uid = ctx.session.uid;
    const course = await seenCourse(ctx.db, await courseOfLesson(ctx.db, params.lesson_id), uid);
    const access = await courseAccess(ctx.db, course, uid);
    const lesson = await lessonRows(ctx.db.kysely).where("l.id", "=", params.lesson_id).executeTakeFirstOrThrow();
    if (!access.lesson(lesson)) throw new GatewayError(Code.CourseLessonLocked);
    const position =
      lesson.duration_seconds > 0
        ? Math.min(params.position_seconds, lesson.duration_seconds)
        : params.position_seconds;
    const row = await ctx.db.kysely
      .insertInto("course_progress")
      .values({
        uid,
        lesson_id: lesson.id,
        course_id: course.id,
        position_seconds: position,
        completed: params.completed === 1,
      })
      .onConflict((oc) =>
        oc.columns(["uid", "lesson_id"]).doUpdateSet({
          position_seconds: position,
          completed: sql<boolean>`course_progress.completed OR excluded.completed`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(["lesson_id", "position_seconds", "completed", "updated_at"])
      .executeTakeFirstOrThrow();
    return toProgress(row);
  }),

  my_course_progress: handle(api.appedu_msrv.my_course_progress, async (params, ctx): Promise<CourseProgress> => {
    const uid = ctx.session.uid;
    const course = await seenCourse(ctx.db, params.course_id, uid);
    const summary = (await progressSummaries(ctx.db, uid, [course.id])).get(course.id);
    if (!summary) throw new GatewayError(Code.NotFound);
    const lessons = await ctx.db.kysely
      .selectFrom("course_progress")
      .select(["lesson_id", "position_seconds", "completed", "updated_at"])
      .where("uid", "=", uid)
      .where("course_id", "=", course.id)
      .orderBy("updated_at", "desc")
      .orderBy("lesson_id", "desc")
      .execute();
    return { ...summary, lessons: lessons.map(toProgress) };
  }),

  /** Courses with a live enrollment of the caller's, latest grant first. */
  my_course_bought: handle(api.appedu_msrv.my_course_bought, async (params, ctx) => {
    const filtered = courseSummaries(ctx.db.kysely, ctx.lang)
      .innerJoin("course_enrollments as e", "e.course_id", "c.id")
      .select("e.granted_at")
      .where("e.uid", "=", ctx.session.uid)
      .where("e.revoked_at", "is", null)
      .where("c.status", "<>", "deleted");
    const rows = await filtered
      .orderBy("e.granted_at", "desc")
      .orderBy("c.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await ctx.db.kysely
      .selectFrom(filtered.as("f"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return paged(await withProgress(ctx, rows), Number(total.n), params);
  }),

  /** Courses the caller has played any lesson of (free ones included), last played first. */
  my_course_learning: handle(api.appedu_msrv.my_course_learning, async (params, ctx) => {
    const uid = ctx.session.uid;
    const played = ctx.db.kysely
      .selectFrom("course_progress")
      .select(["course_id", sql<Date>`max(updated_at)`.as("played_at")])
      .where("uid", "=", uid)
      .groupBy("course_id");
    const filtered = courseSummaries(ctx.db.kysely, ctx.lang)
      .innerJoin(played.as("p"), "p.course_id", "c.id")
      .leftJoin("course_enrollments as e", (join) =>
        join.onRef("e.course_id", "=", "c.id").on("e.uid", "=", uid).on("e.revoked_at", "is", null),
      )
      .select(["e.granted_at", "p.played_at"])
      .where((eb) => eb.or([eb("c.status", "=", "online"), eb("c.author_uid", "=", uid)]))
      .where("c.status", "<>", "deleted");
    const rows = await filtered.orderBy("p.played_at", "desc").orderBy("c.id", "desc").$call(onePage(params)).execute();
    const total = await ctx.db.kysely
      .selectFrom(filtered.as("f"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return paged(await withProgress(ctx, rows), Number(total.n), params);
  }),
};
