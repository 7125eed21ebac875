import { type ActionParams, api, Code, type ContentLang, type ContentStatus, GatewayError } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { type CallContext, handle } from "../../context.js";
import { entryDetail } from "./detail.js";
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

/**
 * One statement: the page, each row carrying the total. Wiki entries are articles of type 3: the
 * total of a category counts them from the online type index (a few thousand ids), not every
 * online article. The page's statement does not say so: with it, the planner takes the type for
 * a filter independent of the entries and, at a million articles, sorts the whole category.
 * Answers the page's statement and the statement of the total alone.
 */
export function wikiListQueries(db: Kysely<DB>, params: ActionParams<typeof api.appcms_msrv.wiki_list>) {
  const online = db
    .selectFrom("wiki_entries as e")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .where("a.status", "=", "online")
    .$if(params.category_id !== undefined, (q) => q.where("e.category_id", "=", params.category_id as number))
    .$if(params.lang !== undefined, (q) => q.where("a.lang", "=", params.lang as ContentLang));
  // Every type 3 article is an entry (saved together): without a category the trigger-kept
  // counters of online articles give the total at once.
  const total =
    params.category_id === undefined
      ? db
          .selectFrom("article_counts")
          .where("article_type", "=", 3)
          .$if(params.lang !== undefined, (q) => q.where("lang", "=", params.lang as ContentLang))
          .select(sql<number>`coalesce(sum(n), 0)::int`.as("n"))
      : online.where("a.article_type", "=", 3).select((eb) => eb.fn.countAll<number>().as("n"));
  const ordered =
    params.order === "popular"
      ? online.orderBy("a.view_count", "desc").orderBy("a.id", "desc")
      : online.orderBy("e.updated_at", "desc").orderBy("e.article_id", "desc");
  const page = ordered
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
      total.as("total"),
    ])
    .$call(onePage(params));
  return { page, total };
}

async function listEntries(ctx: CallContext, params: ActionParams<typeof api.appcms_msrv.wiki_list>) {
  const queries = wikiListQueries(ctx.db.kysely, params);
  const rows = await queries.page.execute();
  // A page past the end has no row to carry the total: ask for it alone.
  const count = rows[0]?.total ?? (await queries.total.executeTakeFirst())?.n ?? 0;
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
  return paged(list, Number(count), params);
}
