/** The public side: passed projects (status 1), their page and parts, and forward credit. */
import { api, Code, GatewayError, PROJECT_STATUS } from "@icms/protocol";
import { type RawBuilder, sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { creditForward } from "../shares/public.js";
import {
  appsOf,
  countProjects,
  docsOf,
  partnersOf,
  partsOf,
  projectRow,
  projectRows,
  socialsOf,
  toCluster,
  toProjectSummary,
} from "./rows.js";
import { paged, pageWindow } from "../../db/paging.js";

const listed = sql`p.status = ${PROJECT_STATUS.pass}`;

/** A passed project's id, or 3002. */
async function listedProject(q: Queryable, id: number): Promise<number> {
  const row = await q.kysely.selectFrom("projects").select("status").where("id", "=", id).executeTakeFirst();
  if (!row || Number(row.status) !== PROJECT_STATUS.pass) throw new GatewayError(Code.NotFound);
  return id;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

type ListParams = { page: number; page_size: number; tag?: string; keyword?: string; lang?: "zh" | "en" | "ru" };

async function listProjects(ctx: CallContext, params: ListParams) {
  const filters: RawBuilder<unknown>[] = [listed];
  if (params.lang) {
    filters.push(sql`EXISTS (SELECT 1 FROM project_texts x WHERE x.project_id = p.id AND x.lang = ${params.lang})`);
  }
  if (params.tag) {
    filters.push(sql`EXISTS (SELECT 1 FROM project_texts x, unnest(x.tags) AS tag
      WHERE x.project_id = p.id AND lower(tag) = lower(${params.tag}))`);
  }
  if (params.keyword) {
    filters.push(sql`EXISTS (SELECT 1 FROM project_texts x
      WHERE x.project_id = p.id AND x.title ILIKE ${`%${escapeLike(params.keyword)}%`})`);
  }
  const where = sql.join(filters, sql` AND `);
  const [rows, total] = await Promise.all([
    projectRows(ctx.db, {
      where,
      lang: params.lang,
      callerLang: ctx.lang,
      order: sql`p.passed_at DESC, p.id DESC`,
      ...pageWindow(params),
    }),
    countProjects(ctx.db, where),
  ]);
  return paged(rows.map(toProjectSummary), total, params);
}

export const projectHandlers = {
  project_list: handle(api.appcms_msrv.project_list, (params, ctx) => listProjects(ctx, params)),

  project_detail: handle(api.appcms_msrv.project_detail, async (params, ctx) => {
    const row = await projectRow(ctx.db, params.project_id, params.lang, ctx.lang);
    if (!row || Number(row.status) !== PROJECT_STATUS.pass) throw new GatewayError(Code.NotFound);
    if (params.is_forward === 1 && params.forward_uid !== undefined) {
      await creditForward(ctx.db, {
        kind: "project",
        item_id: row.id,
        forwarder_uid: params.forward_uid,
        visitor_uid: ctx.session?.uid ?? null,
        client: ctx.ip,
      });
    }
    return { ...toProjectSummary(row), content: row.content, ...(await partsOf(ctx.db, row.id)) };
  }),

  project_app_list: handle(api.appcms_msrv.project_app_list, async (params, ctx) =>
    appsOf(ctx.db, await listedProject(ctx.db, params.project_id)),
  ),
  project_doc_list: handle(api.appcms_msrv.project_doc_list, async (params, ctx) =>
    docsOf(ctx.db, await listedProject(ctx.db, params.project_id)),
  ),
  project_partner_list: handle(api.appcms_msrv.project_partner_list, async (params, ctx) =>
    partnersOf(ctx.db, await listedProject(ctx.db, params.project_id)),
  ),
  project_social_list: handle(api.appcms_msrv.project_social_list, async (params, ctx) =>
    socialsOf(ctx.db, await listedProject(ctx.db, params.project_id)),
  ),
  project_cluster_list: handle(api.appcms_msrv.project_cluster_list, async (params, ctx) => {
    const row = await projectRow(ctx.db, params.project_id, undefined, ctx.lang);
    if (!row || Number(row.status) !== PROJECT_STATUS.pass) throw new GatewayError(Code.NotFound);
    const cluster = toCluster(row);
    return cluster ? [cluster] : [];
  }),
};
