/** Who may change a project, and when. */
import { Code, GatewayError, PROJECT_STATUS, type ProjectStatus } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

export interface OwnedProject {
  id: number;
  status: ProjectStatus;
  lang: string;
  cover_url: string;
  logo_url: string;
  cluster_kind: string | null;
  cluster_id: number | null;
}

/** The caller's project, locked for the change: 3002 when unknown, 1006 when someone else's. */
export async function lockOwnProject(q: Queryable, id: number, uid: number): Promise<OwnedProject> {
  const row = await q.kysely
    .selectFrom("projects")
    .select(["id", "owner_uid", "status", "lang", "cover_url", "logo_url", "cluster_kind", "cluster_id"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  if (row.owner_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return { ...row, status: Number(row.status) as ProjectStatus };
}

/** The caller's project (not locked), for reading its parts: 3002 or 1006 as above. */
export async function ownProject(q: Queryable, id: number, uid: number): Promise<void> {
  const row = await q.kysely.selectFrom("projects").select("owner_uid").where("id", "=", id).executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  if (row.owner_uid !== uid) throw new GatewayError(Code.PermissionDenied);
}

/**
 * Locks the caller's project for a change of its content: refused while it waits in review
 * (801180). A passed project that changes leaves the list and becomes a draft until it passes
 * again; a refused one stays refused (its reasons shown) until it is submitted.
 */
export async function lockForChange(q: Queryable, id: number, uid: number): Promise<OwnedProject> {
  const project = await lockOwnProject(q, id, uid);
  if (project.status === PROJECT_STATUS.pending) throw new GatewayError(Code.ProjectPending);
  const status = project.status === PROJECT_STATUS.pass ? PROJECT_STATUS.draft : project.status;
  await q.kysely.updateTable("projects").set({ status, updated_at: sql<Date>`now()` }).where("id", "=", id).execute();
  return { ...project, status };
}

/** Whether a failed statement broke the named unique index. */
export function isUniqueViolation(error: unknown, ...names: string[]): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== "23505") return false;
  const text = `${e.constraint ?? ""} ${e.message ?? ""}`;
  return names.some((name) => text.includes(name));
}
