import { Code, type ContentOp, type ContentStatus, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";

/** What the owner's operations read and change on an article or a special. */
export interface ItemState {
  status: ContentStatus;
  is_open: boolean;
  /** Review passed at some point (and nothing was edited since, when a quorum applies). */
  passed: boolean;
}

/**
 * The state a submission gets: with no review quorum it passes at once and goes online; with
 * one it waits in `audit` (visible to its owner only) until members review it.
 */
export function submitted(quorum: number): Pick<ItemState, "status" | "passed"> {
  return quorum === 0 ? { status: "online", passed: true } : { status: "audit", passed: false };
}

/**
 * One owner operation on one item, or the refusal it meets. A refusal leaves the item as it
 * is; callers apply a batch only when every item passes.
 *
 * - online: from offline when review passed (801122 not yet, 801120 refused; 801127 already online)
 * - offline: from online, or out of review (801128 already offline)
 * - open / close: the item takes comments, articles, followers or not (801129 / 801130)
 * - audit: submits again from offline or refused (801122 while it waits, 801127 when online)
 * - delete: gone for everyone
 */
export function applyOp(state: ItemState, op: Exclude<ContentOp, "transfer">, quorum: number): ItemState {
  switch (op) {
    case "online":
      if (state.status === "online") throw new GatewayError(Code.AlreadyOnline);
      if (state.status === "refused") throw new GatewayError(Code.ReviewNotPassed);
      if (state.status === "audit" || !state.passed) throw new GatewayError(Code.NotReviewed);
      return { ...state, status: "online" };
    case "offline":
      if (state.status === "offline") throw new GatewayError(Code.AlreadyOffline);
      if (state.status === "refused") throw new GatewayError(Code.ReviewNotPassed);
      return { ...state, status: "offline" };
    case "open":
      if (state.is_open) throw new GatewayError(Code.AlreadyOpen);
      return { ...state, is_open: true };
    case "close":
      if (!state.is_open) throw new GatewayError(Code.AlreadyClosed);
      return { ...state, is_open: false };
    case "audit":
      if (state.status === "online") throw new GatewayError(Code.AlreadyOnline);
      if (state.status === "audit") throw new GatewayError(Code.NotReviewed);
      return { ...state, ...submitted(quorum) };
    case "delete":
      return { ...state, status: "deleted" };
  }
}

/** The table of an owned item and its owner column. */
export type OwnedTable = { table: "articles"; owner: "author_uid" } | { table: "specials"; owner: "owner_uid" };
export const ARTICLES: OwnedTable = { table: "articles", owner: "author_uid" };
export const SPECIALS: OwnedTable = { table: "specials", owner: "owner_uid" };

export interface OwnedRow {
  id: number;
  owner: number;
  status: ContentStatus;
  is_open: boolean;
  passed_at: Date | string | null;
}

/**
 * Locks the items of a batch in id order (so two batches cannot deadlock) and checks each
 * belongs to `uid`: 3002 for an unknown or deleted one, 1006 for someone else's.
 */
export async function lockOwned(q: Queryable, target: OwnedTable, ids: number[], uid: number): Promise<OwnedRow[]> {
  const { rows } = await sql<OwnedRow>`SELECT id, ${sql.ref(target.owner)} AS owner, status, is_open, passed_at
    FROM ${sql.table(target.table)} WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`.execute(q.kysely);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
    if (row.owner !== uid) throw new GatewayError(Code.PermissionDenied);
    return row;
  });
}

export const stateOf = (row: OwnedRow): ItemState => ({
  status: row.status,
  is_open: row.is_open,
  passed: row.passed_at !== null,
});

/** Writes a new state; `published_at` records the first time an article goes online. */
export async function writeState(q: Queryable, target: OwnedTable, id: number, state: ItemState): Promise<void> {
  const published =
    target.table === "articles"
      ? sql`, published_at = CASE WHEN ${state.status} = 'online' THEN coalesce(published_at, now()) ELSE published_at END`
      : sql``;
  await sql`UPDATE ${sql.table(target.table)} SET status = ${state.status}, is_open = ${state.is_open},
    passed_at = CASE WHEN ${state.passed}::boolean THEN coalesce(passed_at, now()) END${published}, updated_at = now()
    WHERE id = ${id}`.execute(q.kysely);
}
