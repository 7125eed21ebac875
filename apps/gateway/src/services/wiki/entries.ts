import {
  type ActionParams,
  api,
  Code,
  type ContentLang,
  type ContentStatus,
  GatewayError,
  type WikiEntry,
} from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import { categoryOf, revisionRows, toRevision } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

interface EntryRow {
  article_id: number;
  author_uid: number;
  status: ContentStatus;
  lang: ContentLang;
  is_howto: boolean;
  view_count: number;
  category_id: number;
  head_revision_id: number;
  approved_revision_id: number | null;
  revision_count: number;
  head_commit_id: string;
  pending_count: number;
}

/**
 * An entry the caller may read: online, or their own (not deleted). 3002 otherwise, so a
 * pending entry's existence is not told to others.
 */
export async function readableEntry(ctx: CallContext, id: number): Promise<EntryRow> {
  const { rows } = await sql<EntryRow>`SELECT e.article_id, a.author_uid, a.status, a.lang, a.is_howto,
      a.view_count, e.category_id, e.head_revision_id, e.approved_revision_id, e.revision_count,
      h.commit_id AS head_commit_id,
      (SELECT count(*)::int FROM wiki_revisions p WHERE p.article_id = e.article_id AND p.state = 'pending')
        AS pending_count
    FROM wiki_entries e
    JOIN articles a ON a.id = e.article_id
    JOIN wiki_revisions h ON h.id = e.head_revision_id
    WHERE e.article_id = ${id}`.execute(ctx.db.kysely);
  const row = rows[0];
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.status !== "online" && row.author_uid !== ctx.session?.uid) throw new GatewayError(Code.NotFound);
  return row;
}

async function entryDetail(ctx: CallContext, id: number): Promise<WikiEntry> {
  const row = await readableEntry(ctx, id);
  // The page shows the last approved revision; its author alone sees one none of whose passed.
  const shownId = row.approved_revision_id ?? row.head_revision_id;
  const revision = await revisionRows(ctx.db.kysely).where("r.id", "=", shownId).executeTakeFirstOrThrow();
  const shown = toRevision(revision);
  const category = await categoryOf(ctx.db.kysely, shown.category_id, ctx.lang);
  return {
    article_id: row.article_id,
    lang: row.lang,
    is_howto: row.is_howto ? 1 : 0,
    status: row.status,
    category,
    revision: shown,
    head_commit_id: row.head_commit_id,
    pending_count: Number(row.pending_count),
    revision_count: row.revision_count,
    view_count: row.view_count,
  };
}

export const entryHandlers = {
  /** Kept briefly like other content reads (per viewer: an author sees their pending entry). */
  wiki_detail: handle(api.appcms_msrv.wiki_detail, async (params, ctx) => {
    const id = params.article_id;
    const detail = await ctx.cmsCache.page(`wiki:detail:${id}:${ctx.session?.uid ?? 0}`, () => entryDetail(ctx, id));
    if (detail.status === "online") ctx.views.add(id);
    return { ...detail, view_count: detail.view_count + ctx.views.pending(id) };
  }),

  wiki_list: handle(api.appcms_msrv.wiki_list, (params, ctx) =>
    ctx.cmsCache.page(`wiki:${JSON.stringify(params)}`, () => listEntries(ctx, params)),
  ),
};

async function listEntries(ctx: CallContext, params: ActionParams<typeof api.appcms_msrv.wiki_list>) {
  const online = ctx.db.kysely
    .selectFrom("wiki_entries as e")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .where("a.status", "=", "online")
    .$if(params.category_id !== undefined, (q) => q.where("e.category_id", "=", params.category_id as number))
    .$if(params.lang !== undefined, (q) => q.where("a.lang", "=", params.lang as ContentLang));
  const order = params.order === "popular" ? "a.view_count" : "e.updated_at";
  const rows = await online
    .select([
      "a.id",
      "a.lang",
      "a.title",
      "a.abstract",
      "a.cover_url",
      "a.tags",
      "a.view_count",
      "e.category_id",
      "e.revision_count",
      "e.updated_at",
    ])
    .orderBy(order, "desc")
    .orderBy("a.id", "desc")
    .$call(onePage(params))
    .execute();
  const total = await online.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const list = rows.map((row) => ({
    article_id: row.id,
    lang: row.lang as ContentLang,
    title: row.title,
    abstract: row.abstract,
    cover_url: row.cover_url,
    tags: row.tags,
    category_id: row.category_id,
    revision_count: row.revision_count,
    view_count: row.view_count,
    updated_at: new Date(row.updated_at).toISOString(),
  }));
  return paged(list, Number(total?.n ?? 0), params);
}
