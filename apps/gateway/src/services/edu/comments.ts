/** Course comments: `course_comment_list`, `_add` and `_delete`, with the article comments' rules. */
import { api, CONTENT_LIMITS, Code, type CourseComment, GatewayError } from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import { handle } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { authorOf } from "../../shared/authors.js";
import { iso } from "../../shared/dates.js";
import { seenCourse } from "./access.js";
import { forgetCourseComment, noticeCourseComment } from "./notice-events.js";
import { onePage, paged } from "../../db/paging.js";

const comments = (db: Kysely<DB>) =>
  db
    .selectFrom("course_comments as m")
    .innerJoin("users as u", "u.uid", "m.uid")
    .innerJoin("courses as c", "c.id", "m.course_id")
    .select([
      "m.id",
      "m.course_id",
      "m.uid",
      "m.content",
      "m.created_at",
      "c.author_uid",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
    ]);

type CommentRow = InferResult<ReturnType<typeof comments>>[number];

const toComment = (row: CommentRow, viewer: number | undefined): CourseComment => ({
  comment_id: row.id,
  course_id: row.course_id,
  content: row.content,
  author: authorOf(row, row.uid),
  can_delete: viewer !== undefined && (viewer === row.uid || viewer === row.author_uid),
  created_at: iso(row.created_at),
});

export const commentHandlers = {
  /** Newest first. */
  course_comment_list: handle(api.appedu_msrv.course_comment_list, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    await seenCourse(ctx.db, params.course_id, viewer);
    const rows = await comments(ctx.db.kysely)
      .where("m.course_id", "=", params.course_id)
      .orderBy("m.created_at", "desc")
      .orderBy("m.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await ctx.db.kysely
      .selectFrom("course_comments")
      .where("course_id", "=", params.course_id)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return paged(
      rows.map((row) => toComment(row, viewer)),
      Number(total.n),
      params,
    );
  }),

  /** Not the same text again within a minute (801109). */
  course_comment_add: handle(api.appedu_msrv.course_comment_add, async (params, ctx) => {
    const content = params.content.replace(/\r\n?/g, "\n");
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      // Locked, so that two identical comments queue up and the second sees the first.
      const course = await seenCourse(q, params.course_id, uid, true);
      const repeat = await q.kysely
        .selectFrom("course_comments")
        .select("id")
        .where("uid", "=", uid)
        .where("course_id", "=", course.id)
        .where("content", "=", content)
        .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${CONTENT_LIMITS.commentRepeatSeconds})`)
        .executeTakeFirst();
      if (repeat) throw new GatewayError(Code.AlreadyCommented);
      const { id } = await q.kysely
        .insertInto("course_comments")
        .values({ course_id: course.id, uid, content })
        .returning("id")
        .executeTakeFirstOrThrow();
      await q.kysely
        .updateTable("courses")
        .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
        .where("id", "=", course.id)
        .execute();
      await noticeCourseComment(q, course.id, { id, uid, content });
      return toComment(await comments(q.kysely).where("m.id", "=", id).executeTakeFirstOrThrow(), uid);
    });
  }),

  /** The comment's writer or the course's author (1006 for anyone else). */
  course_comment_delete: handle(api.appedu_msrv.course_comment_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const row = await comments(q.kysely).where("m.id", "=", params.comment_id).executeTakeFirst();
      if (!row) throw new GatewayError(Code.NotFound);
      if (!toComment(row, ctx.session.uid).can_delete) throw new GatewayError(Code.PermissionDenied);
      await q.kysely.selectFrom("courses").select("id").where("id", "=", row.course_id).forUpdate().execute();
      // A delete of the same comment committed while this one waited for the course: nothing is
      // left to count down, and the caller is told so as if it had come after.
      const deleted = await q.kysely
        .deleteFrom("course_comments")
        .where("id", "=", row.id)
        .returning("id")
        .executeTakeFirst();
      if (!deleted) throw new GatewayError(Code.NotFound);
      await forgetCourseComment(q, row.id);
      await q.kysely
        .updateTable("courses")
        .set((eb) => ({ comment_count: eb("comment_count", "-", 1) }))
        .where("id", "=", row.course_id)
        .execute();
      return null;
    }),
  ),
};
