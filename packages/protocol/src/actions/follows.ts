import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize, uid } from "./common.js";
import { defineAction, returns } from "./define.js";
import type { AuthorBrief } from "./user.js";

/**
 * A follow toggle's outcome. `status_code` says which way it went with the catalogue's codes
 * (3007/3008 for users and tags, 801107/801108 for specials), while the reply's code stays 0.
 */
export interface FollowToggle {
  is_follow: boolean;
  status_code: number;
  /** How many follow the user, tag or special now. */
  follow_count: number;
}

/** A user as user lists show them. */
export interface PublicUser extends AuthorBrief {
  bio: string;
  created_at: string;
  /** Whether the caller follows this user (false when anonymous). */
  is_follow: boolean;
}

export interface UserFollowInfo extends AuthorBrief {
  bio: string;
  /** How many users this user follows. */
  follow_count: number;
  fans_count: number;
  /** The caller follows this user. */
  is_follow: boolean;
  /** This user follows the caller. */
  is_fans: boolean;
}

/** A list of `uid` or, without it, of the caller: 1002 anonymous, 3002 no such user. */
const FOLLOW_LIST = [Code.NotLoggedIn, Code.NotFound];

/** Who follows whom (part of `user_msrv`). */
export const follows = {
  /** A user's follow counts and how they relate to the caller. */
  user_follow_info: defineAction({
    auth: "optional",
    input: z.object({ uid }),
    output: returns<UserFollowInfo>(),
    codes: [Code.NotFound],
  }),
  /** Follows a user, or unfollows when already following (`status_code` 3007 / 3008). */
  user_follow_save: defineAction({
    auth: "required",
    input: z.object({ uid }),
    output: returns<FollowToggle>(),
    codes: [Code.NotFound, Code.CannotFollowOwn],
  }),
  /** The users `uid` follows (the caller when `uid` is left out). The spec's spelling. */
  user_folllow_list: defineAction({
    auth: "optional",
    input: z.object({ uid: uid.optional(), page, page_size: pageSize }),
    output: returns<Paged<PublicUser>>(),
    codes: FOLLOW_LIST,
  }),
  /** The users who follow `uid` (the caller when `uid` is left out). */
  user_fans_list: defineAction({
    auth: "optional",
    input: z.object({ uid: uid.optional(), page, page_size: pageSize }),
    output: returns<Paged<PublicUser>>(),
    codes: FOLLOW_LIST,
  }),
  /** The newest sign-ups. */
  latest_reg_user: defineAction({
    auth: "optional",
    input: z
      .object({ page_size: z.coerce.number().int().min(1).max(CONTENT_LIMITS.latestUsersMax).default(10) })
      .default({ page_size: 10 }),
    output: returns<PublicUser[]>(),
    codes: [],
  }),
};
