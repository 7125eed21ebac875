/** Course rows as lists and pages show them, and the mappers to the wire shapes. */
import {
  type ApiLang,
  type ContentLang,
  type ContentStatus,
  type CourseCoin,
  type CourseSummary,
  toUiLang,
} from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { authorOf } from "../../shared/authors.js";
import { iso } from "../../shared/dates.js";

export const CATEGORY_NAME = { en: "cc.name_en", zh: "cc.name_zh", ru: "cc.name_ru" } as const;

/** Courses `c` with their author `u`, category `cc` (named in `lang`) and live enrollments. */
export function courseSummaries(db: Kysely<DB>, lang: ApiLang) {
  return db
    .selectFrom("courses as c")
    .innerJoin("users as u", "u.uid", "c.author_uid")
    .innerJoin("course_categories as cc", "cc.id", "c.cate_id")
    .select([
      "c.id",
      "c.lang",
      "c.name",
      "c.abstract",
      "c.cover_url",
      "c.tags",
      "c.cate_id",
      `${CATEGORY_NAME[toUiLang(lang)]} as cate_name`,
      "c.price",
      "c.coin",
      "c.is_free",
      "c.author_uid",
      "c.status",
      "c.chapter_count",
      "c.lesson_count",
      "c.duration_seconds",
      "c.rating_sum",
      "c.rating_count",
      "c.comment_count",
      "c.created_at",
      "c.updated_at",
      "c.passed_at",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
      // A paid course's students hold a live enrollment; a free course's have opened a lesson of it.
      sql<number>`CASE WHEN c.is_free
        THEN (SELECT count(DISTINCT p.uid)::int FROM course_progress p WHERE p.course_id = c.id)
        ELSE (SELECT count(*)::int FROM course_enrollments e WHERE e.course_id = c.id AND e.revoked_at IS NULL)
        END`.as("student_count"),
    ]);
}

export type CourseRow = InferResult<ReturnType<typeof courseSummaries>>[number];

/** A numeric as the author typed it: no trailing zeros after the point, no point without them. */
export function plainDecimal(value: string | number | bigint): string {
  const text = String(value);
  if (!text.includes(".")) return text;
  return text.replace(/0+$/, "").replace(/\.$/, "");
}

export const ratingAvg = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);

export function toCourseSummary(row: CourseRow): CourseSummary {
  return {
    course_id: row.id,
    lang: row.lang as ContentLang,
    name: row.name,
    abstract: row.abstract,
    cover_url: row.cover_url,
    tags: row.tags,
    cate_id: row.cate_id,
    cate_name: row.cate_name,
    price: plainDecimal(row.price),
    coin: row.coin as CourseCoin,
    is_free: row.is_free ? 1 : 0,
    author: authorOf(row, row.author_uid),
    status: row.status as ContentStatus,
    chapter_count: row.chapter_count,
    lesson_count: row.lesson_count,
    duration_seconds: row.duration_seconds,
    rating_avg: ratingAvg(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
    comment_count: row.comment_count,
    student_count: Number(row.student_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: row.passed_at === null ? null : iso(row.passed_at),
  };
}

export { iso };
