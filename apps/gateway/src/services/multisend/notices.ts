import { api, Code, GatewayError, type MultisendNotice } from "@icms/protocol";
import { handle } from "../../context.js";
import { readPosts } from "./sends.js";
import { queueDelivery } from "./delivery.js";

/** How many open notices the list answers (the newest). */
const NOTICES_SHOWN = 50;

export const noticeHandlers = {
  /**
   * Sends a failed target again, or an unknown one with `confirm=1` (it may already be posted):
   * the target is queued with a new job, and its notice is dismissed.
   */
  multisend_retry: handle(api.user_msrv.multisend_retry, async ({ target_id, confirm }, ctx) => {
    return ctx.db.tx(async (q) => {
      const target = await q.kysely
        .selectFrom("multisend_targets as t")
        .innerJoin("multisend_posts as p", "p.id", "t.post_id")
        .innerJoin("multisend_accounts as a", "a.id", "t.account_id")
        .select(["t.id", "t.state", "t.job_seq", "t.post_id", "a.status", "a.deleted_at"])
        .where("t.id", "=", target_id)
        .where("p.uid", "=", ctx.session.uid)
        .forUpdate("t")
        .executeTakeFirst();
      if (!target) throw new GatewayError(Code.NotFound);
      if (target.state !== "failed" && target.state !== "unknown") throw new GatewayError(Code.MultisendNotRetriable);
      if (target.deleted_at !== null) throw new GatewayError(Code.MultisendNotRetriable);
      if (target.state === "unknown" && confirm !== 1) throw new GatewayError(Code.MultisendConfirmRequired);
      if (target.status !== "active") throw new GatewayError(Code.MultisendNeedsReconnect);
      const seq = target.job_seq + 1;
      await q.kysely
        .updateTable("multisend_targets")
        .set({
          state: "queued",
          job_seq: seq,
          attempts: 0,
          next_attempt_at: null,
          error_kind: null,
          error_detail: "",
          updated_at: new Date(),
        })
        .where("id", "=", target.id)
        .execute();
      await q.kysely
        .updateTable("multisend_notices")
        .set({ dismissed_at: new Date() })
        .where("target_id", "=", target.id)
        .where("dismissed_at", "is", null)
        .execute();
      await queueDelivery(ctx, q, { target_id: target.id, seq });
      const [post] = await readPosts(q, [target.post_id]);
      const answer = post?.targets.find((row) => row.target_id === target.id);
      if (!answer) throw new GatewayError(Code.NotFound);
      return answer;
    });
  }),

  multisend_notice_list: handle(api.user_msrv.multisend_notice_list, async (_params, ctx) => {
    const rows = await ctx.db.kysely
      .selectFrom("multisend_notices as n")
      .innerJoin("multisend_targets as t", "t.id", "n.target_id")
      .select(["n.id", "n.target_id", "t.post_id", "n.created_at"])
      .where("n.uid", "=", ctx.session.uid)
      .where("n.dismissed_at", "is", null)
      .orderBy("n.created_at", "desc")
      .orderBy("n.id", "desc")
      .limit(NOTICES_SHOWN)
      .execute();
    const posts = await readPosts(ctx.db, [...new Set(rows.map((row) => row.post_id))]);
    return rows.flatMap((row): MultisendNotice[] => {
      const post = posts.find((candidate) => candidate.post_id === row.post_id);
      const target = post?.targets.find((candidate) => candidate.target_id === row.target_id);
      if (!post || !target) return [];
      return [
        {
          notice_id: row.id,
          post_id: post.post_id,
          item: post.item,
          target,
          created_at: new Date(row.created_at).toISOString(),
        },
      ];
    });
  }),

  multisend_notice_dismiss: handle(api.user_msrv.multisend_notice_dismiss, async ({ notice_id }, ctx) => {
    const row = await ctx.db.kysely
      .updateTable("multisend_notices")
      .set({ dismissed_at: new Date() })
      .where("id", "=", notice_id)
      .where("uid", "=", ctx.session.uid)
      .where("dismissed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    return { notice_id: row.id };
  }),
};
