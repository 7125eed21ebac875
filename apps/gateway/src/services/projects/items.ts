/**
 * The wizard's optional steps: a project's documents, social links, partners and apps, added
 * and deleted one at a time. Duplicates within a project are refused (801118 doc, 801114 social
 * name, 801119 partner, 801116 app), as are more than 50 of a kind (801183).
 */
import { api, Code, type ErrorCode, GatewayError, PROJECT_LIMITS } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { iso } from "../../shared/dates.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { isUniqueViolation, lockForChange } from "./access.js";

type ItemTable = "project_docs" | "project_socials" | "project_partners" | "project_apps";

interface ItemKind {
  table: ItemTable;
  /** The code of a duplicate, and the unique indexes that mean one. */
  duplicate: ErrorCode;
  indexes: string[];
}

const DOCS: ItemKind = {
  table: "project_docs",
  duplicate: Code.SameDoc,
  indexes: ["project_docs_name_key", "project_docs_link_key"],
};
const SOCIALS: ItemKind = { table: "project_socials", duplicate: Code.SameName, indexes: ["project_socials_name_key"] };
const PARTNERS: ItemKind = {
  table: "project_partners",
  duplicate: Code.SamePartner,
  indexes: ["project_partners_name_key"],
};
const APPS: ItemKind = {
  table: "project_apps",
  duplicate: Code.SameApp,
  indexes: ["project_apps_name_key", "project_apps_link_key"],
};

/**
 * Adds one item in the project's lock: the duplicate check (`name` ignoring case, `link` exactly,
 * in the named columns) and the count, then `insert`. A lost race ends in the unique index.
 */
async function addItem<T>(
  ctx: CallContext<"required">,
  kind: ItemKind,
  projectId: number,
  same: { name: { column: string; value: string }; link?: { column: string; value: string } },
  insert: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.tx(async (q) => {
      await lockForChange(q, projectId, ctx.session.uid);
      const table = sql.table(kind.table);
      const link = same.link ? sql`OR ${sql.ref(same.link.column)} = ${same.link.value}` : sql``;
      const { rows } = await sql<{ n: number; dup: boolean }>`SELECT count(*)::int AS n,
          coalesce(bool_or(lower(${sql.ref(same.name.column)}) = lower(${same.name.value}) ${link}), false) AS dup
        FROM ${table} WHERE project_id = ${projectId}`.execute(q.kysely);
      const found = rows[0];
      if (found?.dup) throw new GatewayError(kind.duplicate);
      if ((found?.n ?? 0) >= PROJECT_LIMITS.itemsMax) throw new GatewayError(Code.ProjectItemsFull);
      return insert(q.kysely);
    });
  } catch (error) {
    if (isUniqueViolation(error, ...kind.indexes)) throw new GatewayError(kind.duplicate);
    throw error;
  }
}

/** Deletes one item of the caller's project; 3002 when it is gone. */
async function deleteItem(ctx: CallContext<"required">, kind: ItemKind, id: number): Promise<null> {
  return ctx.db.tx(async (q) => {
    const { rows } = await sql<{ project_id: number }>`SELECT project_id FROM ${sql.table(kind.table)}
      WHERE id = ${id}`.execute(q.kysely);
    const item = rows[0];
    if (!item) throw new GatewayError(Code.NotFound);
    await lockForChange(q, item.project_id, ctx.session.uid);
    await sql`DELETE FROM ${sql.table(kind.table)} WHERE id = ${id}`.execute(q.kysely);
    return null;
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export const itemHandlers = {
  project_doc_add_save: handle(api.appcms_msrv.project_doc_add_save, (params, ctx) =>
    addItem(
      ctx,
      DOCS,
      params.project_id,
      { name: { column: "file_name", value: params.file_name }, link: { column: "link", value: params.link } },
      async (db) => {
        const row = await db
          .insertInto("project_docs")
          .values({
            project_id: params.project_id,
            file_name: params.file_name,
            link: params.link,
            doc_time: params.doc_time === "" ? today() : params.doc_time,
          })
          .returning([
            "id",
            "file_name",
            "link",
            sql<string>`to_char(doc_time, 'YYYY-MM-DD')`.as("doc_time"),
            "created_at",
          ])
          .executeTakeFirstOrThrow();
        return {
          doc_id: row.id,
          file_name: row.file_name,
          link: row.link,
          doc_time: row.doc_time,
          created_at: iso(row.created_at),
        };
      },
    ),
  ),
  project_doc_del_save: handle(api.appcms_msrv.project_doc_del_save, (params, ctx) =>
    deleteItem(ctx, DOCS, params.doc_id),
  ),

  project_social_add_save: handle(api.appcms_msrv.project_social_add_save, (params, ctx) =>
    addItem(ctx, SOCIALS, params.project_id, { name: { column: "name", value: params.name } }, async (db) => {
      const row = await db
        .insertInto("project_socials")
        .values({ project_id: params.project_id, name: params.name, url: params.url })
        .returning(["id", "name", "url"])
        .executeTakeFirstOrThrow();
      return { social_id: row.id, name: row.name, url: row.url };
    }),
  ),
  project_social_del_save: handle(api.appcms_msrv.project_social_del_save, (params, ctx) =>
    deleteItem(ctx, SOCIALS, params.social_id),
  ),

  project_partner_add_save: handle(api.appcms_msrv.project_partner_add_save, (params, ctx) => {
    const logo_url = checkMediaUrl(ctx, params.logo_url, "image", "logo_url");
    return addItem(ctx, PARTNERS, params.project_id, { name: { column: "name", value: params.name } }, async (db) => {
      const row = await db
        .insertInto("project_partners")
        .values({ project_id: params.project_id, name: params.name, url: params.url, logo_url })
        .returning(["id", "name", "url", "logo_url"])
        .executeTakeFirstOrThrow();
      return { partner_id: row.id, name: row.name, url: row.url, logo_url: row.logo_url };
    });
  }),
  project_partner_del_save: handle(api.appcms_msrv.project_partner_del_save, (params, ctx) =>
    deleteItem(ctx, PARTNERS, params.partner_id),
  ),

  project_app_add_save: handle(api.appcms_msrv.project_app_add_save, (params, ctx) =>
    addItem(
      ctx,
      APPS,
      params.project_id,
      { name: { column: "name", value: params.name }, link: { column: "download_url", value: params.download_url } },
      async (db) => {
        const row = await db
          .insertInto("project_apps")
          .values({ project_id: params.project_id, name: params.name, download_url: params.download_url })
          .returning(["id", "name", "download_url"])
          .executeTakeFirstOrThrow();
        return { app_id: row.id, name: row.name, download_url: row.download_url };
      },
    ),
  ),
  project_app_del_save: handle(api.appcms_msrv.project_app_del_save, (params, ctx) =>
    deleteItem(ctx, APPS, params.app_id),
  ),
};
