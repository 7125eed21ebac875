import type { AuthorInfo, UserInfo } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";

/** The columns of a user that the account calls answer. */
export const USER_COLUMNS = [
  "uid",
  "wallet_addr",
  "nickname",
  "avatar_url",
  "bio",
  "email",
  "status",
  "created_at",
] as const;

/** A user as `USER_COLUMNS` select it; `created_at` is ISO-8601 text once it has been cached. */
export interface UserRow {
  uid: number;
  wallet_addr: string;
  nickname: string;
  avatar_url: string;
  bio: string;
  email: string;
  status: number;
  created_at: Date | string;
}

export function toAuthorInfo(row: UserRow): AuthorInfo {
  return {
    uid: row.uid,
    nickname: row.nickname,
    avatar_url: row.avatar_url,
    wallet_addr: row.wallet_addr,
    bio: row.bio,
    email: row.email,
  };
}

export function toUserInfo(row: UserRow): UserInfo {
  const created = row.created_at;
  // Object.assign on the fresh object, not `{ ...spread, more }`: see docs/decisions.md (object spread).
  return Object.assign(toAuthorInfo(row), {
    created_at: typeof created === "string" ? created : created.toISOString(),
  });
}

/** A user by uid, its time already as ISO-8601 text (the form kept in the user cache). */
export async function findUser(q: Queryable, uid: number): Promise<UserRow | undefined> {
  const row = await q.kysely.selectFrom("users").select(USER_COLUMNS).where("uid", "=", uid).executeTakeFirst();
  return row && Object.assign(row, { created_at: row.created_at.toISOString() });
}

/** The short form used as a first nickname: first 4 and last 4 characters of the address. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
