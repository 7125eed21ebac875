/**
 * Counting decisions: the reviewers' tally of items in review, and the author's view of them.
 * Counts are staked NFTs, not wallets: each decision adds its weight, the NFTs it spoke for.
 */
import type { ApiLang, AuthorReview, ReviewDecision, ReviewKind, ReviewTally } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../../db/db.js";

/** The quorum a decision settles an item at: the setting, and at least one decision. */
export const quorumOf = (setting: number) => Math.max(1, setting);

interface TallyRow {
  item_id: number;
  pass_count: number;
  reject_count: number;
  my_decision: ReviewDecision | null;
}

/** The open round's tally of each item of `ids` (items without decisions get zeros). */
export async function tallies(
  q: Queryable,
  kinds: readonly ReviewKind[],
  ids: readonly number[],
  viewer: number,
  quorum: number,
): Promise<Map<number, ReviewTally>> {
  const byId = new Map<number, ReviewTally>();
  for (const id of ids) byId.set(id, { pass_count: 0, reject_count: 0, quorum, my_decision: null });
  if (ids.length === 0) return byId;
  const { rows } = await sql<TallyRow>`SELECT item_id,
      COALESCE(sum(weight) FILTER (WHERE decision = 'pass'), 0)::int AS pass_count,
      COALESCE(sum(weight) FILTER (WHERE decision = 'reject'), 0)::int AS reject_count,
      max(CASE WHEN reviewer_uid = ${viewer} THEN decision END) AS my_decision
    FROM review_decisions
    WHERE kind = ANY(${kinds}::text[]) AND item_id = ANY(${ids}::int[]) AND NOT settled
    GROUP BY item_id`.execute(q.kysely);
  for (const row of rows) {
    byId.set(row.item_id, {
      pass_count: row.pass_count,
      reject_count: row.reject_count,
      quorum,
      my_decision: row.my_decision,
    });
  }
  return byId;
}

/** The column of a reason's text in the caller's language. */
export const reasonColumn = (lang: ApiLang) => sql.ref(lang === "zh-cn" ? "r.zh" : lang === "ru" ? "r.ru" : "r.en");

interface AuthorRow {
  item_id: number;
  pass_count: number;
  reject_count: number;
  reasons: string[] | null;
}

/**
 * What the author of each item sees: while it waits, the open round's counts; once decided, the
 * counts of every round. The reasons are those of every reject, latest first, in `lang`.
 */
export async function authorReviews(
  q: Queryable,
  kinds: readonly ReviewKind[],
  items: readonly { id: number; status: string }[],
  lang: ApiLang,
  quorum: number,
): Promise<Map<number, AuthorReview>> {
  const byId = new Map<number, AuthorReview>();
  for (const item of items) byId.set(item.id, { pass_count: 0, reject_count: 0, quorum, reasons: [] });
  if (items.length === 0) return byId;
  const waiting = items.filter((item) => item.status === "audit").map((item) => item.id);
  const ids = items.map((item) => item.id);
  const { rows } = await sql<AuthorRow>`SELECT d.item_id,
      COALESCE(sum(d.weight) FILTER (WHERE d.decision = 'pass'
        AND (NOT d.settled OR NOT d.item_id = ANY(${waiting}::int[]))), 0)::int AS pass_count,
      COALESCE(sum(d.weight) FILTER (WHERE d.decision = 'reject'
        AND (NOT d.settled OR NOT d.item_id = ANY(${waiting}::int[]))), 0)::int AS reject_count,
      array_agg(CASE WHEN btrim(d.reason) <> '' THEN d.reason ELSE ${reasonColumn(lang)} END ORDER BY d.id DESC)
        FILTER (WHERE d.decision = 'reject') AS reasons
    FROM review_decisions d LEFT JOIN review_reasons r ON r.id = d.reason_id
    WHERE d.kind = ANY(${kinds}::text[]) AND d.item_id = ANY(${ids}::int[])
    GROUP BY d.item_id`.execute(q.kysely);
  for (const row of rows) {
    byId.set(row.item_id, {
      pass_count: row.pass_count,
      reject_count: row.reject_count,
      quorum,
      reasons: (row.reasons ?? []).filter((reason): reason is string => Boolean(reason)),
    });
  }
  return byId;
}
