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
import { NAME_COLUMN, toRevision } from "./rows.js";

/**
 * An entry with the revision its page shows (the last approved one, or the head while none has
 * passed), that revision's category and the entry's pending count: one statement, where reading
 * the entry, then the revision, then the category took three round trips.
 */
export function wikiDetailQuery(db: Kysely<DB>, id: number, lang: ApiLang) {
  // Three relations joined; the rest are scalar subqueries by primary key, which the planner
  // does not weigh as join orders (planning a seven-way join cost five times running it).
  return db
    .selectFrom("wiki_entries as e")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .innerJoin("wiki_revisions as r", (join) =>
      join.on(sql<boolean>`r.id = coalesce(e.approved_revision_id, e.head_revision_id)`),
    )
    .select([
      "r.id",
      "r.article_id",
      "r.commit_id",
      sql<string | null>`(SELECT p.commit_id FROM wiki_revisions p WHERE p.id = r.parent_id)`.as("parent_commit_id"),
      sql<string | null>`(SELECT o.commit_id FROM wiki_revisions o WHERE o.id = r.restored_from)`.as(
        "restored_commit_id",
      ),
      "r.editor_uid",
      "r.editor_wallet",
      "r.reason",
      "r.state",
      "r.title",
      "r.created_at",
      "r.abstract",
      "r.content",
      "r.cover_url",
      "r.tags",
      "r.category_id",
      "a.author_uid",
      "a.status",
      "a.lang",
      "a.is_howto",
      "a.view_count",
      "e.revision_count",
      sql<string>`(SELECT h.commit_id FROM wiki_revisions h WHERE h.id = e.head_revision_id)`.as("head_commit_id"),
      sql<string>`(SELECT c.slug FROM wiki_categories c WHERE c.id = r.category_id)`.as("category_slug"),
      sql<string>`(SELECT ${sql.ref(NAME_COLUMN[toUiLang(lang)])} FROM wiki_categories c WHERE c.id = r.category_id)`.as(
        "category_name",
      ),
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
