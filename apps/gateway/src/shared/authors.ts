import type { AuthorBrief } from "@icms/protocol";

/** The author brief every item shows, from the user columns its query joined. */
export function authorOf(
  row: { author_uid?: number; nickname: string; avatar_url: string; wallet_addr: string },
  uid: number,
): AuthorBrief {
  return { uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr };
}
