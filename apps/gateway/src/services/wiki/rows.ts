import { type ApiLang, toUiLang, type WikiCategory, type WikiRevision, type WikiRevisionSummary } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";

export const SUMMARY_COLUMNS = [
  "r.id",
  "r.article_id",
  "r.commit_id",
  "p.commit_id as parent_commit_id",
  "o.commit_id as restored_commit_id",
  "r.editor_uid",
  "r.editor_wallet",
  "r.reason",
  "r.state",
  "r.title",
  "r.created_at",
] as const;

/** Revisions `r` with their parent `p` and the revision they restore `o`, without their text. */
function revisionSummaries(db: Kysely<DB>) {
  return db
    .selectFrom("wiki_revisions as r")
    .leftJoin("wiki_revisions as p", "p.id", "r.parent_id")
    .leftJoin("wiki_revisions as o", "o.id", "r.restored_from")
    .select(SUMMARY_COLUMNS);
}

/** Revisions with everything they saved. */
export function revisionRows(db: Kysely<DB>) {
  return revisionSummaries(db).select(["r.abstract", "r.content", "r.cover_url", "r.tags", "r.category_id"]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof revisionSummaries>["executeTakeFirstOrThrow"]>>;
type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisionRows>["executeTakeFirstOrThrow"]>>;

export function toRevisionSummary(row: SummaryRow): WikiRevisionSummary {
  return {
    revision_id: row.id,
    commit_id: row.commit_id,
    parent_commit_id: row.parent_commit_id,
    restored_from: row.restored_commit_id,
    editor_uid: row.editor_uid,
    editor_wallet: row.editor_wallet,
    reason: row.reason,
    state: row.state as WikiRevisionSummary["state"],
    title: row.title,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toRevision(row: RevisionRow): WikiRevision {
  return {
    ...toRevisionSummary(row),
    article_id: row.article_id,
    abstract: row.abstract,
    content: row.content,
    cover_url: row.cover_url,
    tags: row.tags,
    category_id: row.category_id,
  };
}

export const NAME_COLUMN = { en: "c.name_en", zh: "c.name_zh", ru: "c.name_ru" } as const;

/** Categories in their order, named in `lang`, each with its online entries. */
export async function categories(db: Kysely<DB>, lang: ApiLang): Promise<WikiCategory[]> {
  const rows = await db
    .selectFrom("wiki_categories as c")
    .leftJoin(
      db
        .selectFrom("wiki_entries as e")
        .innerJoin("articles as a", "a.id", "e.article_id")
        .where("a.status", "=", "online")
        .groupBy("e.category_id")
        .select(["e.category_id", sql<number>`count(*)::int`.as("n")])
        .as("k"),
      "k.category_id",
      "c.id",
    )
    .select(["c.id", "c.slug", `${NAME_COLUMN[toUiLang(lang)]} as name`, "k.n as entry_count"])
    .orderBy("c.sort")
    .orderBy("c.id")
    .execute();
  return rows.map((row) => ({
    category_id: row.id,
    slug: row.slug,
    name: row.name,
    entry_count: Number(row.entry_count ?? 0),
  }));
}
