import {
  type ApiLang,
  Code,
  type ContentLang,
  type ContentStatus,
  GatewayError,
  toUiLang,
  type WikiEntry,
} from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { CallContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { NAME_COLUMN, revisionRows, toRevision } from "./rows.js";

/**
 * An entry with the revision its page shows (the last approved one, or the head while none has
 * passed), that revision's category and the entry's pending count: one statement, where reading
 * the entry, then the revision, then the category took three round trips.
 */
export function wikiDetailQuery(db: Kysely<DB>, id: number, lang: ApiLang) {
  return revisionRows(db)
    .innerJoin("wiki_entries as e", (join) =>
      join.on(sql<boolean>`r.id = coalesce(e.approved_revision_id, e.head_revision_id)`),
    )
    .innerJoin("articles as a", "a.id", "e.article_id")
    .innerJoin("wiki_revisions as h", "h.id", "e.head_revision_id")
    .innerJoin("wiki_categories as c", "c.id", "r.category_id")
    .select([
      "a.author_uid",
      "a.status",
      "a.lang",
      "a.is_howto",
      "a.view_count",
      "e.revision_count",
      "h.commit_id as head_commit_id",
      "c.slug as category_slug",
      `${NAME_COLUMN[toUiLang(lang)]} as category_name`,
      sql<number>`(SELECT count(*)::int FROM wiki_revisions x WHERE x.article_id = e.article_id
        AND x.state = 'pending')`.as("pending_count"),
    ])
    .where("e.article_id", "=", id);
}

/** The entry's page as `wiki_detail` answers it, if the caller may read it (as `readableEntry` rules). */
export async function entryDetail(ctx: CallContext, id: number): Promise<WikiEntry> {
  const row = await wikiDetailQuery(ctx.db.kysely, id, ctx.lang).executeTakeFirst();
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.status !== "online" && row.author_uid !== ctx.session?.uid) throw new GatewayError(Code.NotFound);
  const shown = toRevision(row);
  return {
    article_id: id,
    lang: row.lang as ContentLang,
    is_howto: row.is_howto ? 1 : 0,
    status: row.status as ContentStatus,
    category: { category_id: shown.category_id, slug: row.category_slug, name: row.category_name },
    revision: shown,
    head_commit_id: row.head_commit_id,
    pending_count: Number(row.pending_count),
    revision_count: row.revision_count,
    view_count: row.view_count,
  };
}
