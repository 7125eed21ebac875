import { type ActionParams, api, Code, GatewayError } from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import { readableEntry } from "./entries.js";
import { revisionRows, revisionSummaries, toRevision, toRevisionSummary } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

type TimelineParams = ActionParams<typeof api.appcms_msrv.wiki_history_timeline>;

async function timeline(ctx: CallContext, params: TimelineParams) {
  const entry = await readableEntry(ctx, params.article_id);
  const rows = await revisionSummaries(ctx.db.kysely)
    .where("r.article_id", "=", entry.article_id)
    .orderBy("r.id", "desc")
    .$call(onePage(params))
    .execute();
  return paged(rows.map(toRevisionSummary), entry.revision_count, params);
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
