import { z } from "zod";
import { LIMITS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { avatarUrlProblem, bioProblem, emailProblem, nicknameProblem } from "../rules/profile.js";
import { noInput, walletAddress } from "./common.js";
import { defineAction, returns } from "./define.js";
import { ruled } from "./rule-schema.js";

/** A user as other people see them: no e-mail. */
export interface AuthorBrief {
  uid: number;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
}

/** A user as they see themselves, and as sign-in answers them. */
export interface AuthorInfo extends AuthorBrief {
  bio: string;
  email: string;
}

export interface UserInfo extends AuthorInfo {
  created_at: string;
}

export interface LoginResult {
  AccessToken: string;
  RefreshToken: string;
  uid: number;
  authorInfo: AuthorInfo;
}

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
}

export interface PrivilegeEntry {
  privilege_code: string;
  /** 1: a counter that grants when above 0; 2: a flag that grants when 1. */
  privilege_typedata: number;
  val: number;
}

export interface PrivilegeInfo extends PrivilegeEntry {
  granted: boolean;
}

const nickname = ruled(nicknameProblem, { required: null, tooLong: null });
const bio = ruled(bioProblem, { tooLong: null });
const email = ruled(emailProblem, { format: null });
const avatarUrl = ruled(avatarUrlProblem, { format: null });

/** A profile write answers 804111 when the account row is gone. */
const PROFILE_WRITE = [Code.UserInfoError];
/** Sign-in calls refuse another chain (3010); their `signIn` limit answers 1010. */
const SIGN_IN = [Code.WrongChain];

/** Sign-in, session and profile of `user_msrv`. */
export const user = {
  login_nonce: defineAction({
    auth: "none",
    input: z.object({ wallet_addr: walletAddress, chain_id: z.coerce.number().int().positive() }),
    output: returns<{ nonce: string; message: string }>(),
    codes: SIGN_IN,
    limit: "signIn",
  }),
  metamask_login: defineAction({
    auth: "none",
    input: z.object({
      wallet_addr: walletAddress,
      message: z.string().min(1).max(LIMITS.signInMessageMaxChars),
      signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    }),
    output: returns<LoginResult>(),
    codes: [...SIGN_IN, Code.LoginMessageInvalid, Code.BadWalletSignature, Code.AccountRejected],
    limit: "signIn",
  }),
  /** Rotates the refresh token sent in the `RefreshToken` header (1000 when it is not valid). */
  refresh: defineAction({
    auth: "none",
    input: noInput,
    output: returns<TokenPair>(),
    codes: [Code.ClearSession],
  }),
  /** Ends the sign-in of the session sent (access or refresh token) on every gateway instance. */
  logout: defineAction({
    auth: "optional",
    input: noInput,
    output: returns<{ ok: true }>(),
    codes: [],
  }),
  userinfo: defineAction({
    auth: "required",
    input: noInput,
    output: returns<UserInfo>(),
    codes: [Code.UserInfoError, Code.AccountRejected],
  }),
  set_nickname: defineAction({
    auth: "required",
    input: z.object({ nickname }),
    output: returns<UserInfo>(),
    codes: PROFILE_WRITE,
  }),
  set_email: defineAction({
    auth: "required",
    input: z.object({ email }),
    output: returns<UserInfo>(),
    codes: PROFILE_WRITE,
  }),
  set_avatar: defineAction({
    auth: "required",
    input: z.object({ avatar_url: avatarUrl }),
    output: returns<UserInfo>(),
    codes: PROFILE_WRITE,
  }),
  set_bio: defineAction({
    auth: "required",
    input: z.object({ bio }),
    output: returns<UserInfo>(),
    codes: PROFILE_WRITE,
  }),
  set_profile: defineAction({
    auth: "required",
    input: z
      .object({ nickname, bio, email, avatar_url: avatarUrl })
      .partial()
      .refine((value) => Object.keys(value).length > 0),
    output: returns<UserInfo>(),
    codes: PROFILE_WRITE,
  }),
  user_privilege_list: defineAction({
    auth: "required",
    input: noInput,
    output: returns<PrivilegeEntry[]>(),
    codes: [],
  }),
  user_privilege_info: defineAction({
    auth: "required",
    input: z.object({ privilege_code: z.string().trim().min(1).max(LIMITS.privilegeCodeMaxChars) }),
    output: returns<PrivilegeInfo>(),
    codes: [Code.NotFound],
  }),
};
