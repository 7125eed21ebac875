/**
 * The wizard's "project management" step: the special, channel or planet bound to the project.
 * It is made through the specials' and planets' own creation (`createSpecial`, `createPlanet`),
 * in the same transaction as the binding, and once bound it cannot be changed (801181).
 */
import { api, Code, GatewayError, type ProjectCluster } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { createSpecial } from "../cms/public.js";
import { createPlanet } from "../planets/public.js";
import { isUniqueViolation, lockForChange } from "./access.js";

/** Whether a special (1) or channel (2), or either, of this name exists (not deleted), ignoring case. */
async function specialExists(q: Queryable, name: string, type?: 1 | 2): Promise<boolean> {
  let query = q.kysely
    .selectFrom("specials")
    .select("id")
    .where(sql<string>`lower(name)`, "=", sql<string>`lower(${name})`)
    .where("status", "<>", "deleted");
  if (type !== undefined) query = query.where("special_type", "=", type);
  return (await query.executeTakeFirst()) !== undefined;
}

async function planetExists(q: Queryable, name: string): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("planets")
    .select("id")
    .where(sql<string>`lower(name)`, "=", sql<string>`lower(${name})`)
    .executeTakeFirst();
  return row !== undefined;
}

type ClusterForm = { project_id: number; kind: ProjectCluster["kind"]; name: string };

/** A name taken by the specials' or planets' own checks or unique indexes is 801117 here. */
function clusterExistsOnConflict(error: unknown): never {
  if (error instanceof GatewayError && (error.code === Code.SameName || error.code === Code.SocialAlreadyExists)) {
    throw new GatewayError(Code.ClusterExists);
  }
  if (isUniqueViolation(error, "specials_name_key", "planets_name_key")) throw new GatewayError(Code.ClusterExists);
  if (isUniqueViolation(error, "projects_cluster_key")) throw new GatewayError(Code.ProjectClusterBound);
  throw error;
}

async function bindCluster(ctx: CallContext<"required">, form: ClusterForm): Promise<ProjectCluster> {
  const uid = ctx.session.uid;
  const cluster = await ctx.db
    .tx(async (q) => {
      const project = await lockForChange(q, form.project_id, uid);
      if (project.cluster_id !== null) throw new GatewayError(Code.ProjectClusterBound);
      const text = await q.kysely
        .selectFrom("project_texts")
        .select(["abstract", "tags"])
        .where("project_id", "=", project.id)
        .where("lang", "=", project.lang)
        .executeTakeFirstOrThrow();
      const id =
        form.kind === "planet"
          ? await createPlanet(q, uid, {
              name: form.name,
              icon_url: project.logo_url,
              introduction: text.abstract,
              tags: text.tags,
              circle_type: 6,
              is_public: true,
              gate_kind: "none",
              gate_amount: null,
            })
          : await createSpecial(q, ctx.config.REVIEW_QUORUM, uid, {
              special_type: form.kind === "special" ? 1 : 2,
              name: form.name,
              abstract: text.abstract,
              cover_url: project.logo_url,
              tags: text.tags,
              is_open: 1,
            });
      const bound = await q.kysely
        .updateTable("projects")
        .set({ cluster_kind: form.kind, cluster_id: id, cluster_bound_at: sql<Date>`now()` })
        .where("id", "=", project.id)
        .returning("cluster_bound_at")
        .executeTakeFirstOrThrow();
      return {
        kind: form.kind,
        cluster_id: id,
        name: form.name,
        bound_at: new Date(bound.cluster_bound_at ?? Date.now()).toISOString(),
      };
    })
    .catch(clusterExistsOnConflict);
  if (form.kind !== "planet") await ctx.cmsCache.changed();
  return cluster;
}

export const clusterHandlers = {
  project_check_special_isexist: handle(api.appcms_msrv.project_check_special_isexist, async (params, ctx) => ({
    exists: await specialExists(ctx.db, params.name, params.special_type),
  })),
  project_check_circle_isexist: handle(api.appcms_msrv.project_check_circle_isexist, async (params, ctx) => ({
    exists: await planetExists(ctx.db, params.name),
  })),
  project_cluster_add_save: handle(api.appcms_msrv.project_cluster_add_save, (params, ctx) => bindCluster(ctx, params)),
};
