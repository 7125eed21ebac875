import { api, Code, GatewayError, type UserInfo } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import { toUserInfo, USER_COLUMNS } from "./users.js";

type ProfileFields = Partial<Record<"nickname" | "bio" | "email" | "avatar_url", string>>;

/** Writes the given profile fields in one statement and answers the updated user. */
async function saveProfile(ctx: CallContext<"required">, fields: ProfileFields): Promise<UserInfo> {
  const row = await ctx.db.kysely
    .updateTable("users")
    .set({ ...fields, updated_at: sql<Date>`now()` })
    .where("uid", "=", ctx.session.uid)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
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
