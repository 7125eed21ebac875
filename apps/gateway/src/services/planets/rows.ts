import {
  type CircleType,
  Code,
  GatewayError,
  type GateKind,
  type PlanetSummary,
  type PlanetViewer,
  type Topic,
  type TopicAttachment,
  type TopicComment,
} from "@icms/protocol";
import { type InferResult, type Kysely, sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { DB } from "../../db/schema.js";
import { authorOf } from "../../shared/authors.js";
import { iso } from "../../shared/dates.js";
import type { GatedPlanet } from "./gate.js";

/** Planets `p` with their owner `u` and whether `uid` is a member (`false` for nobody). */
export function planetRows(db: Kysely<DB>, uid: number | undefined) {
  return db
    .selectFrom("planets as p")
    .innerJoin("users as u", "u.uid", "p.owner_uid")
    .select([
      "p.id",
      "p.owner_uid",
      "p.name",
      "p.icon_url",
      "p.introduction",
      "p.tags",
      "p.circle_type",
      "p.is_public",
      "p.gate_kind",
      "p.gate_amount",
      "p.member_count",
      "p.topic_count",
      "p.created_at",
      "p.updated_at",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
      sql<boolean>`exists (select 1 from planet_members m where m.circle_id = p.id and m.uid = ${uid ?? 0})`.as(
        "is_joined",
      ),
    ]);
}
export type PlanetRow = InferResult<ReturnType<typeof planetRows>>[number];

/** The viewer's standing from membership and the public flag (the gate is judged when posting). */
export function viewerOf(row: Pick<PlanetRow, "owner_uid" | "is_public" | "is_joined">, uid: number | undefined) {
  const is_owner = uid !== undefined && row.owner_uid === uid;
  const is_joined = uid !== undefined && (row.is_joined || is_owner);
  return { is_owner, is_joined, can_post: is_owner || (is_joined && row.is_public), can_comment: is_joined };
}

export function toPlanetSummary(row: PlanetRow, viewer: PlanetViewer): PlanetSummary {
  return {
    circle_id: row.id,
    name: row.name,
    icon_url: row.icon_url,
    introduction: row.introduction,
    tags: row.tags,
    circle_type: row.circle_type as CircleType,
    is_public: row.is_public ? 1 : 0,
    gate_kind: row.gate_kind as GateKind,
    gate_amount: row.gate_amount === null ? null : String(row.gate_amount),
    owner: authorOf(row, row.owner_uid),
    member_count: row.member_count,
    topic_count: row.topic_count,
    created_at: iso(row.created_at),
    viewer,
  };
}

/**
 * What posting and joining judge a planet on (802007 when it is gone), locked for the
 * transaction when `lock`: joining, leaving and deleting lock it; a post locks it only when it
 * counts itself, after the posting limit, so refused posts never wait for one another.
 */
export async function readPlanet(
  q: Queryable,
  circleId: number,
  lock = true,
): Promise<GatedPlanet & { is_public: boolean }> {
  const query = q.kysely
    .selectFrom("planets")
    .select(["id", "owner_uid", "is_public", "gate_kind", "gate_amount"])
    .where("id", "=", circleId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new GatewayError(Code.SocialNotExists);
  return {
    id: row.id,
    owner_uid: row.owner_uid,
    is_public: row.is_public,
    gate_kind: row.gate_kind as GateKind,
    gate_amount: row.gate_amount === null ? null : String(row.gate_amount),
  };
}

export async function isMember(q: Queryable, circleId: number, uid: number): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("planet_members")
    .select("uid")
    .where("circle_id", "=", circleId)
    .where("uid", "=", uid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Topics `t` with their planet `p` and author `u`, as the caller `uid` sees them. */
export function topicRows(db: Kysely<DB>, uid: number | undefined) {
  const me = uid ?? 0;
  return db
    .selectFrom("planet_topics as t")
    .innerJoin("planets as p", "p.id", "t.circle_id")
    .innerJoin("users as u", "u.uid", "t.author_uid")
    .select([
      "t.id",
      "t.circle_id",
      "t.author_uid",
      "t.name",
      "t.icon_url",
      "t.intro",
      "t.content",
      "t.image_urls",
      "t.video_url",
      "t.attachments",
      "t.like_count",
      "t.comment_count",
      "t.created_at",
      "p.name as circle_name",
      "p.icon_url as circle_icon_url",
      "p.owner_uid",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
      sql<boolean>`exists (select 1 from planet_likes l where l.topic_id = t.id and l.uid = ${me})`.as("is_liked"),
    ]);
}
type TopicRow = InferResult<ReturnType<typeof topicRows>>[number];

export function toTopic(row: TopicRow, uid: number | undefined): Topic {
  return {
    topic_id: row.id,
    circle_id: row.circle_id,
    circle_name: row.circle_name,
    circle_icon_url: row.circle_icon_url,
    name: row.name,
    icon_url: row.icon_url,
    intro: row.intro,
    content: row.content,
    image_urls: row.image_urls,
    video_url: row.video_url,
    attachments: row.attachments as unknown as TopicAttachment[],
    author: authorOf(row, row.author_uid),
    like_count: row.like_count,
    comment_count: row.comment_count,
    created_at: iso(row.created_at),
    is_liked: row.is_liked,
    can_delete: uid !== undefined && (row.author_uid === uid || row.owner_uid === uid),
  };
}

/** Comments `c` with their author `u` and the owner of their planet. */
export function commentRows(db: Kysely<DB>) {
  return db
    .selectFrom("planet_comments as c")
    .innerJoin("planet_topics as t", "t.id", "c.topic_id")
    .innerJoin("planets as p", "p.id", "t.circle_id")
    .innerJoin("users as u", "u.uid", "c.author_uid")
    .select([
      "c.id",
      "c.topic_id",
      "c.author_uid",
      "c.content",
      "c.created_at",
      "p.owner_uid",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
    ]);
}
type CommentRow = InferResult<ReturnType<typeof commentRows>>[number];

export function toComment(row: CommentRow, uid: number | undefined): TopicComment {
  return {
    comment_id: row.id,
    topic_id: row.topic_id,
    content: row.content,
    author: authorOf(row, row.author_uid),
    created_at: iso(row.created_at),
    can_delete: uid !== undefined && (row.author_uid === uid || row.owner_uid === uid),
  };
}
