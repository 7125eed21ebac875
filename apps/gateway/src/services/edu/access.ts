/**
 * Who sees a course and who plays its lessons: the one place the rule lives (docs/courses.md).
 * A course is seen when it is online, or by its author in any state but deleted. A lesson is
 * playable when it is free, the course is free, the viewer is the author, or the viewer holds a
 * live enrollment (a paid order not refunded).
 */
import { Code, GatewayError } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";

/** What the rule needs of a course. */
export interface CourseAccessRow {
  id: number;
  author_uid: number;
  is_free: boolean;
  status: string;
}

/** What the rule needs of a lesson. */
interface LessonAccessRow {
  is_free: boolean;
}

/** The viewer's standing in one course. */
export interface CourseAccess {
  is_owner: boolean;
  is_enrolled: boolean;
  /** Every lesson is playable. */
  all: boolean;
  /** Whether this lesson of the course is playable. */
  lesson(lesson: LessonAccessRow): boolean;
}

export function canSee(course: Pick<CourseAccessRow, "author_uid" | "status">, viewer: number | undefined): boolean {
  if (course.status === "online") return true;
  return course.status !== "deleted" && viewer !== undefined && course.author_uid === viewer;
}

/** A course the viewer may see, locked for update when asked; 3002 otherwise. */
export async function seenCourse(q: Queryable, courseId: number, viewer: number | undefined, lock = false) {
  const course = await q.kysely
    .selectFrom("courses")
    .select(["id", "author_uid", "is_free", "status", "chapter_count", "lesson_count"])
    .where("id", "=", courseId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!course || !canSee(course, viewer)) throw new GatewayError(Code.NotFound);
  return course;
}

/** The caller's own course, locked for the write; 3002 unknown or deleted, 1006 someone else's. */
export async function ownCourse(q: Queryable, courseId: number, uid: number) {
  const course = await q.kysely
    .selectFrom("courses")
    .select(["id", "author_uid", "is_free", "status"])
    .where("id", "=", courseId)
    .forUpdate()
    .executeTakeFirst();
  if (!course || course.status === "deleted") throw new GatewayError(Code.NotFound);
  if (course.author_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return course;
}

/** Whether `uid` holds a live enrollment in the course. */
export async function isEnrolled(q: Queryable, uid: number, courseId: number): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("course_enrollments")
    .select("id")
    .where("uid", "=", uid)
    .where("course_id", "=", courseId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The play rule for one viewer and course. */
export async function courseAccess(
  q: Queryable,
  course: CourseAccessRow,
  viewer: number | undefined,
): Promise<CourseAccess> {
  const is_owner = viewer !== undefined && course.author_uid === viewer;
  const is_enrolled = viewer !== undefined && !is_owner && (await isEnrolled(q, viewer, course.id));
  const all = course.is_free || is_owner || is_enrolled;
  return { is_owner, is_enrolled, all, lesson: (lesson) => all || lesson.is_free };
}
