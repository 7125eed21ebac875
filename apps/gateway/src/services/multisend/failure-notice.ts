import type { Queryable } from "../../db/db.js";
import { noticeFailedTarget } from "./notice-events.js";

/**
 * The failure notice of a target: one per target, opened again if it fails again after a retry;
 * each failure also reaches the sender's message centre.
 */
export async function openNotice(q: Queryable, targetId: number): Promise<void> {
  await q.kysely
    .insertInto("multisend_notices")
    .columns(["uid", "target_id"])
    .expression((eb) =>
      eb
        .selectFrom("multisend_targets as t")
        .innerJoin("multisend_posts as p", "p.id", "t.post_id")
        .select(["p.uid", "t.id"])
        .where("t.id", "=", targetId),
    )
    .onConflict((oc) => oc.column("target_id").doUpdateSet({ dismissed_at: null, created_at: new Date() }))
    .execute();
  await noticeFailedTarget(q, targetId);
}
