/**
 * The notice a project's review writes (docs/notices.md, "Where events come from"): its owner
 * hears `project_status` (passed and listed, or refused with the reasons), in the decision's
 * transaction. Projects do not `describe` their review kind, so the review core's generic
 * `review_passed` / `review_refused` is not sent as well.
 */
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

export async function noticeProjectStatus(
  q: Queryable,
  projectId: number,
  passed: boolean,
  reasons: { reason_ids: readonly number[]; reasons: readonly string[] } = { reason_ids: [], reasons: [] },
): Promise<void> {
  const project = await q.kysely
    .selectFrom("projects as p")
    .leftJoin("project_texts as t", (join) => join.onRef("t.project_id", "=", "p.id").onRef("t.lang", "=", "p.lang"))
    .select(["p.id", "p.owner_uid", "t.title"])
    .where("p.id", "=", projectId)
    .executeTakeFirstOrThrow();
  const data: Record<string, string> = { status: passed ? "passed" : "refused" };
  // The listed reasons by id (the reader's language shows them), the reviewers' own by text.
  const ids = reasons.reason_ids.filter((id) => id > 0);
  const texts = reasons.reasons.map((reason) => reason.trim()).filter((reason) => reason !== "");
  if (ids.length > 0) data.reason_ids = [...new Set(ids)].join(",");
  if (texts.length > 0) data.reasons = texts.join("\n");
  await notify(q, {
    kind: "project_status",
    to: project.owner_uid,
    target: {
      type: "project",
      id: project.id,
      title: project.title ?? "",
      url: passed ? `/project_detail?project_id=${project.id}` : "/ucenter/projectindex/my_project_list",
    },
    data,
  });
}
