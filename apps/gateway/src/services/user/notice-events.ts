/** The notice a follow writes (docs/notices.md, "Where events come from"), in the follow's transaction. */
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

/**
 * `follower` followed `followee`: the followee hears of it. The target is the followee's own
 * page, the same for every follower, so follows group into one item while unread.
 */
export async function noticeFollow(q: Queryable, follower: number, followee: number): Promise<void> {
  const user = await q.kysely
    .selectFrom("users")
    .select(["uid", "nickname"])
    .where("uid", "=", followee)
    .executeTakeFirstOrThrow();
  const target = { type: "user", id: user.uid, title: user.nickname, url: `/my?uid=${user.uid}` };
  await notify(q, { kind: "follow", to: followee, actor: follower, target });
}
