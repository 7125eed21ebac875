import { z } from "zod";
import { LIMITS } from "../constants.js";
import { defineAction, returns } from "./define.js";
import { walletAddress } from "./common.js";

export interface AuthorInfo {
  uid: number;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
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

const nickname = z.string().trim().min(1).max(LIMITS.nicknameMaxChars);
const bio = z.string().trim().max(LIMITS.bioMaxChars);
const email = z.union([z.literal(""), z.email().max(LIMITS.emailMaxChars)]);
const avatarUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^https?:\/\//.test(value) || value.startsWith("/uploads/"));

export const user = {
  login_nonce: defineAction({
    group: "user_msrv",
    name: "login_nonce",
    auth: "none",
    input: z.object({ wallet_addr: walletAddress, chain_id: z.coerce.number().int().positive() }),
    output: returns<{ nonce: string; message: string }>(),
  }),
  metamask_login: defineAction({
    group: "user_msrv",
    name: "metamask_login",
    auth: "none",
    input: z.object({
      wallet_addr: walletAddress,
      message: z.string().min(1).max(4_000),
      signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    }),
    output: returns<LoginResult>(),
  }),
  /** Rotates the refresh token sent in the `RefreshToken` header. */
  refresh: defineAction({
    group: "user_msrv",
    name: "refresh",
    auth: "none",
    input: z.object({}).default({}),
    output: returns<TokenPair>(),
  }),
  /** Ends the session: the refresh token in the header stops working. */
  logout: defineAction({
    group: "user_msrv",
    name: "logout",
    auth: "none",
    input: z.object({}).default({}),
    output: returns<{ ok: true }>(),
  }),
  userinfo: defineAction({
    group: "user_msrv",
    name: "userinfo",
    auth: "required",
    input: z.object({}).default({}),
    output: returns<UserInfo>(),
  }),
  set_nickname: defineAction({
    group: "user_msrv",
    name: "set_nickname",
    auth: "required",
    input: z.object({ nickname }),
    output: returns<UserInfo>(),
  }),
  set_email: defineAction({
    group: "user_msrv",
    name: "set_email",
    auth: "required",
    input: z.object({ email }),
    output: returns<UserInfo>(),
  }),
  set_avatar: defineAction({
    group: "user_msrv",
    name: "set_avatar",
    auth: "required",
    input: z.object({ avatar_url: avatarUrl }),
    output: returns<UserInfo>(),
  }),
  set_bio: defineAction({
    group: "user_msrv",
    name: "set_bio",
    auth: "required",
    input: z.object({ bio }),
    output: returns<UserInfo>(),
  }),
  set_profile: defineAction({
    group: "user_msrv",
    name: "set_profile",
    auth: "required",
    input: z
      .object({ nickname, bio, email, avatar_url: avatarUrl })
      .partial()
      .refine((value) => Object.keys(value).length > 0),
    output: returns<UserInfo>(),
  }),
  user_privilege_list: defineAction({
    group: "user_msrv",
    name: "user_privilege_list",
    auth: "required",
    input: z.object({}).default({}),
    output: returns<PrivilegeEntry[]>(),
  }),
  user_privilege_info: defineAction({
    group: "user_msrv",
    name: "user_privilege_info",
    auth: "required",
    input: z.object({ privilege_code: z.string().trim().min(1).max(64) }),
    output: returns<PrivilegeInfo>(),
  }),
};
