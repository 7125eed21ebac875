/**
 * `review_waiting`: an item entered the member review, and the X-Men who may review it hear that
 * its kind's queue has work (docs/notices.md, "Where events come from"). Who may review is who the
 * queue lets in: a member as the chain index knows them (`requireIndexedMember`), never the
 * item's owner. A busy queue would tell every member of every item, so the notice is per kind,
 * linking to the kind's queue, and a member hears of a kind at most once a day: the area sends
 * the job `dao.review-waiting` in the submission's transaction, and the job tells the members
 * not told of that kind in the last day.
 */
import { sql } from "kysely";
import type { AppContext } from "../../../context.js";
import type { Queryable } from "../../../db/db.js";
import { notify } from "../../notices/public.js";

export interface ReviewWaiting {
  /** The review kind's name (`article`, `course` ...). */
  kind: string;
  item_id: number;
  /** The submitter, who may not review it. */
  owner: number;
}

/** Recipients per `notify` call, all in the job's one transaction. */
const BATCH = 500;

/** The area's side, in the submission's transaction: with a review quorum, the job that tells the members. */
export async function noticeReviewWaiting(
  app: Pick<AppContext, "jobs" | "config">,
  q: Queryable,
  waiting: ReviewWaiting,
): Promise<void> {
  if (app.config.REVIEW_QUORUM === 0) return;
  await app.jobs.send(q, "dao.review-waiting", { kind: waiting.kind, item_id: waiting.item_id, owner: waiting.owner });
}

/** The job. */
export async function sendReviewWaiting(app: Pick<AppContext, "db">, waiting: ReviewWaiting): Promise<void> {
  const type = `review_queue_${waiting.kind}`;
  await app.db.tx(async (q) => {
    const { rows } = await sql<{ uid: number }>`SELECT u.uid FROM users u
        JOIN chain_stakers s ON s.wallet = u.wallet_addr
       WHERE s.is_member AND u.status = 0 AND u.uid <> ${waiting.owner}
         AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.uid = u.uid AND n.kind = 'review_waiting'
               AND n.target_type = ${type} AND n.created_at > now() - interval '1 day')
       ORDER BY u.uid`.execute(q.kysely);
    const target = { type, id: 0, title: waiting.kind, url: `/icmsdao/icms_dao_autonomy/${waiting.kind}` };
    for (let i = 0; i < rows.length; i += BATCH) {
      const to = rows.slice(i, i + BATCH).map((row) => row.uid);
      await notify(q, { kind: "review_waiting", to, target, data: { kind: waiting.kind } });
    }
  });
}
