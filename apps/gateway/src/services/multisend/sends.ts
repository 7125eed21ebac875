import { api, Code, GatewayError, type MultisendPost } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { absoluteUrl, itemLink, type TargetRow, toItem, toTarget } from "./rows.js";
import { queueDelivery } from "./delivery.js";
import { onePage, paged } from "../../db/paging.js";

/** The targets of some sends, with their account's label, in account order. */
function targetRows(q: Queryable) {
  return q.kysely
    .selectFrom("multisend_targets as t")
    .innerJoin("multisend_accounts as a", "a.id", "t.account_id")
    .select([
      "t.id",
      "t.post_id",
      "t.account_id",
      "t.network",
      "a.label",
      "t.state",
      "t.remote_id",
      "t.remote_url",
      "t.error_kind",
      "t.error_detail",
      "t.attempts",
      "t.next_attempt_at",
      "t.updated_at",
    ]);
}

function postRows(q: Queryable) {
  return q.kysely
    .selectFrom("multisend_posts as p")
    .innerJoin("articles as ar", "ar.id", "p.article_id")
    .select([
      "p.id",
      "p.article_id",
      "ar.article_type",
      "ar.is_howto",
      "p.title",
      "p.link",
      "p.cover_url",
      "p.created_at",
    ]);
}

/** The sends of `ids` with their targets, in the order of `ids`. */
export async function readPosts(q: Queryable, ids: number[]): Promise<MultisendPost[]> {
  if (ids.length === 0) return [];
  const [posts, targets] = await Promise.all([
    postRows(q).where("p.id", "in", ids).execute(),
    targetRows(q).where("t.post_id", "in", ids).orderBy("t.id").execute(),
  ]);
  return ids.flatMap((id) => {
    const post = posts.find((row) => row.id === id);
    if (!post) return [];
    return [
      {
        post_id: post.id,
        item: toItem(post),
        targets: targets.filter((row) => row.post_id === id).map((row) => toTarget(row as TargetRow)),
        created_at: new Date(post.created_at).toISOString(),
      },
    ];
  });
}

export const sendHandlers = {
  /** One of the caller's published items to some of their accounts; the same key answers the same send. */
  multisend_send: handle(api.user_msrv.multisend_send, async ({ item_id, account_ids, idempotency_key }, ctx) => {
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      const repeat = async () =>
        q.kysely
          .selectFrom("multisend_posts")
          .select("id")
          .where("uid", "=", uid)
          .where("idempotency_key", "=", idempotency_key)
          .executeTakeFirst();
      const earlier = await repeat();
      if (earlier) return (await readPosts(q, [earlier.id]))[0] as MultisendPost;
      const item = await q.kysely
        .selectFrom("articles")
        .select(["id", "author_uid", "status", "article_type", "title", "cover_url"])
        .where("id", "=", item_id)
        .executeTakeFirst();
      if (!item || item.status === "deleted") throw new GatewayError(Code.NotFound);
      if (item.author_uid !== uid) throw new GatewayError(Code.PermissionDenied);
      if (item.status !== "online") throw new GatewayError(Code.MultisendItemNotPublished);
      const accounts = await q.kysely
        .selectFrom("multisend_accounts")
        .select(["id", "network", "status"])
        .where("id", "in", account_ids)
        .where("uid", "=", uid)
        .where("deleted_at", "is", null)
        .orderBy("id")
        .execute();
      if (accounts.length !== account_ids.length) throw new GatewayError(Code.NotFound);
      if (accounts.some((account) => account.status !== "active")) throw new GatewayError(Code.MultisendNeedsReconnect);
      const origin = ctx.config.PUBLIC_ORIGIN;
      const post = await q.kysely
        .insertInto("multisend_posts")
        .values({
          uid,
          article_id: item.id,
          idempotency_key,
          title: item.title,
          link: itemLink(origin, item),
          cover_url: absoluteUrl(origin, item.cover_url),
        })
        .onConflict((oc) => oc.columns(["uid", "idempotency_key"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      // A concurrent double click inserted it first: answer that send.
      const postId = post?.id ?? (await repeat())?.id;
      if (postId === undefined) throw new GatewayError(Code.NotFound);
      if (post) {
        const targets = await q.kysely
          .insertInto("multisend_targets")
          .values(accounts.map((account) => ({ post_id: post.id, account_id: account.id, network: account.network })))
          .returning(["id", "job_seq"])
          .execute();
        for (const target of targets) {
          await queueDelivery(ctx, q, { target_id: target.id, seq: target.job_seq });
        }
      }
      return (await readPosts(q, [postId]))[0] as MultisendPost;
    });
  }),

  multisend_post_list: handle(api.user_msrv.multisend_post_list, async ({ page, page_size }, ctx) => {
    const uid = ctx.session.uid;
    const [ids, total] = await Promise.all([
      ctx.db.kysely
        .selectFrom("multisend_posts")
        .select("id")
        .where("uid", "=", uid)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .$call(onePage({ page, page_size }))
        .execute(),
      ctx.db.kysely
        .selectFrom("multisend_posts")
        .select(sql<number>`count(*)::int`.as("total"))
        .where("uid", "=", uid)
        .executeTakeFirstOrThrow(),
    ]);
    const list = await readPosts(
      ctx.db,
      ids.map((row) => row.id),
    );
    return paged(list, total.total, { page, page_size });
  }),
};
