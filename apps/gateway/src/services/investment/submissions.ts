import { api, Code, GatewayError, type InvestKind } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { requirePrivilege } from "../user/public.js";
import { type SubmissionRow, toSubmission } from "./invest-rows.js";
import { paged, pageWindow } from "../../db/paging.js";

/**
 * Both tables in one shape, newest first across the two (by the time sent). A hand-written
 * statement: a union of two differently shaped tables reads more plainly as SQL.
 */
const submissions = (kind: InvestKind | undefined, unanswered: boolean) => {
  const coop = sql`SELECT 'coop' AS kind, c.id, c.institution_name, c.institution_type, '' AS contact_name,
      c.contact_email AS email, '' AS phone, c.official_site, c.description AS text, c.created_at, c.uid,
      c.reply, c.replied_at
    FROM invest_coop_forms c`;
  const gbook = sql`SELECT 'gbook' AS kind, g.id, g.institution_name, NULL AS institution_type, g.contact_name,
      g.email, g.phone, '' AS official_site, g.remark AS text, g.created_at, g.uid, g.reply, g.replied_at
    FROM invest_gbook_entries g`;
  const parts = kind === "coop" ? [coop] : kind === "gbook" ? [gbook] : [coop, gbook];
  const union = sql.join(parts, sql` UNION ALL `);
  return sql`(SELECT * FROM (${union}) AS all_kinds ${unanswered ? sql`WHERE reply IS NULL` : sql``}) AS s`;
};

async function listSubmissions(
  db: Queryable,
  params: { page: number; page_size: number; kind?: InvestKind; unanswered: boolean },
  where = sql``,
) {
  const from = submissions(params.kind, params.unanswered);
  const { limit, offset } = pageWindow(params);
  return sql<SubmissionRow & { total: number }>`
    SELECT s.*, u.nickname, u.avatar_url, u.wallet_addr, count(*) OVER () AS total
    FROM ${from} LEFT JOIN users u ON u.uid = s.uid ${where}
    ORDER BY s.created_at DESC, s.kind, s.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db.kysely);
}

/** The operators' calls: each needs the privilege `answer_invest` (1006 otherwise). */
export const investSubmissionHandlers = {
  invest_submission_list: handle(api.appcms_msrv.invest_submission_list, async (params, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "answer_invest");
    const { rows } = await listSubmissions(ctx.db, { ...params, unanswered: params.unanswered === 1 });
    const total = rows.length > 0 ? Number(rows[0]?.total) : await countSubmissions(ctx.db, params);
    return paged(rows.map(toSubmission), total, params);
  }),

  invest_submission_reply: handle(api.appcms_msrv.invest_submission_reply, async (params, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "answer_invest");
    const table = params.kind === "coop" ? "invest_coop_forms" : "invest_gbook_entries";
    const updated = await ctx.db.kysely
      .updateTable(table)
      .set({ reply: params.content, replied_by: ctx.session.uid, replied_at: sql`now()` })
      .where("id", "=", params.submission_id)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw new GatewayError(Code.NotFound);
    const { rows } = await listSubmissions(
      ctx.db,
      { page: 1, page_size: 1, kind: params.kind, unanswered: false },
      sql`WHERE s.id = ${params.submission_id}`,
    );
    const row = rows[0];
    if (!row) throw new GatewayError(Code.NotFound);
    return toSubmission(row);
  }),
};

/** The total when the page asked for lies past the end (the window count has no row to ride on). */
async function countSubmissions(db: Queryable, params: { kind?: InvestKind; unanswered: number }) {
  const from = submissions(params.kind, params.unanswered === 1);
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${from}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
