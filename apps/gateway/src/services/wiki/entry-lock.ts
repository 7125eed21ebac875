import { Code, type ContentLang, type ContentStatus, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

/** An entry as a save reads it, locked for the transaction. */
export interface LockedEntry {
  article_id: number;
  author_uid: number;
  status: ContentStatus;
  lang: ContentLang;
  category_id: number;
  head_revision_id: number;
  approved_revision_id: number | null;
  revision_count: number;
  head_commit_id: string;
}

/**
 * Locks an entry for a save. Anyone signed in may edit an online entry; one that is not online
 * is its author's alone (3002 for everyone else, as if it did not exist).
 */
export async function lockEntry(q: Queryable, id: number, uid: number): Promise<LockedEntry> {
  const { rows } = await sql<LockedEntry>`SELECT e.article_id, a.author_uid, a.status, a.lang, e.category_id,
      e.head_revision_id, e.approved_revision_id, e.revision_count, h.commit_id AS head_commit_id
    FROM wiki_entries e
    JOIN articles a ON a.id = e.article_id
    JOIN wiki_revisions h ON h.id = e.head_revision_id
    WHERE e.article_id = ${id}
    FOR UPDATE OF e, a`.execute(q.kysely);
  const entry = rows[0];
  if (!entry || entry.status === "deleted") throw new GatewayError(Code.NotFound);
  if (entry.status !== "online" && entry.author_uid !== uid) throw new GatewayError(Code.NotFound);
  return entry;
}
