/** Reading projects: one language version of each with its owner and bound cluster, and the parts. */
import {
  type ApiLang,
  type ClusterKind,
  type ContentLang,
  type ProjectApp,
  type ProjectCluster,
  type ProjectDoc,
  type ProjectPartner,
  type ProjectSocial,
  type ProjectStatus,
  type ProjectSummary,
  toUiLang,
} from "@icms/protocol";
import { type RawBuilder, sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { iso } from "../../shared/dates.js";

export interface ProjectRow {
  id: number;
  owner_uid: number;
  cover_url: string;
  logo_url: string;
  official_url: string;
  online_time: string | null;
  status: ProjectStatus;
  cluster_kind: ClusterKind | null;
  cluster_id: number | null;
  cluster_name: string | null;
  cluster_bound_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  passed_at: Date | string | null;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
  lang: ContentLang;
  langs: ContentLang[];
  title: string;
  abstract: string;
  tags: string[];
  content: string;
}

export interface RowQuery {
  /** The condition on `p` (the project) and `t` (the version shown). */
  where: RawBuilder<unknown>;
  /** The version to show when the project has it: this language, then the caller's, then its first. */
  lang: ContentLang | undefined;
  callerLang: ApiLang;
  order?: RawBuilder<unknown>;
  limit?: number;
  offset?: number;
  /** Lists leave the rich text out. */
  withContent?: boolean;
}

/** Projects with the version each shows, by `query`. */
export async function projectRows(q: Queryable, query: RowQuery): Promise<ProjectRow[]> {
  const ui = toUiLang(query.callerLang);
  const first = query.lang ?? ui;
  const content = query.withContent ? sql`t.content` : sql`''`;
  const order = query.order ?? sql`p.id DESC`;
  const { rows } = await sql<ProjectRow>`SELECT p.id, p.owner_uid, p.cover_url, p.logo_url, p.official_url,
      to_char(p.online_time, 'YYYY-MM-DD') AS online_time, p.status::int AS status,
      p.cluster_kind, p.cluster_id, p.cluster_bound_at, p.created_at, p.updated_at, p.passed_at,
      CASE WHEN p.cluster_kind = 'planet' THEN (SELECT c.name FROM planets c WHERE c.id = p.cluster_id)
           WHEN p.cluster_kind IS NOT NULL THEN (SELECT s.name FROM specials s WHERE s.id = p.cluster_id) END
        AS cluster_name,
      u.nickname, u.avatar_url, u.wallet_addr,
      t.lang, t.title, t.abstract, t.tags, ${content} AS content,
      (SELECT array_agg(x.lang ORDER BY x.lang = p.lang DESC, x.created_at, x.lang)
         FROM project_texts x WHERE x.project_id = p.id) AS langs
    FROM projects p
    JOIN users u ON u.uid = p.owner_uid
    JOIN LATERAL (SELECT * FROM project_texts x WHERE x.project_id = p.id
      ORDER BY x.lang = ${first} DESC, x.lang = ${ui} DESC, x.lang = p.lang DESC LIMIT 1) t ON true
    WHERE ${query.where}
    ORDER BY ${order}
    LIMIT ${query.limit ?? 1} OFFSET ${query.offset ?? 0}`.execute(q.kysely);
  return rows;
}

export async function countProjects(q: Queryable, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM projects p WHERE ${where}`.execute(q.kysely);
  return rows[0]?.n ?? 0;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toCluster(row: ProjectRow): ProjectCluster | null {
  if (row.cluster_kind === null || row.cluster_id === null) return null;
  return {
    kind: row.cluster_kind,
    cluster_id: row.cluster_id,
    name: row.cluster_name ?? "",
    bound_at: iso(row.cluster_bound_at ?? row.updated_at),
  };
}

export function toProjectSummary(row: ProjectRow): ProjectSummary {
  return {
    project_id: row.id,
    lang: row.lang,
    langs: row.langs ?? [row.lang],
    title: row.title,
    abstract: row.abstract,
    tags: row.tags,
    cover_url: row.cover_url,
    logo_url: row.logo_url,
    official_url: row.official_url,
    online_time: row.online_time,
    status: Number(row.status) as ProjectStatus,
    owner: { uid: row.owner_uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr },
    cluster: toCluster(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    passed_at: isoOrNull(row.passed_at),
  };
}

/** One project's row by id (any status; the caller judges who may see it). */
export async function projectRow(q: Queryable, id: number, lang: ContentLang | undefined, callerLang: ApiLang) {
  const [row] = await projectRows(q, { where: sql`p.id = ${id}`, lang, callerLang, withContent: true });
  return row;
}

export async function docsOf(q: Queryable, projectId: number): Promise<ProjectDoc[]> {
  const rows = await q.kysely
    .selectFrom("project_docs")
    .select(["id", "file_name", "link", sql<string>`to_char(doc_time, 'YYYY-MM-DD')`.as("doc_time"), "created_at"])
    .where("project_id", "=", projectId)
    .orderBy("doc_time", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    doc_id: row.id,
    file_name: row.file_name,
    link: row.link,
    doc_time: row.doc_time,
    created_at: iso(row.created_at),
  }));
}

export async function socialsOf(q: Queryable, projectId: number): Promise<ProjectSocial[]> {
  const rows = await q.kysely
    .selectFrom("project_socials")
    .select(["id", "name", "url"])
    .where("project_id", "=", projectId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ social_id: row.id, name: row.name, url: row.url }));
}

export async function partnersOf(q: Queryable, projectId: number): Promise<ProjectPartner[]> {
  const rows = await q.kysely
    .selectFrom("project_partners")
    .select(["id", "name", "url", "logo_url"])
    .where("project_id", "=", projectId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ partner_id: row.id, name: row.name, url: row.url, logo_url: row.logo_url }));
}

export async function appsOf(q: Queryable, projectId: number): Promise<ProjectApp[]> {
  const rows = await q.kysely
    .selectFrom("project_apps")
    .select(["id", "name", "download_url"])
    .where("project_id", "=", projectId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ app_id: row.id, name: row.name, download_url: row.download_url }));
}

/** The parts a project's page shows. */
export async function partsOf(q: Queryable, projectId: number) {
  const [docs, socials, partners, apps] = await Promise.all([
    docsOf(q, projectId),
    socialsOf(q, projectId),
    partnersOf(q, projectId),
    appsOf(q, projectId),
  ]);
  return { docs, socials, partners, apps };
}
