import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { type Paged, page, pageSize, uid } from "./common.js";
import type { FollowToggle, PublicUser, UserFollowInfo } from "./cms-types.js";
import { defineAction, returns } from "./define.js";

const group = "user_msrv";

/** Who follows whom (part of `user_msrv`). */
export const socialGraph = {
  /** A user's follow counts and how they relate to the caller. */
  user_follow_info: defineAction({
    group,
    name: "user_follow_info",
    auth: "optional",
    input: z.object({ uid }),
    output: returns<UserFollowInfo>(),
  }),
  /** Follows a user, or unfollows when already following (`status_code` 3007 / 3008). */
  user_follow_save: defineAction({
    group,
    name: "user_follow_save",
    auth: "required",
    input: z.object({ uid }),
    output: returns<FollowToggle>(),
  }),
  /** The users `uid` follows (the caller when `uid` is left out). The spec's spelling. */
  user_folllow_list: defineAction({
    group,
    name: "user_folllow_list",
    auth: "optional",
    input: z.object({ uid: uid.optional(), page, page_size: pageSize }),
    output: returns<Paged<PublicUser>>(),
  }),
  /** The users who follow `uid` (the caller when `uid` is left out). */
  user_fans_list: defineAction({
    group,
    name: "user_fans_list",
    auth: "optional",
    input: z.object({ uid: uid.optional(), page, page_size: pageSize }),
    output: returns<Paged<PublicUser>>(),
  }),
  /** The newest sign-ups. */
  latest_reg_user: defineAction({
    group,
    name: "latest_reg_user",
    auth: "optional",
    input: z
      .object({ page_size: z.coerce.number().int().min(1).max(CONTENT_LIMITS.latestUsersMax).default(10) })
      .default({ page_size: 10 }),
    output: returns<PublicUser[]>(),
  }),
};
