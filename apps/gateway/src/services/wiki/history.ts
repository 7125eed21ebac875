import { type ActionParams, api, Code, GatewayError } from "@icms/protocol";
import type { Kysely } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { readableEntry } from "./entries.js";
import { revisionRows, SUMMARY_COLUMNS, toRevision, toRevisionSummary } from "./rows.js";
import { paged, pageWindow } from "../../db/paging.js";

type TimelineParams = ActionParams<typeof api.appcms_msrv.wiki_history_timeline>;

/**
 * The entry and its page of revisions in one statement (each row carries what deciding whether
 * the caller may read the entry needs); a page past the end reads the entry alone.
 */
export function timelineQuery(db: Kysely<DB>, params: TimelineParams) {
  const { limit, offset } = pageWindow(params);
  return db
    .selectFrom("wiki_entries as e")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("wiki_revisions as r")
          .leftJoin("wiki_revisions as p", "p.id", "r.parent_id")
          .leftJoin("wiki_revisions as o", "o.id", "r.restored_from")
          .select(SUMMARY_COLUMNS)
          .whereRef("r.article_id", "=", "e.article_id")
          .orderBy("r.id", "desc")
          .limit(limit)
          .offset(offset)
          .as("t"),
      (join) => join.onTrue(),
    )
    .selectAll("t")
    .select(["a.status as entry_status", "a.author_uid as entry_author_uid", "e.revision_count as entry_revisions"])
    .where("e.article_id", "=", params.article_id);
}

async function timeline(ctx: CallContext, params: TimelineParams) {
  const rows = await timelineQuery(ctx.db.kysely, params).execute();
  const first = rows[0];
  if (!first) return paged([], (await readableEntry(ctx, params.article_id)).revision_count, params);
  const readable =
    first.entry_status === "online" ||
    (first.entry_status !== "deleted" && first.entry_author_uid === ctx.session?.uid);
  if (!readable) throw new GatewayError(Code.NotFound);
  return paged(rows.map(toRevisionSummary), first.entry_revisions, params);
}

export const historyHandlers = {
  /** Every revision of a readable entry, newest first. */
  wiki_history_timeline: handle(api.appcms_msrv.wiki_history_timeline, (params, ctx) =>
    ctx.cmsCache.page(`wiki:timeline:${JSON.stringify(params)}:${ctx.session?.uid ?? 0}`, () => timeline(ctx, params)),
  ),
  /** One revision with everything it saved: two of them make a diff. */
  wiki_revision_detail: handle(api.appcms_msrv.wiki_revision_detail, async (params, ctx) => {
    const entry = await readableEntry(ctx, params.article_id);
    const row = await revisionRows(ctx.db.kysely)
      .where("r.article_id", "=", entry.article_id)
      .where("r.commit_id", "=", params.commit_id)
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    return toRevision(row);
  }),
};
