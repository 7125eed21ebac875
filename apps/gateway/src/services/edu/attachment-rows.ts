/** Attachments with their uploads. */
import { type CourseAttachment, fileExtension } from "@icms/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { mediaLink } from "./media-links.js";
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

/**
 * What a viewer gets of a file's address: nothing (they may not play what it belongs to), the
 * upload itself (the author), or a signed link (a learner; services/edu/media-links.ts).
 */
export type FileAccess = "hidden" | "owner" | { secret: string; uid: number };

/** A viewer's access to the files of what they may play: the author's uploads, or signed links. */
export function fileAccess(secret: string, access: { is_owner: boolean }, viewer: number | undefined): FileAccess {
  return access.is_owner ? "owner" : { secret, uid: viewer ?? 0 };
}

function urlFor(row: AttachmentRow, access: FileAccess): string {
  if (access === "hidden") return "";
  if (access === "owner") return row.url;
  return mediaLink(access.secret, "attachment", row.id, fileExtension(row.url), access.uid);
}

export const toAttachment = (row: AttachmentRow, access: FileAccess): CourseAttachment => ({
  attachment_id: row.id,
  course_id: row.course_id,
  lesson_id: row.lesson_id,
  upload_id: row.upload_id,
  file_name: row.file_name,
  url: urlFor(row, access),
  size_bytes: Number(row.size_bytes),
  mime: row.mime,
  created_at: iso(row.created_at),
});
