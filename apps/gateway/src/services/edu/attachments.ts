/** Attachments: `course_attachment_list`, `_detail`, `_save` and `_delete`. */
import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { courseAccess, ownCourse, seenCourse } from "./access.js";
import { attachmentRows, fileAccess, toAttachment } from "./attachment-rows.js";

/** Whether the lesson (null: the course itself) is open to the viewer. */
async function lessonOpen(
  q: Queryable,
  lessonId: number | null,
  access: { all: boolean; lesson(l: { is_free: boolean }): boolean },
) {
  if (lessonId === null) return access.all;
  const lesson = await q.kysely
    .selectFrom("course_lessons")
    .select("is_free")
    .where("id", "=", lessonId)
    .executeTakeFirst();
  return lesson !== undefined && access.lesson(lesson);
}

async function attachmentRow(q: Queryable, id: number) {
  const row = await attachmentRows(q.kysely).where("t.id", "=", id).executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row;
}

export const attachmentHandlers = {
  /** The course's files (or one lesson's); each URL only for a viewer who may play what it belongs to. */
  course_attachment_list: handle(api.appedu_msrv.course_attachment_list, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const course = await seenCourse(ctx.db, params.course_id, viewer);
    const access = await courseAccess(ctx.db, course, viewer);
    const rows = await attachmentRows(ctx.db.kysely)
      .where("t.course_id", "=", course.id)
      .where((eb) =>
        params.lesson_id === undefined ? eb("t.lesson_id", "is", null) : eb("t.lesson_id", "=", params.lesson_id),
      )
      .execute();
    const open = await lessonOpen(ctx.db, params.lesson_id ?? null, access);
    const files = open ? fileAccess(ctx.config.JWT_SECRET, access, viewer) : "hidden";
    return rows.map((row) => toAttachment(row, files));
  }),

  /** One file with its URL; 803002 when the viewer may not play what it belongs to. */
  course_attachment_detail: handle(api.appedu_msrv.course_attachment_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const row = await attachmentRow(ctx.db, params.attachment_id);
    const course = await seenCourse(ctx.db, row.course_id, viewer);
    const access = await courseAccess(ctx.db, course, viewer);
    if (!(await lessonOpen(ctx.db, row.lesson_id, access))) {
      throw new GatewayError(Code.CourseLessonLocked, toAttachment(row, "hidden"));
    }
    return toAttachment(row, fileAccess(ctx.config.JWT_SECRET, access, viewer));
  }),

  /** Attaches one of the caller's uploads (3002 for another's or an unknown one, or a lesson of another course). */
  course_attachment_save: handle(api.appedu_msrv.course_attachment_save, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const course = await ownCourse(q, params.course_id, uid);
      const upload = await q.kysely
        .selectFrom("uploads")
        .select("id")
        .where("id", "=", params.upload_id)
        .where("owner_uid", "=", uid)
        .executeTakeFirst();
      if (!upload) throw new GatewayError(Code.NotFound);
      if (params.lesson_id !== undefined) {
        const lesson = await q.kysely
          .selectFrom("course_lessons")
          .select("id")
          .where("id", "=", params.lesson_id)
          .where("course_id", "=", course.id)
          .executeTakeFirst();
        if (!lesson) throw new GatewayError(Code.NotFound);
      }
      const values = { lesson_id: params.lesson_id ?? null, upload_id: upload.id, file_name: params.file_name };
      let id = params.attachment_id;
      if (id === undefined) {
        ({ id } = await q.kysely
          .insertInto("course_attachments")
          .values({ ...values, course_id: course.id })
          .returning("id")
          .executeTakeFirstOrThrow());
      } else {
        const updated = await q.kysely
          .updateTable("course_attachments")
          .set(values)
          .where("id", "=", id)
          .where("course_id", "=", course.id)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new GatewayError(Code.NotFound);
      }
      return toAttachment(await attachmentRow(q, id), "owner");
    }),
  ),

  course_attachment_delete: handle(api.appedu_msrv.course_attachment_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const row = await attachmentRow(q, params.attachment_id);
      await ownCourse(q, row.course_id, ctx.session.uid);
      await q.kysely.deleteFrom("course_attachments").where("id", "=", row.id).execute();
      return null;
    }),
  ),
};
