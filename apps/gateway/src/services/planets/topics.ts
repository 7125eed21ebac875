import { type ActionParams, api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import { checkMediaUrl, invalid } from "../../shared/form-checks.js";
import { cleanRichText } from "../../shared/rich-text.js";
import { checkGate } from "./gate.js";
import { forgetTopic, noticeNewTopic } from "./notice-events.js";
import { isMember, readPlanet, toTopic, topicRows } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

type TopicForm = ActionParams<typeof api.appsocial_msrv.topics_add>;

/** The form's files must be the gateway's own uploads: images, a video, any stored file as an attachment. */
function topicMedia(ctx: CallContext, form: TopicForm) {
  form.attachments.forEach((file, i) => {
    if (!ctx.storage.keyOf(file.url)) throw invalid(`attachments.${i}.url`, "must be an uploaded file");
  });
  return {
    icon_url: form.icon_url === undefined ? "" : checkMediaUrl(ctx, form.icon_url, "image", "icon_url"),
    image_urls: form.image_urls.map((url, i) => checkMediaUrl(ctx, url, "image", `image_urls.${i}`)),
    video_url: form.video_url === undefined ? "" : checkMediaUrl(ctx, form.video_url, "video", "video_url"),
    attachments: JSON.stringify(form.attachments),
  };
}

export const topicHandlers = {
  /**
   * Newest first: one planet's topics, or those of the planets the caller joined (`joined`, the
   * default with a session; 1002 without one), or every planet's (`all`).
   */
  topics_list: handle(api.appsocial_msrv.topics_list, async (params, ctx) => {
    const uid = ctx.session?.uid;
    const scope = params.scope ?? (uid === undefined ? "all" : "joined");
    let rows = topicRows(ctx.db.kysely, uid);
    let count = ctx.db.kysely.selectFrom("planet_topics as t").select(sql<number>`count(*)::int`.as("total"));
    if (params.circle_id !== undefined) {
      const planet = await ctx.db.kysely
        .selectFrom("planets")
        .select("id")
        .where("id", "=", params.circle_id)
        .executeTakeFirst();
      if (!planet) throw new GatewayError(Code.SocialNotExists);
      rows = rows.where("t.circle_id", "=", params.circle_id);
      count = count.where("t.circle_id", "=", params.circle_id);
    } else if (scope === "joined") {
      if (uid === undefined) throw new GatewayError(Code.NotLoggedIn);
      const joined = ctx.db.kysely.selectFrom("planet_members").select("circle_id").where("uid", "=", uid);
      rows = rows.where("t.circle_id", "in", joined);
      count = count.where("t.circle_id", "in", joined);
    }
    if (params.before_id !== undefined) {
      rows = rows.where("t.id", "<", params.before_id);
      count = count.where("t.id", "<", params.before_id);
    }
    const [list, total] = await Promise.all([
      rows.orderBy("t.id", "desc").$call(onePage(params)).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return paged(
      list.map((row) => toTopic(row, uid)),
      total.total,
      params,
    );
  }),

  topics_detail: handle(api.appsocial_msrv.topics_detail, async (params, ctx) => {
    const row = await topicRows(ctx.db.kysely, ctx.session?.uid).where("t.id", "=", params.topic_id).executeTakeFirst();
    if (!row) throw new GatewayError(Code.SocialNotExists);
    return toTopic(row, ctx.session?.uid);
  }),

  /**
   * A member posts in a public planet, the owner alone in a private one (802004); the gate is
   * judged on what the member holds now, then the posting limit (802009).
   */
  topics_add: handle(api.appsocial_msrv.topics_add, async (params, ctx) => {
    const uid = ctx.session.uid;
    const media = topicMedia(ctx, params);
    return ctx.db.tx(async (q) => {
      const planet = await readPlanet(q, params.circle_id, false);
      const isOwner = planet.owner_uid === uid;
      if (!isOwner && !(await isMember(q, planet.id, uid))) throw new GatewayError(Code.NotJoined);
      if (!isOwner && !planet.is_public) throw new GatewayError(Code.NotPlanetOwner);
      await checkGate(ctx, q, planet, { uid, wallet: ctx.session.wallet, purpose: "post" });
      await ctx.postingLimiter.take("topic", uid);
      try {
        // Counting locks the planet (a delete waits, or has already removed it).
        const counted = await q.kysely
          .updateTable("planets")
          .set((eb) => ({ topic_count: eb("topic_count", "+", 1) }))
          .where("id", "=", planet.id)
          .returning("id")
          .executeTakeFirst();
        if (!counted) throw new GatewayError(Code.SocialNotExists);
        const row = await q.kysely
          .insertInto("planet_topics")
          .values({
            circle_id: planet.id,
            author_uid: uid,
            name: params.name,
            intro: params.intro,
            content: cleanRichText(params.content),
            ...media,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await noticeNewTopic(ctx, q, row.id);
        // Read in the transaction, while the count's lock keeps the planet from a delete.
        return toTopic(await topicRows(q.kysely, uid).where("t.id", "=", row.id).executeTakeFirstOrThrow(), uid);
      } catch (error) {
        await ctx.postingLimiter.release("topic", uid);
        throw error;
      }
    });
  }),

  /** Its author or the planet's owner (802004 otherwise); its comments and likes go with it. */
  topics_delete: handle(api.appsocial_msrv.topics_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const topic = await q.kysely
        .selectFrom("planet_topics")
        .select(["circle_id", "author_uid"])
        .where("id", "=", params.topic_id)
        .executeTakeFirst();
      if (!topic) throw new GatewayError(Code.SocialNotExists);
      const planet = await readPlanet(q, topic.circle_id);
      if (topic.author_uid !== uid && planet.owner_uid !== uid) throw new GatewayError(Code.NotPlanetOwner);
      const removed = await q.kysely
        .deleteFrom("planet_topics")
        .where("id", "=", params.topic_id)
        .returning("id")
        .executeTakeFirst();
      // Deleted by another call since it was read.
      if (!removed) throw new GatewayError(Code.SocialNotExists);
      await forgetTopic(q, params.topic_id);
      await q.kysely
        .updateTable("planets")
        .set({ topic_count: sql<number>`greatest(topic_count - 1, 0)` })
        .where("id", "=", planet.id)
        .execute();
      return { deleted: true as const };
    }),
  ),
};
