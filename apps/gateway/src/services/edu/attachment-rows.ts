/** Attachments with their uploads. */
import type { CourseAttachment } from "@icms/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { iso } from "./rows.js";

export function attachmentRows(db: Kysely<DB>) {
  return db
    .selectFrom("course_attachments as t")
    .innerJoin("uploads as up", "up.id", "t.upload_id")
    .select([
      "t.id",
      "t.course_id",
      "t.lesson_id",
      "t.upload_id",
      "t.file_name",
      "t.created_at",
      "up.url",
      "up.size_bytes",
      "up.mime",
    ])
    .orderBy("t.id");
}

type AttachmentRow = Awaited<ReturnType<ReturnType<typeof attachmentRows>["executeTakeFirstOrThrow"]>>;

/** `withUrl` false: the file is listed but its address is kept from a viewer who may not play it. */
export const toAttachment = (row: AttachmentRow, withUrl: boolean): CourseAttachment => ({
  attachment_id: row.id,
  course_id: row.course_id,
  lesson_id: row.lesson_id,
  upload_id: row.upload_id,
  file_name: row.file_name,
  url: withUrl ? row.url : "",
  size_bytes: Number(row.size_bytes),
  mime: row.mime,
  created_at: iso(row.created_at),
});
