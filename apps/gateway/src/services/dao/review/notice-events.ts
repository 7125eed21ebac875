/**
 * What a settled review round tells the item's owner (docs/notices.md, "Where events come from"):
 * `review_passed`, or `review_refused` with the round's reasons. Written in the decision's
 * transaction, before the round's decisions are marked settled (they give the reasons). A kind
 * that does not `describe` its items tells its owners itself (projects: `project_status`).
 */
import type { Queryable } from "../../../db/db.js";
import { notify } from "../../notices/public.js";
import type { ReviewKind } from "./kinds.js";

/**
 * The open round's reasons for refusing: each listed reason once (its English text; its id in
 * `reason_ids`, for the reader's language) and each reviewer's own text.
 */
async function roundReasons(q: Queryable, kind: string, id: number): Promise<Record<string, string>> {
  const rows = await q.kysely
    .selectFrom("review_decisions as d")
    .leftJoin("review_reasons as r", "r.id", "d.reason_id")
    .select(["d.reason_id", "d.reason", "r.en"])
    .where("d.kind", "=", kind)
    .where("d.item_id", "=", id)
    .where("d.settled", "=", false)
    .where("d.decision", "=", "reject")
    .orderBy("d.id")
    .execute();
  const ids = [...new Set(rows.flatMap((row) => (row.reason_id === null ? [] : [row.reason_id])))];
  const texts = [...new Set(rows.map((row) => (row.reason_id === null ? row.reason : (row.en ?? "")).trim()))];
  return { reasons: texts.filter((text) => text !== "").join("\n"), reason_ids: ids.join(",") };
}

/** The round on `id` settled: its owner hears the result. */
export async function noticeReviewSettled(
  q: Queryable,
  reviewed: ReviewKind,
  id: number,
  owner: number,
  passed: boolean,
): Promise<void> {
  if (!reviewed.describe) return;
  const { title, url } = await reviewed.describe(q, id);
  const target = { type: reviewed.name, id, title, url };
  if (passed) await notify(q, { kind: "review_passed", to: owner, target });
  else await notify(q, { kind: "review_refused", to: owner, target, data: await roundReasons(q, reviewed.name, id) });
}
