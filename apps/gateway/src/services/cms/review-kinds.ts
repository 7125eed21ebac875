/**
 * Articles (and videos) and specials (and channels) in the DAO's member review: what the review
 * core (`dao/review/kinds.ts`) needs of them to decide. Both wait in `audit`; a decision settles
 * the item's status, and the public reads cached from it are dropped.
 */
import { Code, type ContentStatus, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { defineReviewKind, type ReviewKind } from "../dao/public.js";
import { describeContent } from "./notice-events.js";
import { ARTICLES, type OwnedTable, SPECIALS, writeState } from "../../shared/content-ops.js";

/** A content item locked for a decision. */
export interface LockedContent {
  owner: number;
  status: ContentStatus;
  is_open: boolean;
}

/** Locks an item of `target` whose type is one of `types`; 3002 for any other id. Its status is the caller's check. */
export async function lockContent(
  q: Queryable,
  target: OwnedTable,
  types: readonly number[],
  id: number,
): Promise<LockedContent> {
  const type = target.table === "articles" ? sql.ref("article_type") : sql.ref("special_type");
  const { rows } = await sql<LockedContent & { item_type: number }>`SELECT ${sql.ref(target.owner)} AS owner, status,
      is_open, ${type} AS item_type
    FROM ${sql.table(target.table)} WHERE id = ${id} FOR UPDATE`.execute(q.kysely);
  const row = rows[0];
  if (!row || !types.includes(row.item_type)) throw new GatewayError(Code.NotFound);
  return { owner: row.owner, status: row.status, is_open: row.is_open };
}

/** Lists or refuses a content item that waited in `audit`. */
export async function settleContent(
  q: Queryable,
  target: OwnedTable,
  id: number,
  item: LockedContent,
  passed: boolean,
) {
  await writeState(q, target, id, { status: passed ? "online" : "refused", is_open: item.is_open, passed });
}

/** A kind of content waiting in `audit` alone. */
function auditKind(
  name: string,
  target: OwnedTable,
  types: readonly number[],
  cached: (id: number) => number | undefined,
) {
  return defineReviewKind({
    name,
    async lock(q, id) {
      const item = await lockContent(q, target, types, id);
      if (item.status !== "audit") throw new GatewayError(Code.NotFound);
      return item;
    },
    settle: (q, id, item, passed) => settleContent(q, target, id, item, passed),
    describe: (q, id) => describeContent(q, target.table, id),
    settled: (app, id) => app.cmsCache.changed(cached(id)),
  });
}

/** Articles and videos (types 1 and 2; a wiki entry is type 3, the wiki's own kind). */
export const articleReviewKind: ReviewKind = auditKind("article", ARTICLES, [1, 2], (id) => id);

/** Specials and channels: every page may list one, so the whole content cache is dropped. */
export const specialReviewKind: ReviewKind = auditKind("special", SPECIALS, [1, 2], () => undefined);
