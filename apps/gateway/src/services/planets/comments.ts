import { api, Code, GatewayError, type GateKind } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkGate } from "./gate.js";
import { forgetTopicComment, noticeTopicComment } from "./notice-events.js";
import { commentRows, isMember, toComment } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

/** A topic with its planet's rule (802007 when it is gone), the topic locked for the transaction when `lock`. */
export async function readTopic(q: Queryable, topicId: number, lock = false) {
  const query = q.kysely
    .selectFrom("planet_topics as t")
    .innerJoin("planets as p", "p.id", "t.circle_id")
    .select(["t.id", "t.author_uid", "p.id as circle_id", "p.owner_uid", "p.gate_kind", "p.gate_amount"])
    .where("t.id", "=", topicId);
  const row = await (lock ? query.forUpdate("t") : query).executeTakeFirst();
  if (!row) throw new GatewayError(Code.SocialNotExists);
  return {
    topic_id: row.id,
    author_uid: row.author_uid,
    planet: {
      id: row.circle_id,
      owner_uid: row.owner_uid,
      gate_kind: row.gate_kind as GateKind,
      gate_amount: row.gate_amount === null ? null : String(row.gate_amount),
    },
  };
}

export const commentHandlers = {
  /** Oldest first, as a conversation reads. */
  comment_list: handle(api.appsocial_msrv.comment_list, async (params, ctx) => {
    const topic = await ctx.db.kysely
      .selectFrom("planet_topics")
      .select("comment_count")
      .where("id", "=", params.topic_id)
      .executeTakeFirst();
    if (!topic) throw new GatewayError(Code.SocialNotExists);
    const rows = await commentRows(ctx.db.kysely)
      .where("c.topic_id", "=", params.topic_id)
      .orderBy("c.id", "asc")
      .$call(onePage(params))
      .execute();
    return paged(
      rows.map((row) => toComment(row, ctx.session?.uid)),
      topic.comment_count,
      params,
    );
  }),

  /** Members comment in both kinds of planet (802005 otherwise), within the gate and the limit. */
  comment_add: handle(api.appsocial_msrv.comment_add, async (params, ctx) => {
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      const topic = await readTopic(q, params.topic_id);
      if (!(await isMember(q, topic.planet.id, uid))) throw new GatewayError(Code.NotJoined);
      await checkGate(ctx, q, topic.planet, { uid, wallet: ctx.session.wallet, purpose: "post" });
      await ctx.postingLimiter.take("comment", uid);
      try {
        // Counting locks the topic (a delete waits, or has already removed it).
        const counted = await q.kysely
          .updateTable("planet_topics")
          .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
          .where("id", "=", topic.topic_id)
          .returning("id")
          .executeTakeFirst();
        if (!counted) throw new GatewayError(Code.SocialNotExists);
        const row = await q.kysely
          .insertInto("planet_comments")
          .values({ topic_id: topic.topic_id, author_uid: uid, content: params.content })
          .returning("id")
          .executeTakeFirstOrThrow();
        await noticeTopicComment(q, topic.topic_id, { id: row.id, uid, content: params.content });
        // Read in the transaction, while the count's lock keeps the topic from a delete.
        return toComment(await commentRows(q.kysely).where("c.id", "=", row.id).executeTakeFirstOrThrow(), uid);
      } catch (error) {
        await ctx.postingLimiter.release("comment", uid);
        throw error;
      }
    });
  }),

  /** Its author or the planet's owner (802004 otherwise). */
  comment_delete: handle(api.appsocial_msrv.comment_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const comment = await q.kysely
        .selectFrom("planet_comments")
        .select(["topic_id", "author_uid"])
        .where("id", "=", params.comment_id)
        .executeTakeFirst();
      if (!comment) throw new GatewayError(Code.SocialNotExists);
      const topic = await readTopic(q, comment.topic_id, true);
      if (comment.author_uid !== uid && topic.planet.owner_uid !== uid) throw new GatewayError(Code.NotPlanetOwner);
      const removed = await q.kysely
        .deleteFrom("planet_comments")
        .where("id", "=", params.comment_id)
        .returning("id")
        .executeTakeFirst();
      if (!removed) throw new GatewayError(Code.SocialNotExists);
      await forgetTopicComment(q, params.comment_id);
      await q.kysely
        .updateTable("planet_topics")
        .set({ comment_count: sql<number>`greatest(comment_count - 1, 0)` })
        .where("id", "=", topic.topic_id)
        .execute();
      return { deleted: true as const };
    }),
  ),
};
