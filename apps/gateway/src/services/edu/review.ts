/**
 * Courses in the member review (docs/courses.md): a course waits in `audit` until X-Men pass or
 * refuse it with the same signed decisions as content (the DAO's review core, kind "course").
 */
import {
  api,
  Code,
  type ContentStatus,
  type CourseLesson,
  GatewayError,
  type ReviewCourse,
  type ReviewCourseDetail,
} from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { decide, defineReviewKind, openVotes, quorumOf, requireIndexedMember, tallies } from "../dao/public.js";
import { directoryOf } from "./directory.js";
import { describeCourse } from "./notice-events.js";
import { playedLesson } from "./lessons.js";
import { courseSummaries, toCourseSummary } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

/** Locks a course waiting in review for a decision; 3002 otherwise. */
async function lockWaitingCourse(
  q: Queryable,
  id: number,
): Promise<{ id: number; owner: number; status: ContentStatus }> {
  const row = await q.kysely
    .selectFrom("courses")
    .select(["id", "author_uid", "status"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (row?.status !== "audit") throw new GatewayError(Code.NotFound);
  return { id: row.id, owner: row.author_uid, status: "audit" };
}

/** A round reached its quorum (in the decision's transaction): listed, or refused. */
async function settleCourseReview(q: Queryable, id: number, passed: boolean): Promise<void> {
  await q.kysely
    .updateTable("courses")
    .set({
      status: passed ? "online" : "refused",
      passed_at: passed ? sql<Date>`coalesce(passed_at, now())` : sql<Date | null>`passed_at`,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .execute();
}

/** Courses in the member review: the DAO decides on them by this kind (registered by the edu area). */
export const courseReviewKind = defineReviewKind({
  name: "course",
  lock: lockWaitingCourse,
  settle: (q, id, _item, passed) => settleCourseReview(q, id, passed),
  describe: describeCourse,
});

const noTally = (quorum: number) => ({ pass_count: 0, reject_count: 0, quorum, my_decision: null });

async function waitingCourses(ctx: CallContext<"required">, params: { page: number; page_size: number }) {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const rows = await courseSummaries(ctx.db.kysely, ctx.lang)
    .where("c.status", "=", "audit")
    .orderBy("c.updated_at")
    .orderBy("c.id")
    .$call(onePage(params))
    .execute();
  const total = await ctx.db.kysely
    .selectFrom("courses")
    .where("status", "=", "audit")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const counts = await tallies(
    ctx.db,
    ["course"],
    rows.map((row) => row.id),
    ctx.session.uid,
    quorum,
  );
  const list: ReviewCourse[] = rows.map((row) => ({
    ...toCourseSummary(row),
    review: counts.get(row.id) ?? noTally(quorum),
  }));
  return paged(list, Number(total.n), params);
}

async function waitingCourse(ctx: CallContext<"required">, id: number): Promise<ReviewCourseDetail> {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const row = await courseSummaries(ctx.db.kysely, ctx.lang)
    .select("c.details")
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (row?.status !== "audit") throw new GatewayError(Code.NotFound);
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const review = (await tallies(ctx.db, ["course"], [id], ctx.session.uid, quorum)).get(id) ?? noTally(quorum);
  // Reviewers judge the outline: every lesson is shown as open to them.
  const chapters = await directoryOf(ctx.db, id, { lesson: () => true }, undefined);
  return {
    ...toCourseSummary(row),
    details: row.details,
    chapters,
    review,
    votes: await openVotes(ctx.db, "course", id, ctx.lang),
  };
}

/** A lesson of a waiting course, opened whole for a reviewer; 3002 when its course is not in review. */
async function waitingLesson(ctx: CallContext<"required">, lessonId: number): Promise<CourseLesson> {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const course = await ctx.db.kysely
    .selectFrom("course_lessons as l")
    .innerJoin("courses as c", "c.id", "l.course_id")
    .select("c.status")
    .where("l.id", "=", lessonId)
    .executeTakeFirst();
  if (course?.status !== "audit") throw new GatewayError(Code.NotFound);
  return playedLesson(ctx, lessonId, { is_owner: false, lesson: () => true }, ctx.session.uid);
}

export const courseReviewHandlers = {
  dao_course_list: handle(api.daoclub_msrv.dao_course_list, (params, ctx) => waitingCourses(ctx, params)),
  dao_course_detail: handle(api.daoclub_msrv.dao_course_detail, (params, ctx) => waitingCourse(ctx, params.course_id)),
  dao_course_lesson: handle(api.daoclub_msrv.dao_course_lesson, (params, ctx) => waitingLesson(ctx, params.lesson_id)),
  dao_course_set_status: handle(api.daoclub_msrv.dao_course_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "course" as const, item_id: params.course_id }, params)),
  ),
};
