import { Code, GatewayError, type NoticeMute, type NoticeMuteType } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { iso } from "../../shared/dates.js";

/**
 * Where each kind of thread keeps its title: videos and wiki entries are articles (a wiki entry's
 * id is its article's), a planet's topics and planets have names.
 */
const TITLE_SOURCES: Record<NoticeMuteType, { table: string; column: string }> = {
  article: { table: "articles", column: "title" },
  video: { table: "articles", column: "title" },
  wiki: { table: "articles", column: "title" },
  topic: { table: "planet_topics", column: "name" },
  planet: { table: "planets", column: "name" },
  course: { table: "courses", column: "name" },
  proposal: { table: "dao_proposals", column: "title" },
};

/**
 * The title a mute shows: the thread's own, or, when it is gone, the one a notification of the
 * caller's named it by. Neither: the thread does not exist for him (3002).
 */
async function titleOf(q: Queryable, uid: number, type: NoticeMuteType, id: number): Promise<string> {
  const source = TITLE_SOURCES[type];
  const own = await sql<{ title: string }>`
    SELECT ${sql.ref(source.column)} AS title FROM ${sql.table(source.table)} WHERE id = ${id}`.execute(q.kysely);
  if (own.rows[0]) return own.rows[0].title;
  const named = await q.kysely
    .selectFrom("notices")
    .select("target_title")
    .where("uid", "=", uid)
    .where("target_type", "=", type)
    .where("target_id", "=", id)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (named) return named.target_title;
  throw new GatewayError(Code.NotFound);
}

/** The caller's mutes, newest first. */
export async function mutesOf(q: Queryable, uid: number): Promise<NoticeMute[]> {
  const rows = await q.kysely
    .selectFrom("notice_mutes")
    .select(["type", "id", "title", "created_at"])
    .where("uid", "=", uid)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    type: r.type as NoticeMuteType,
    id: Number(r.id),
    title: r.title,
    created_at: iso(r.created_at),
  }));
}

/** Mutes one thread or planet for `uid` (again: nothing changes), or unmutes it. */
export async function setMute(
  q: Queryable,
  uid: number,
  type: NoticeMuteType,
  id: number,
  muted: boolean,
): Promise<void> {
  if (!muted) {
    await q.kysely
      .deleteFrom("notice_mutes")
      .where("uid", "=", uid)
      .where("type", "=", type)
      .where("id", "=", id)
      .execute();
    return;
  }
  const title = await titleOf(q, uid, type, id);
  await q.kysely
    .insertInto("notice_mutes")
    .values({ uid, type, id, title })
    .onConflict((oc) => oc.columns(["uid", "type", "id"]).doNothing())
    .execute();
}
