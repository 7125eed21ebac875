/**
 * A project's review history (`project_reviews`): every submission and decision, kept across
 * rounds and shown to the owner; a refusal keeps the reasons its reviewers gave.
 */
import type { ApiLang, ProjectHistoryEntry } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { iso } from "../../shared/dates.js";

type HistoryEvent = ProjectHistoryEntry["event"];

export async function recordEvent(
  q: Queryable,
  projectId: number,
  event: HistoryEvent,
  reasons: { reason_ids: number[]; reasons: string[] } = { reason_ids: [], reasons: [] },
): Promise<void> {
  await q.kysely
    .insertInto("project_reviews")
    .values({ project_id: projectId, event, reason_ids: reasons.reason_ids, reasons: reasons.reasons })
    .execute();
}

/** The reasons of the open round's rejects (before the round is settled), oldest first. */
export async function openRejectReasons(q: Queryable, projectId: number) {
  const rows = await q.kysely
    .selectFrom("review_decisions")
    .select(["reason_id", "reason"])
    .where("kind", "=", "project")
    .where("item_id", "=", projectId)
    .where("settled", "=", false)
    .where("decision", "=", "reject")
    .orderBy("id")
    .execute();
  return {
    reason_ids: rows.map((row) => (row.reason.trim() === "" ? (row.reason_id ?? 0) : 0)),
    reasons: rows.map((row) => row.reason),
  };
}

interface HistoryRow {
  id: number;
  project_id: number;
  event: HistoryEvent;
  reasons: (string | null)[];
  created_at: Date | string;
}

const column = (lang: ApiLang) => sql.ref(lang === "zh-cn" ? "r.zh" : lang === "ru" ? "r.ru" : "r.en");

/** The history of each project of `ids`, newest first, reasons in the caller's language. */
export async function historiesOf(
  q: Queryable,
  ids: readonly number[],
  lang: ApiLang,
): Promise<Map<number, ProjectHistoryEntry[]>> {
  const byId = new Map<number, ProjectHistoryEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const { rows } = await sql<HistoryRow>`SELECT h.id, h.project_id, h.event, h.created_at,
      ARRAY(SELECT CASE WHEN x.rid > 0 THEN (SELECT ${column(lang)} FROM review_reasons r WHERE r.id = x.rid)
                        ELSE x.txt END
              FROM unnest(h.reason_ids, h.reasons) WITH ORDINALITY AS x(rid, txt, n) ORDER BY x.n) AS reasons
    FROM project_reviews h
    WHERE h.project_id = ANY(${ids}::int[])
    ORDER BY h.id DESC`.execute(q.kysely);
  for (const row of rows) {
    byId.get(row.project_id)?.push({
      event: row.event,
      reasons: row.reasons.filter((reason): reason is string => Boolean(reason?.trim())),
      created_at: iso(row.created_at),
    });
  }
  return byId;
}

/** The reasons of the latest refusal, for a project that stands refused. */
export const latestReasons = (history: ProjectHistoryEntry[], status: number) =>
  status === 2 ? (history.find((entry) => entry.event === "refuse")?.reasons ?? []) : [];
