/**
 * Demo courses: free and paid ones (USDT and ICT) in the three languages, with chapters, lessons
 * (the first of each course free, some with the demo video), FAQ, an attachment, comments and
 * ratings; all listed but one, which waits for the member review. Courses are rated by demo
 * students: of a paid course they hold enrollments that carry no order (a grant the checkout did
 * not make); of a free one they have finished its first lesson.
 */
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { cleanRichText } from "../shared/rich-text.js";
import { DEMO_COURSES } from "./courses-texts.js";

const DAY_MS = 86_400_000;

export interface CourseSeedMedia {
  /** Cover image URLs (uploads). */
  covers: string[];
  /** A video upload's URL. */
  video: string;
}

/** Stores the demo courses; `uids` are the demo users (the first writes, the others study). Answers how many. */
export async function seedCourses(q: Queryable, uids: number[], media: CourseSeedMedia, now: Date): Promise<number> {
  const categories = new Map(
    (await q.kysely.selectFrom("course_categories").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  for (const [i, demo] of DEMO_COURSES.entries()) {
    const author = uids[i % uids.length] as number;
    const students = uids.filter((uid) => uid !== author).slice(0, 3);
    const cover = media.covers[i % media.covers.length] ?? "";
    const created = new Date(now.getTime() - (40 - i * 5) * DAY_MS);
    const duration = demo.chapters.flatMap((c) => c.lessons).reduce((sum, l) => sum + l.minutes * 60, 0);
    const course = await q.kysely
      .insertInto("courses")
      .values({
        author_uid: author,
        cate_id: categories.get(demo.category) as number,
        lang: demo.lang,
        name: demo.name,
        abstract: demo.abstract,
        details: cleanRichText(demo.details),
        cover_url: cover,
        tags: demo.tags,
        is_free: demo.price === null,
        price: demo.price?.amount ?? "0",
        coin: demo.price?.coin ?? "USDT",
        status: demo.pending ? "audit" : "online",
        passed_at: demo.pending ? null : new Date(created.getTime() + DAY_MS),
        chapter_count: demo.chapters.length,
        lesson_count: demo.chapters.reduce((n, c) => n + c.lessons.length, 0),
        duration_seconds: duration,
        created_at: created,
        updated_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    let first = true;
    for (const [c, chapter] of demo.chapters.entries()) {
      const row = await q.kysely
        .insertInto("course_chapters")
        .values({ course_id: course.id, name: chapter.name, weight: (c + 1) * 10, created_at: created })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [l, lesson] of chapter.lessons.entries()) {
        await q.kysely
          .insertInto("course_lessons")
          .values({
            course_id: course.id,
            chapter_id: row.id,
            name: lesson.name,
            tags: demo.tags.slice(0, 1),
            content: cleanRichText(lesson.body),
            video_url: l === 0 ? media.video : "",
            duration_seconds: lesson.minutes * 60,
            weight: (l + 1) * 10,
            is_free: first,
            created_at: created,
          })
          .execute();
        first = false;
      }
    }
    for (const [f, [question, answer]] of demo.faqs.entries()) {
      await q.kysely.insertInto("course_faqs").values({ course_id: course.id, question, answer, weight: f }).execute();
    }
    const upload = await q.kysely.selectFrom("uploads").select("id").where("url", "=", cover).executeTakeFirst();
    if (upload) {
      await q.kysely
        .insertInto("course_attachments")
        .values({ course_id: course.id, upload_id: upload.id, file_name: `${demo.tags[0] ?? "course"}-cover.jpg` })
        .execute();
    }
    if (demo.pending) continue;
    if (demo.price !== null) {
      for (const uid of students)
        await q.kysely.insertInto("course_enrollments").values({ uid, course_id: course.id }).execute();
    } else {
      // A free course's students are its learners: each has finished its first lesson.
      const opening = await q.kysely
        .selectFrom("course_lessons")
        .select(["id", "duration_seconds"])
        .where("course_id", "=", course.id)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      for (const uid of students) {
        await q.kysely
          .insertInto("course_progress")
          .values({
            uid,
            lesson_id: opening.id,
            course_id: course.id,
            position_seconds: opening.duration_seconds,
            completed: true,
            updated_at: new Date(created.getTime() + 2 * DAY_MS),
          })
          .execute();
      }
    }
    for (const [k, content] of demo.comments.entries()) {
      await q.kysely
        .insertInto("course_comments")
        .values({
          course_id: course.id,
          uid: students[k % students.length] as number,
          content,
          created_at: new Date(created.getTime() + (k + 2) * DAY_MS),
        })
        .execute();
    }
    const scores = students.map((uid, k) => ({ course_id: course.id, uid, score: 5 - (k % 2) }));
    if (scores.length > 0) await q.kysely.insertInto("course_ratings").values(scores).execute();
    await q.kysely
      .updateTable("courses")
      .set({
        comment_count: demo.comments.length,
        rating_count: scores.length,
        rating_sum: scores.reduce((sum, s) => sum + s.score, 0),
        updated_at: sql<Date>`created_at`,
      })
      .where("id", "=", course.id)
      .execute();
  }
  return DEMO_COURSES.length;
}
