/**
 * Projects in the member review (docs/projects.md): a submitted project (status 0) waits until
 * X-Men pass it (status 1, listed) or refuse it (status 2, with the reasons) with the same signed
 * decisions as content (the DAO's review core, kind "project"). Each decision is kept in the
 * project's history for its owner.
 */
import {
  api,
  Code,
  type ContentStatus,
  GatewayError,
  PROJECT_STATUS,
  type ReviewProject,
  type ReviewProjectDetail,
} from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { decide, defineReviewKind, openVotes, quorumOf, requireIndexedMember, tallies } from "../dao/public.js";
import { historiesOf, openRejectReasons, recordEvent } from "./history.js";
import { noticeProjectStatus } from "./notice-events.js";
import { countProjects, partsOf, projectRow, projectRows, toProjectSummary } from "./rows.js";
import { paged, pageWindow } from "../../db/paging.js";

/** Locks a project waiting in review for a decision; 3002 otherwise. */
async function lockWaitingProject(
  q: Queryable,
  id: number,
): Promise<{ id: number; owner: number; status: ContentStatus }> {
  const row = await q.kysely
    .selectFrom("projects")
    .select(["id", "owner_uid", "status"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || Number(row.status) !== PROJECT_STATUS.pending) throw new GatewayError(Code.NotFound);
  return { id: row.id, owner: row.owner_uid, status: "audit" };
}

/**
 * A round reached its quorum (in the decision's transaction, before its decisions are marked
 * settled): passed and listed, or refused with the round's reasons kept in the history.
 */
async function settleProjectReview(q: Queryable, id: number, passed: boolean): Promise<void> {
  const reasons = passed ? undefined : await openRejectReasons(q, id);
  await recordEvent(q, id, passed ? "pass" : "refuse", reasons);
  await noticeProjectStatus(q, id, passed, reasons);
  await q.kysely
    .updateTable("projects")
    .set({
      status: passed ? PROJECT_STATUS.pass : PROJECT_STATUS.refused,
      passed_at: passed ? sql<Date>`coalesce(passed_at, now())` : sql<Date | null>`passed_at`,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .execute();
}

/** Projects in the member review: the DAO decides on them by this kind (registered by the projects area). */
export const projectReviewKind = defineReviewKind({
  name: "project",
  lock: lockWaitingProject,
  settle: (q, id, _item, passed) => settleProjectReview(q, id, passed),
});

const waiting = sql`p.status = ${PROJECT_STATUS.pending}`;

async function waitingProjects(ctx: CallContext<"required">, params: { page: number; page_size: number }) {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const [rows, total] = await Promise.all([
    projectRows(ctx.db, {
      where: waiting,
      lang: undefined,
      callerLang: ctx.lang,
      order: sql`p.submitted_at, p.id`,
      ...pageWindow(params),
    }),
    countProjects(ctx.db, waiting),
  ]);
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const counts = await tallies(
    ctx.db,
    ["project"],
    rows.map((row) => row.id),
    ctx.session.uid,
    quorum,
  );
  const list: ReviewProject[] = rows.map((row) => ({
    ...toProjectSummary(row),
    review: counts.get(row.id) ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null },
  }));
  return paged(list, total, params);
}

async function waitingProject(ctx: CallContext<"required">, id: number): Promise<ReviewProjectDetail> {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const row = await projectRow(ctx.db, id, undefined, ctx.lang);
  if (!row || Number(row.status) !== PROJECT_STATUS.pending) throw new GatewayError(Code.NotFound);
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const [counts, parts, votes, histories] = await Promise.all([
    tallies(ctx.db, ["project"], [id], ctx.session.uid, quorum),
    partsOf(ctx.db, id),
    openVotes(ctx.db, "project", id, ctx.lang),
    historiesOf(ctx.db, [id], ctx.lang),
  ]);
  return {
    ...toProjectSummary(row),
    content: row.content,
    ...parts,
    review: counts.get(id) ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null },
    votes,
    history: histories.get(id) ?? [],
  };
}

export const projectReviewHandlers = {
  dao_project_list: handle(api.daoclub_msrv.dao_project_list, (params, ctx) => waitingProjects(ctx, params)),
  dao_project_detail: handle(api.daoclub_msrv.dao_project_detail, (params, ctx) =>
    waitingProject(ctx, params.project_id),
  ),
  dao_project_set_status: handle(api.daoclub_msrv.dao_project_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "project" as const, item_id: params.project_id }, params)),
  ),
};
