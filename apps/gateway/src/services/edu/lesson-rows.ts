/** Lesson rows, outlines and the viewer's progress on them. */
import type { CourseLessonOutline, LessonProgress } from "@icms/protocol";
import type { Kysely } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { DB } from "../../db/schema.js";
import { iso } from "./rows.js";

/** Lessons `l` in the directory's order: their chapter's weight, then their own, then ids. */
export function lessonRows(db: Kysely<DB>) {
  return db
    .selectFrom("course_lessons as l")
    .innerJoin("course_chapters as ch", "ch.id", "l.chapter_id")
    .select([
      "l.id",
      "l.course_id",
      "l.chapter_id",
      "l.name",
      "l.tags",
      "l.duration_seconds",
      "l.weight",
      "l.is_free",
      "l.video_url",
      "l.created_at",
    ])
    .orderBy("ch.weight")
    .orderBy("ch.id")
    .orderBy("l.weight")
    .orderBy("l.id");
}

export type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonRows>["executeTakeFirstOrThrow"]>>;

export const toOutline = (row: LessonRow, playable: boolean): CourseLessonOutline => ({
  lesson_id: row.id,
  course_id: row.course_id,
  chapter_id: row.chapter_id,
  name: row.name,
  tags: row.tags,
  duration_seconds: row.duration_seconds,
  weight: row.weight,
  is_free: row.is_free ? 1 : 0,
  has_video: row.video_url !== "",
  playable,
  created_at: iso(row.created_at),
});

type ProgressRow = { lesson_id: number; position_seconds: number; completed: boolean; updated_at: Date | string };

export const toProgress = (row: ProgressRow): LessonProgress => ({
  lesson_id: row.lesson_id,
  position_seconds: row.position_seconds,
  completed: row.completed,
  updated_at: iso(row.updated_at),
});

/** The viewer's progress on the course's lessons, by lesson id (empty for anonymous viewers). */
export async function progressOf(
  q: Queryable,
  uid: number | undefined,
  courseId: number,
): Promise<Map<number, LessonProgress>> {
  const byLesson = new Map<number, LessonProgress>();
  if (uid === undefined) return byLesson;
  const rows = await q.kysely
    .selectFrom("course_progress")
    .select(["lesson_id", "position_seconds", "completed", "updated_at"])
    .where("uid", "=", uid)
    .where("course_id", "=", courseId)
    .execute();
  for (const row of rows) byLesson.set(row.lesson_id, toProgress(row));
  return byLesson;
}
