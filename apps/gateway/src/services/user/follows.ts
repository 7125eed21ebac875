import { api, Code, GatewayError, type Paged, type PublicUser } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";

interface PublicUserRow {
  uid: number;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
  bio: string;
  created_at: Date | string;
  is_follow: boolean;
}

const toPublicUser = (row: PublicUserRow): PublicUser => ({
  uid: row.uid,
  nickname: row.nickname,
  avatar_url: row.avatar_url,
  wallet_addr: row.wallet_addr,
  bio: row.bio,
  created_at: new Date(row.created_at).toISOString(),
  is_follow: row.is_follow,
});

/** `u` is the listed user; `viewer` the caller's uid parameter (0 when anonymous). */
const userColumns = (viewer: string) => `u.uid, u.nickname, u.avatar_url, u.wallet_addr, u.bio, u.created_at,
  EXISTS (SELECT 1 FROM user_follows v WHERE v.follower_uid = ${viewer} AND v.followee_uid = u.uid) AS is_follow`;

async function existingUser(q: Queryable, uid: number): Promise<void> {
  if (!(await one(q, "SELECT 1 FROM users WHERE uid = $1", [uid]))) throw new GatewayError(Code.NotFound);
}

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
    direction === "following" ? ["follower_uid", "followee_uid"] : ["followee_uid", "follower_uid"];
  const rows = await ctx.db.query<PublicUserRow>(
    `SELECT ${userColumns("$2")} FROM user_follows f JOIN users u ON u.uid = f.${theirs}
     WHERE f.${mine} = $1 ORDER BY f.created_at DESC, u.uid DESC LIMIT $3 OFFSET $4`,
    [subject, ctx.session?.uid ?? 0, params.page_size, (params.page - 1) * params.page_size],
  );
  const total = await one<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM user_follows WHERE ${mine} = $1`, [
    subject,
  ]);
  return { list: rows.map(toPublicUser), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
}

export const followHandlers = {
  user_follow_info: handle(api.user_msrv.user_follow_info, async (params, ctx) => {
    const row = await one<PublicUserRow & { follow_count: number; fans_count: number; is_fans: boolean }>(
      ctx.db,
      `SELECT ${userColumns("$2")},
         (SELECT count(*)::int FROM user_follows WHERE follower_uid = u.uid) AS follow_count,
         (SELECT count(*)::int FROM user_follows WHERE followee_uid = u.uid) AS fans_count,
         EXISTS (SELECT 1 FROM user_follows WHERE follower_uid = u.uid AND followee_uid = $2) AS is_fans
       FROM users u WHERE u.uid = $1`,
      [params.uid, ctx.session?.uid ?? 0],
    );
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
      const removed = await q.query(
        "DELETE FROM user_follows WHERE follower_uid = $1 AND followee_uid = $2 RETURNING followee_uid",
        [me, params.uid],
      );
      const following = removed.length === 0;
      if (following) {
        await q.query("INSERT INTO user_follows (follower_uid, followee_uid) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
          me,
          params.uid,
        ]);
      }
      const fans = await one<{ n: number }>(q, "SELECT count(*)::int AS n FROM user_follows WHERE followee_uid = $1", [
        params.uid,
      ]);
      return {
        is_follow: following,
        status_code: following ? Code.Followed : Code.Unfollowed,
        follow_count: fans?.n ?? 0,
      };
    });
  }),

  user_folllow_list: handle(api.user_msrv.user_folllow_list, (params, ctx) => followList(ctx, "following", params)),
  user_fans_list: handle(api.user_msrv.user_fans_list, (params, ctx) => followList(ctx, "fans", params)),

  latest_reg_user: handle(api.user_msrv.latest_reg_user, async (params, ctx) => {
    const rows = await ctx.db.query<PublicUserRow>(
      `SELECT ${userColumns("$1")} FROM users u WHERE u.status = 0 ORDER BY u.created_at DESC, u.uid DESC LIMIT $2`,
      [ctx.session?.uid ?? 0, params.page_size],
    );
    return rows.map(toPublicUser);
  }),
};
