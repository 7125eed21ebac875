import { api, Code, GatewayError, type UserInfo } from "@icms/protocol";
import { one } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import { toUserInfo, USER_COLUMNS, type UserRow } from "./users.js";

type ProfileFields = Partial<Record<"nickname" | "bio" | "email" | "avatar_url", string>>;

/** Writes the given profile fields in one statement and answers the updated user. */
async function saveProfile(ctx: CallContext<"required">, fields: ProfileFields): Promise<UserInfo> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const row = await one<UserRow>(
    ctx.db,
    `UPDATE users SET ${sets.join(", ")}, updated_at = now() WHERE uid = $1 RETURNING ${USER_COLUMNS}`,
    [ctx.session.uid, ...entries.map(([, value]) => value)],
  );
  if (!row) throw new GatewayError(Code.UserInfoError);
  await ctx.users.invalidate(ctx.session.uid);
  return toUserInfo(row);
}

export const profileHandlers = {
  userinfo: handle(api.user_msrv.userinfo, async (_params, ctx) => {
    const row = await ctx.users.get(ctx.session.uid);
    if (!row) throw new GatewayError(Code.UserInfoError);
    if (row.status !== 0) throw new GatewayError(Code.AccountRejected);
    return toUserInfo(row);
  }),
  set_nickname: handle(api.user_msrv.set_nickname, (params, ctx) => saveProfile(ctx, params)),
  set_email: handle(api.user_msrv.set_email, (params, ctx) => saveProfile(ctx, params)),
  set_avatar: handle(api.user_msrv.set_avatar, (params, ctx) => saveProfile(ctx, params)),
  set_bio: handle(api.user_msrv.set_bio, (params, ctx) => saveProfile(ctx, params)),
  set_profile: handle(api.user_msrv.set_profile, (params, ctx) => saveProfile(ctx, params)),
};
