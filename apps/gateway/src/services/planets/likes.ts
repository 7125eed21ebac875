import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import { readTopic } from "./comments.js";
import { isMember } from "./rows.js";
import { noticeTopicLike } from "./notice-events.js";

export const likeHandlers = {
  /**
   * A member likes a topic once (802001 again), never their own (802002). The count and the like
   * row change in one transaction: the count's update locks the topic, and a second like of the
   * same user finds the row's key taken and rolls its count back, so no like is lost or counted
   * twice.
   */
  click_like: handle(api.appsocial_msrv.click_like, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const topic = await readTopic(q, params.topic_id);
      if (topic.author_uid === uid) throw new GatewayError(Code.TopicCannotLikeOwn);
      if (!(await isMember(q, topic.planet.id, uid))) throw new GatewayError(Code.NotJoined);
      const counted = await q.kysely
        .updateTable("planet_topics")
        .set((eb) => ({ like_count: eb("like_count", "+", 1) }))
        .where("id", "=", topic.topic_id)
        .returning("like_count")
        .executeTakeFirst();
      if (!counted) throw new GatewayError(Code.SocialNotExists);
      const added = await q.kysely
        .insertInto("planet_likes")
        .values({ topic_id: topic.topic_id, uid })
        .onConflict((oc) => oc.doNothing())
        .returning("uid")
        .executeTakeFirst();
      if (!added) throw new GatewayError(Code.TopicAlreadyLiked);
      await noticeTopicLike(q, topic.topic_id, uid);
      return { topic_id: topic.topic_id, is_liked: true as const, like_count: counted.like_count };
    }),
  ),
};
