/** Chapters: `course_chapter_list`, `_detail`, `_save` and `_delete`. */
import { api, Code, type CourseChapter, GatewayError } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import type { DB } from "../../db/schema.js";
import { ownCourse, seenCourse } from "./access.js";
import { iso } from "./rows.js";

/** Chapters with their lesson counts, in the directory's order (weight, then id). */
export function chapterRows(db: Kysely<DB>) {
  return db
    .selectFrom("course_chapters as ch")
    .select([
      "ch.id",
      "ch.course_id",
      "ch.name",
      "ch.weight",
      "ch.created_at",
      sql<number>`(SELECT count(*)::int FROM course_lessons l WHERE l.chapter_id = ch.id)`.as("lesson_count"),
    ])
    .orderBy("ch.weight")
    .orderBy("ch.id");
}

type ChapterRow = Awaited<ReturnType<ReturnType<typeof chapterRows>["executeTakeFirstOrThrow"]>>;

export const toChapter = (row: ChapterRow): CourseChapter => ({
  chapter_id: row.id,
  course_id: row.course_id,
  name: row.name,
  weight: row.weight,
  lesson_count: Number(row.lesson_count),
  created_at: iso(row.created_at),
});

/** The course a chapter belongs to; 3002 for an unknown chapter. */
async function courseOfChapter(q: Queryable, chapterId: number): Promise<number> {
  const row = await q.kysely
    .selectFrom("course_chapters")
    .select("course_id")
    .where("id", "=", chapterId)
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row.course_id;
}

export const chapterHandlers = {
  course_chapter_list: handle(api.appedu_msrv.course_chapter_list, async (params, ctx) => {
    await seenCourse(ctx.db, params.course_id, ctx.session?.uid);
    const rows = await chapterRows(ctx.db.kysely).where("ch.course_id", "=", params.course_id).execute();
    return rows.map(toChapter);
  }),

  course_chapter_detail: handle(api.appedu_msrv.course_chapter_detail, async (params, ctx) => {
    const courseId = await courseOfChapter(ctx.db, params.chapter_id);
    await seenCourse(ctx.db, courseId, ctx.session?.uid);
    return toChapter(await chapterRows(ctx.db.kysely).where("ch.id", "=", params.chapter_id).executeTakeFirstOrThrow());
  }),

  /** Adds a chapter (without `chapter_id`) or renames and re-weights one of the course's. */
  course_chapter_save: handle(api.appedu_msrv.course_chapter_save, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const course = await ownCourse(q, params.course_id, ctx.session.uid);
      let id = params.chapter_id;
      if (id === undefined) {
        ({ id } = await q.kysely
          .insertInto("course_chapters")
          .values({ course_id: course.id, name: params.name, weight: params.weight })
          .returning("id")
          .executeTakeFirstOrThrow());
        await q.kysely
          .updateTable("courses")
          .set((eb) => ({ chapter_count: eb("chapter_count", "+", 1), updated_at: sql<Date>`now()` }))
          .where("id", "=", course.id)
          .execute();
      } else {
        const updated = await q.kysely
          .updateTable("course_chapters")
          .set({ name: params.name, weight: params.weight })
          .where("id", "=", id)
          .where("course_id", "=", course.id)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new GatewayError(Code.NotFound);
      }
      return toChapter(await chapterRows(q.kysely).where("ch.id", "=", id).executeTakeFirstOrThrow());
    }),
  ),

  /** Deletes an empty chapter (803005 while it holds lessons). */
  course_chapter_delete: handle(api.appedu_msrv.course_chapter_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const course = await ownCourse(q, await courseOfChapter(q, params.chapter_id), ctx.session.uid);
      const lesson = await q.kysely
        .selectFrom("course_lessons")
        .select("id")
        .where("chapter_id", "=", params.chapter_id)
        .executeTakeFirst();
      if (lesson) throw new GatewayError(Code.ChapterHasLessons);
      await q.kysely.deleteFrom("course_chapters").where("id", "=", params.chapter_id).execute();
      await q.kysely
        .updateTable("courses")
        .set((eb) => ({ chapter_count: eb("chapter_count", "-", 1), updated_at: sql<Date>`now()` }))
        .where("id", "=", course.id)
        .execute();
      return null;
    }),
  ),
};
