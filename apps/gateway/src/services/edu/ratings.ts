/** `course_rate`: once per course (803000), never one's own (803001), only a course one may play (803006). */
import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import { courseAccess, seenCourse } from "./access.js";
import { ratingAvg } from "./rows.js";

export const ratingHandlers = {
  course_rate: handle(api.appedu_msrv.course_rate, async (params, ctx) => {
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      const course = await seenCourse(q, params.course_id, uid, true);
      if (course.author_uid === uid) throw new GatewayError(Code.CannotRateOwnCourse);
      const access = await courseAccess(q, course, uid);
      if (!access.all) throw new GatewayError(Code.CourseNotTaken);
      const inserted = await q.kysely
        .insertInto("course_ratings")
        .values({ course_id: course.id, uid, score: params.score })
        .onConflict((oc) => oc.columns(["course_id", "uid"]).doNothing())
        .returning("uid")
        .executeTakeFirst();
      if (!inserted) throw new GatewayError(Code.CourseAlreadyRated);
      const totals = await q.kysely
        .updateTable("courses")
        .set((eb) => ({ rating_sum: eb("rating_sum", "+", params.score), rating_count: eb("rating_count", "+", 1) }))
        .where("id", "=", course.id)
        .returning(["rating_sum", "rating_count"])
        .executeTakeFirstOrThrow();
      return {
        course_id: course.id,
        score: params.score,
        rating_avg: ratingAvg(totals.rating_sum, totals.rating_count),
        rating_count: totals.rating_count,
      };
    });
  }),
};
