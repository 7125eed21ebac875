/** The owner's side: their projects in every status, with forward counts and review history. */
import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { forwardCounts } from "../shares/public.js";
import { ownProject } from "./access.js";
import { historiesOf, latestReasons } from "./history.js";
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

export const myProjectHandlers = {
  project_my_list: handle(api.appcms_msrv.project_my_list, async (params, ctx) => {
    const uid = ctx.session.uid;
    const status = params.status === undefined ? sql`true` : sql`p.status = ${params.status}`;
    const where = sql`p.owner_uid = ${uid} AND ${status}`;
    const [rows, total] = await Promise.all([
      projectRows(ctx.db, {
        where,
        lang: undefined,
        callerLang: ctx.lang,
        order: sql`p.updated_at DESC, p.id DESC`,
        ...pageWindow(params),
      }),
      countProjects(ctx.db, where),
    ]);
    const ids = rows.map((row) => row.id);
    const [forwards, histories] = await Promise.all([
      forwardCounts(ctx.db, "project", ids),
      historiesOf(ctx.db, ids, ctx.lang),
    ]);
    const list = rows.map((row) => ({
      ...toProjectSummary(row),
      forward_count: forwards.get(row.id) ?? 0,
      reasons: latestReasons(histories.get(row.id) ?? [], Number(row.status)),
    }));
    return paged(list, total, params);
  }),

  project_my_detail: handle(api.appcms_msrv.project_my_detail, async (params, ctx) => {
    const row = await projectRow(ctx.db, params.project_id, params.lang, ctx.lang);
    if (!row) throw new GatewayError(Code.NotFound);
    if (row.owner_uid !== ctx.session.uid) throw new GatewayError(Code.PermissionDenied);
    const [forwards, histories, parts] = await Promise.all([
      forwardCounts(ctx.db, "project", [row.id]),
      historiesOf(ctx.db, [row.id], ctx.lang),
      partsOf(ctx.db, row.id),
    ]);
    const history = histories.get(row.id) ?? [];
    return {
      ...toProjectSummary(row),
      content: row.content,
      ...parts,
      forward_count: forwards.get(row.id) ?? 0,
      reasons: latestReasons(history, Number(row.status)),
      history,
    };
  }),

  project_my_app_list: handle(api.appcms_msrv.project_my_app_list, async (params, ctx) => {
    await ownProject(ctx.db, params.project_id, ctx.session.uid);
    return appsOf(ctx.db, params.project_id);
  }),
  project_my_doc_list: handle(api.appcms_msrv.project_my_doc_list, async (params, ctx) => {
    await ownProject(ctx.db, params.project_id, ctx.session.uid);
    return docsOf(ctx.db, params.project_id);
  }),
  project_my_partner_list: handle(api.appcms_msrv.project_my_partner_list, async (params, ctx) => {
    await ownProject(ctx.db, params.project_id, ctx.session.uid);
    return partnersOf(ctx.db, params.project_id);
  }),
  project_my_social_list: handle(api.appcms_msrv.project_my_social_list, async (params, ctx) => {
    await ownProject(ctx.db, params.project_id, ctx.session.uid);
    return socialsOf(ctx.db, params.project_id);
  }),
  project_my_cluster_list: handle(api.appcms_msrv.project_my_cluster_list, async (params, ctx) => {
    await ownProject(ctx.db, params.project_id, ctx.session.uid);
    const row = await projectRow(ctx.db, params.project_id, undefined, ctx.lang);
    const cluster = row ? toCluster(row) : null;
    return cluster ? [cluster] : [];
  }),
};
