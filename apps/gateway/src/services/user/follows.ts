import { api, Code, GatewayError, type Paged, type PublicUser } from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { DB } from "../../db/schema.js";
import { type CallContext, handle } from "../../context.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeFollow } from "./notice-events.js";

/** Users `u` as lists show them, with whether `viewer` (0 when anonymous) follows each. */
function publicUsers(db: Kysely<DB>, viewer: number) {
  return db.selectFrom("users as u").select((eb) => [
    "u.uid",
    "u.nickname",
    "u.avatar_url",
    "u.wallet_addr",
    "u.bio",
    "u.created_at",
    eb
      .exists(
        eb
          .selectFrom("user_follows as v")
          .select("v.followee_uid")
          .where("v.follower_uid", "=", viewer)
          .whereRef("v.followee_uid", "=", "u.uid"),
      )
      .$castTo<boolean>()
      .as("is_follow"),
  ]);
}

type PublicUserRow = InferResult<ReturnType<typeof publicUsers>>[number];

const toPublicUser = (row: PublicUserRow): PublicUser => ({
  uid: row.uid,
  nickname: row.nickname,
  avatar_url: row.avatar_url,
  wallet_addr: row.wallet_addr,
  bio: row.bio,
  created_at: new Date(row.created_at).toISOString(),
  is_follow: row.is_follow,
});

async function existingUser(q: Queryable, uid: number): Promise<void> {
  const found = await q.kysely.selectFrom("users").select("uid").where("uid", "=", uid).executeTakeFirst();
  if (!found) throw new GatewayError(Code.NotFound);
}

const followers = (q: Queryable, uid: number) =>
  q.kysely
    .selectFrom("user_follows")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("followee_uid", "=", uid)
    .executeTakeFirst();

/** Whom `uid` follows (`following`) or who follows `uid` (`fans`), newest first. */
async function followList(
  ctx: CallContext,
  direction: "following" | "fans",
  params: { uid?: number; page: number; page_size: number },
): Promise<Paged<PublicUser>> {
  const subject = params.uid ?? ctx.session?.uid;
  if (subject === undefined) throw new GatewayError(Code.NotLoggedIn);
  await existingUser(ctx.db, subject);
  const [mine, theirs] =
    direction === "following"
      ? (["f.follower_uid", "f.followee_uid"] as const)
      : (["f.followee_uid", "f.follower_uid"] as const);
  const rows = await publicUsers(ctx.db.kysely, ctx.session?.uid ?? 0)
    .innerJoin("user_follows as f", theirs, "u.uid")
    .where(mine, "=", subject)
    .orderBy("f.created_at", "desc")
    .orderBy("u.uid", "desc")
    .$call(onePage(params))
    .execute();
  const total = await ctx.db.kysely
    .selectFrom("user_follows as f")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(mine, "=", subject)
    .executeTakeFirst();
  return paged(rows.map(toPublicUser), Number(total?.n ?? 0), params);
}

export const followHandlers = {
  user_follow_info: handle(api.user_msrv.user_follow_info, async (params, ctx) => {
    const viewer = ctx.session?.uid ?? 0;
    const row = await publicUsers(ctx.db.kysely, viewer)
      .select([
        sql<number>`(SELECT count(*)::int FROM user_follows WHERE follower_uid = u.uid)`.as("follow_count"),
        sql<number>`(SELECT count(*)::int FROM user_follows WHERE followee_uid = u.uid)`.as("fans_count"),
        sql<boolean>`EXISTS (SELECT 1 FROM user_follows WHERE follower_uid = u.uid AND followee_uid = ${viewer})`.as(
          "is_fans",
        ),
      ])
      .where("u.uid", "=", params.uid)
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    const { created_at: _created, ...info } = toPublicUser(row);
    return Object.assign(info, { follow_count: row.follow_count, fans_count: row.fans_count, is_fans: row.is_fans });
  }),

  /** Follows a user, or unfollows when already following (status_code 3007 / 3008); 801111 oneself. */
  user_follow_save: handle(api.user_msrv.user_follow_save, (params, ctx) => {
    const me = ctx.session.uid;
    if (params.uid === me) throw new GatewayError(Code.CannotFollowOwn);
    return ctx.db.tx(async (q) => {
      await existingUser(q, params.uid);
      // One toggle of a pair at a time: two at once would both find no follow and both follow,
      // where one after the other they follow and unfollow.
      await sql`SELECT pg_advisory_xact_lock(hashtext('user_follows'), hashtext(${`${me}:${params.uid}`}))`.execute(
        q.kysely,
      );
      const removed = await q.kysely
        .deleteFrom("user_follows")
        .where("follower_uid", "=", me)
        .where("followee_uid", "=", params.uid)
        .returning("followee_uid")
        .executeTakeFirst();
      const following = removed === undefined;
      if (following) {
        await q.kysely
          .insertInto("user_follows")
          .values({ follower_uid: me, followee_uid: params.uid })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await noticeFollow(q, me, params.uid);
      }
      return {
        is_follow: following,
        status_code: following ? Code.Followed : Code.Unfollowed,
        follow_count: Number((await followers(q, params.uid))?.n ?? 0),
      };
    });
  }),

  user_folllow_list: handle(api.user_msrv.user_folllow_list, (params, ctx) => followList(ctx, "following", params)),
  user_fans_list: handle(api.user_msrv.user_fans_list, (params, ctx) => followList(ctx, "fans", params)),

  latest_reg_user: handle(api.user_msrv.latest_reg_user, async (params, ctx) => {
    const rows = await publicUsers(ctx.db.kysely, ctx.session?.uid ?? 0)
      .where("u.status", "=", 0)
      .orderBy("u.created_at", "desc")
      .orderBy("u.uid", "desc")
      .limit(params.page_size)
      .execute();
    return rows.map(toPublicUser);
  }),
};
