/**
 * Credit for forwarded links: a visit to a page through a link someone forwarded (`is_forward`,
 * `forward_uid`) is recorded once per page, forwarder and visitor; a forwarder visiting through
 * their own link is not. Each credited visit adds to the forwarder's contribution score
 * (`income/sources/shares-forwarded.ts`). Any page may use it with its own `kind`.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

export interface ForwardVisit {
  /** The kind of page: "project", ... */
  kind: string;
  item_id: number;
  forwarder_uid: number;
  /** The signed-in visitor, or null for an anonymous one (known by `client`). */
  visitor_uid: number | null;
  /** What tells anonymous visitors apart: their address. Only its hash is kept. */
  client: string;
}

/** A visitor's key: `u:<uid>` when signed in, else `a:<sha-256 of the client>`. */
export function visitorKey(visit: Pick<ForwardVisit, "visitor_uid" | "client">): string {
  if (visit.visitor_uid !== null) return `u:${visit.visitor_uid}`;
  return `a:${createHash("sha256").update(`forward-visitor\u0000${visit.client}`).digest("hex")}`;
}

/**
 * Records the visit unless it is the forwarder's own, the forwarder is unknown or it was already
 * credited. Answers whether it was credited now. One statement: concurrent visits credit once.
 */
export async function creditForward(q: Queryable, visit: ForwardVisit): Promise<boolean> {
  if (visit.visitor_uid === visit.forwarder_uid) return false;
  const key = visitorKey(visit);
  const { rows } = await sql<{ id: number }>`INSERT INTO share_forwards (kind, item_id, forwarder_uid, visitor_key)
    SELECT ${visit.kind}, ${visit.item_id}, u.uid, ${key} FROM users u WHERE u.uid = ${visit.forwarder_uid}
    ON CONFLICT (kind, item_id, forwarder_uid, visitor_key) DO NOTHING
    RETURNING id`.execute(q.kysely);
  return rows.length > 0;
}

/** Credited forwards of each item of a kind, by anyone. */
export async function forwardCounts(q: Queryable, kind: string, ids: readonly number[]): Promise<Map<number, number>> {
  const byId = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return byId;
  const rows = await q.kysely
    .selectFrom("share_forwards")
    .select(["item_id", sql<number>`count(*)::int`.as("n")])
    .where("kind", "=", kind)
    .where("item_id", "in", ids)
    .groupBy("item_id")
    .execute();
  for (const row of rows) byId.set(row.item_id, row.n);
  return byId;
}
