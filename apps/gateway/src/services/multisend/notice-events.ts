/**
 * The notice a failed multi-send target writes (docs/notices.md, "Where events come from"): the
 * sender hears `multisend_failed` with the network, the account and the error, in the
 * transaction that records the failure (beside the multi-send screen's own failure notice).
 */
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

export async function noticeFailedTarget(q: Queryable, targetId: number): Promise<void> {
  const row = await q.kysely
    .selectFrom("multisend_targets as t")
    .innerJoin("multisend_posts as p", "p.id", "t.post_id")
    .innerJoin("multisend_accounts as a", "a.id", "t.account_id")
    .select(["t.id", "t.network", "t.state", "t.error_kind", "p.uid", "p.title", "a.label", "a.remote_name"])
    .where("t.id", "=", targetId)
    .executeTakeFirst();
  if (!row) return;
  await notify(q, {
    kind: "multisend_failed",
    to: row.uid,
    target: { type: "multisend", id: row.id, title: row.title, url: "/ucenter/multipleSend" },
    data: {
      network: row.network,
      account: row.label || row.remote_name,
      state: row.state,
      error: row.error_kind ?? "",
    },
  });
}
