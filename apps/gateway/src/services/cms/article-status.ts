import { api, type BatchResult, type ContentOp } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import { checkTitleFree } from "./article-form.js";
import { ARTICLES, applyOp, lockOwned, stateOf, writeState } from "../../shared/content-ops.js";
import { transferTarget } from "./transfer.js";

/**
 * Hands articles to another user. Each keeps its status; it leaves a special of the old
 * owner (a channel it may stay in), and the new owner's titles must stay unique (801110).
 */
async function transferArticles(q: Queryable, ids: number[], to: number): Promise<void> {
  const rows = await q.kysely
    .selectFrom("articles")
    .select(["id", "article_type", "title"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  for (const row of rows) {
    await checkTitleFree(q, to, row.article_type, row.title, row.id);
    // The batch may hold two items with one title; the later one meets the earlier one here.
    await sql`UPDATE articles a SET author_uid = ${to}, updated_at = now(),
        special_id = CASE WHEN EXISTS (SELECT 1 FROM specials s WHERE s.id = a.special_id
          AND (s.special_type = 2 OR s.owner_uid = ${to})) THEN a.special_id END
      WHERE a.id = ${row.id}`.execute(q.kysely);
  }
}

/** One owner operation on up to 10 of the caller's items: all of them change, or none. */
async function changeArticles(
  ctx: CallContext<"required">,
  ids: number[],
  op: ContentOp,
  to: { to_uid?: number; to_wallet?: string } = {},
): Promise<BatchResult> {
  await ctx.db.tx(async (q) => {
    const rows = await lockOwned(q, ARTICLES, ids, ctx.session.uid);
    if (op === "transfer") {
      await transferArticles(q, ids, await transferTarget(q, to, ctx.session.uid));
      return;
    }
    // Every item is checked before any is written.
    const changes = rows.map((row) => ({ id: row.id, state: applyOp(stateOf(row), op, ctx.config.REVIEW_QUORUM) }));
    for (const change of changes) await writeState(q, ARTICLES, change.id, change.state);
  });
  for (const id of ids) await ctx.cmsCache.changed(id);
  return { ids };
}

export const articleStatusHandlers = {
  my_article_del: handle(api.appcms_msrv.my_article_del, (params, ctx) => changeArticles(ctx, params.ids, "delete")),
  my_article_set_status: handle(api.appcms_msrv.my_article_set_status, (params, ctx) =>
    changeArticles(ctx, params.ids, params.op, params),
  ),
};
