import type { Kysely } from "kysely";
import type { Queryable } from "../db/db.js";
import type { DB, JsonValue } from "../db/schema.js";

/** One change as the audit log records it. */
export interface AuditEntry {
  actor: string;
  /** `<what>.<verb>`: `privilege.grant`, `category.rename`, `reason.disable`... */
  action: string;
  /** What changed: `user:12`, `wiki_category:3`, `review_reason:7`. */
  target: string;
  before: JsonValue | null;
  after: JsonValue | null;
}

/** Writes `entry`; call it in the transaction of the change, so both are kept or neither. */
export async function writeAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.kysely
    .insertInto("audit_log")
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  limit: number;
}

export interface AuditRow extends AuditEntry {
  id: number;
  at: string;
}

/** The newest entries first, those matching every filter given. */
export async function readAudit(db: Kysely<DB>, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "at", "actor", "action", "target", "before", "after"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit);
  if (filter.actor !== undefined) query = query.where("actor", "=", filter.actor);
  if (filter.action !== undefined) query = query.where("action", "=", filter.action);
  if (filter.target !== undefined) query = query.where("target", "=", filter.target);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  }));
}
