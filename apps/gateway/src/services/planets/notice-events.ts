/**
 * The notices planets write (docs/notices.md, "Where events come from"): a reply in a topic, the
 * people a topic or reply mentions, a like for the topic's author, a new topic for the planet's
 * members, a new member for the owner. Each is written in the change's transaction, or by a job sent in it.
 */
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { forgetNoticeTarget, type NoticeTargetRef, notify } from "../notices/public.js";
import { mentionedUsers } from "../user/public.js";

/** Members told of a new topic per `notify` call (one statement each), all in one transaction. */
const MEMBER_BATCH = 500;

const topicUrl = (circleId: number, topicId: number) => `/appsocial/social_index/${circleId}?topic_id=${topicId}`;

const topicOf = (q: Queryable, topicId: number) =>
  q.kysely
    .selectFrom("planet_topics")
    .select(["id", "circle_id", "author_uid", "name", "intro", "content"])
    .where("id", "=", topicId)
    .executeTakeFirst();

/** A topic's text as people read it: its name, intro and content without the markup. */
const topicText = (topic: { name: string; intro: string; content: string }) =>
  `${topic.name}\n${topic.intro}\n${topic.content.replace(/<[^>]*>/g, " ")}`;

/**
 * A comment in a topic: the topic's author gets `reply`, each person it mentions `mention` (the
 * author only the one). The target is the comment, shown with the topic's name and page, so that
 * deleting the comment retires its notices; muting the topic silences both.
 */
export async function noticeTopicComment(
  q: Queryable,
  topicId: number,
  comment: { id: number; uid: number; content: string },
): Promise<void> {
  const topic = await topicOf(q, topicId);
  if (!topic) return;
  const target = { type: "topic_comment", id: comment.id, title: topic.name, url: topicUrl(topic.circle_id, topic.id) };
  const thread = { type: "topic", id: topic.id } as const;
  await notify(q, { kind: "reply", to: topic.author_uid, actor: comment.uid, target, thread });
  const mentioned = (await mentionedUsers(q, comment.content)).filter((uid) => uid !== topic.author_uid);
  if (mentioned.length > 0) await notify(q, { kind: "mention", to: mentioned, actor: comment.uid, target, thread });
}

/** A deleted comment's notices say so (and stop counting as unread). */
export const forgetTopicComment = (q: Queryable, commentId: number) =>
  forgetNoticeTarget(q, { type: "topic_comment", id: commentId });

/** A deleted topic's notices (its new-topic and mention notices) say so. */
export const forgetTopic = (q: Queryable, topicId: number) => forgetNoticeTarget(q, { type: "topic", id: topicId });

/**
 * A new topic: the people it mentions are told at once, in the topic's transaction; its planet's
 * members by the job `planets.notify-topic` sent in it, since a planet may have many.
 */
export async function noticeNewTopic(app: Pick<AppContext, "jobs">, q: Queryable, topicId: number): Promise<void> {
  const topic = await topicOf(q, topicId);
  if (!topic) return;
  const mentioned = await mentionedUsers(q, topicText(topic));
  if (mentioned.length > 0) {
    await notify(q, {
      kind: "mention",
      to: mentioned,
      actor: topic.author_uid,
      target: { type: "topic", id: topic.id, title: topic.name, url: topicUrl(topic.circle_id, topic.id) },
      thread: { type: "planet", id: topic.circle_id },
    });
  }
  await app.jobs.send(q, "planets.notify-topic", { topic_id: topic.id });
}

/**
 * The job: every member of the topic's planet but its author (and those it mentioned, told
 * already) gets `planet_topic`, in one transaction so a retry does not tell anyone twice. A topic
 * deleted before the job ran tells nobody. Muting the planet silences it.
 */
export async function notifyTopicMembers(app: Pick<AppContext, "db">, topicId: number): Promise<void> {
  await app.db.tx(async (q) => {
    const topic = await topicOf(q, topicId);
    if (!topic) return;
    const told = new Set(await mentionedUsers(q, topicText(topic)));
    const target: NoticeTargetRef = {
      type: "topic",
      id: topic.id,
      title: topic.name,
      url: topicUrl(topic.circle_id, topic.id),
    };
    let after = 0;
    for (;;) {
      const rows = await q.kysely
        .selectFrom("planet_members")
        .select("uid")
        .where("circle_id", "=", topic.circle_id)
        .where("uid", ">", after)
        .orderBy("uid")
        .limit(MEMBER_BATCH)
        .execute();
      if (rows.length === 0) return;
      after = rows[rows.length - 1]?.uid ?? after;
      const to = rows.map((row) => row.uid).filter((uid) => uid !== topic.author_uid && !told.has(uid));
      if (to.length > 0) {
        await notify(q, {
          kind: "planet_topic",
          to,
          actor: topic.author_uid,
          target,
          thread: { type: "planet", id: topic.circle_id },
        });
      }
    }
  });
}

/** Someone joined: the planet's owner hears of it, grouped per planet while unread. */
export async function noticeJoin(q: Queryable, circleId: number, uid: number): Promise<void> {
  const planet = await q.kysely
    .selectFrom("planets")
    .select(["id", "owner_uid", "name"])
    .where("id", "=", circleId)
    .executeTakeFirstOrThrow();
  await notify(q, {
    kind: "planet_joined",
    to: planet.owner_uid,
    actor: uid,
    target: { type: "planet", id: planet.id, title: planet.name, url: `/appsocial/circle_userlist/${planet.id}` },
    thread: { type: "planet", id: planet.id },
  });
}

/** A like of a topic: its author hears of it, grouped per topic while unread. */
export async function noticeTopicLike(q: Queryable, topicId: number, uid: number): Promise<void> {
  const topic = await topicOf(q, topicId);
  if (!topic) return;
  await notify(q, {
    kind: "like",
    to: topic.author_uid,
    actor: uid,
    target: { type: "topic", id: topic.id, title: topic.name, url: topicUrl(topic.circle_id, topic.id) },
    thread: { type: "topic", id: topic.id },
  });
}
