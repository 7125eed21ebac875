import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type NoticeEvent, notify } from "./public.js";
import { markAll } from "./reads.js";

const articleUrl = (id: number, type: number) =>
  type === 3
    ? `/appcms/compass_wiki_detail?article_id=${id}`
    : `/appcms/${type === 2 ? "spacex_video_detail" : "spacex_article_detail"}?article_id=${id}&article_type=${type}`;

/**
 * alice's message centre for the demo: a realistic mix over the last days, on her own articles,
 * planet and course where she has them: every other demo user liking one article (one group), comments,
 * a reply and a mention, new followers, review results, an item waiting for her review, a
 * proposal closing, money and the platform's notices. The older half is read, so the badge and
 * the list show both. Development only; draws nothing from the demo's random sequence.
 */
export async function seedNotices(q: Queryable, uids: Map<string, number>, now: Date): Promise<void> {
  const alice = uids.get("alice");
  if (alice === undefined) return;
  const others = [...uids.entries()].filter(([name]) => name !== "alice").map(([, uid]) => uid);
  const by = (name: string, fallback = 0) => uids.get(name) ?? others[fallback] ?? alice;
  const articles = await q.kysely
    .selectFrom("articles")
    .select(["id", "title", "article_type"])
    .where("author_uid", "=", alice)
    .orderBy("id")
    .limit(4)
    .execute();
  if (articles.length === 0) return;
  const article = (i: number) => {
    const a = articles[i % articles.length] ?? articles[0];
    return {
      type: "article",
      id: a?.id ?? 0,
      title: a?.title ?? "",
      url: articleUrl(a?.id ?? 0, a?.article_type ?? 1),
    };
  };
  const thread = (i: number) => ({ type: "article" as const, id: article(i).id });
  const planet = await q.kysely
    .selectFrom("planets")
    .select(["id", "name"])
    .where("owner_uid", "=", alice)
    .limit(1)
    .executeTakeFirst();
  const proposal = await q.kysely
    .selectFrom("dao_proposals")
    .select(["id", "title"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const course = await q.kysely
    .selectFrom("courses")
    .select(["id", "name"])
    .where("author_uid", "=", alice)
    .limit(1)
    .executeTakeFirst();

  // Oldest first: each event is written as it would have happened, then dated below.
  const events: NoticeEvent[] = [
    {
      kind: "announcement",
      to: alice,
      target: { type: "announcement", id: 1, title: "Welcome to the message centre", url: "/" },
    },
    {
      kind: "kol_status",
      to: alice,
      target: { type: "kol", id: alice, title: "alice", url: "/ucenter/kol" },
      data: { status: "approved" },
    },
    { kind: "review_passed", to: alice, target: article(1) },
    {
      kind: "follow",
      to: alice,
      actor: by("bob"),
      target: { type: "user", id: alice, title: "alice", url: `/my?uid=${alice}` },
    },
    {
      kind: "follow",
      to: alice,
      actor: by("carol", 1),
      target: { type: "user", id: alice, title: "alice", url: `/my?uid=${alice}` },
    },
    { kind: "collect", to: alice, actor: by("dave", 2), target: article(2) },
    {
      kind: "settlement_income",
      to: alice,
      target: { type: "income_epoch", id: 1, title: "1", url: "/icmsdao/icms_wallet_dataview" },
      data: { amount: "128.5", token: "ICT" },
    },
    {
      kind: "comment",
      to: alice,
      actor: by("bob"),
      target: article(0),
      thread: thread(0),
      data: { excerpt: "Clear write-up, thanks. Does this hold for optimistic rollups too?" },
    },
    ...others
      .slice(0, 10)
      .map((actor): NoticeEvent => ({ kind: "like", to: alice, actor, target: article(0), thread: thread(0) })),
    {
      kind: "mention",
      to: alice,
      actor: by("mira", 3),
      target: article(2),
      thread: thread(2),
      data: { excerpt: "@alice wrote about this last week" },
    },
    {
      kind: "review_refused",
      to: alice,
      target: article(3),
      data: { reasons: "The sources are missing; The title does not match the content" },
    },
    {
      kind: "withdrawal_ready",
      to: alice,
      target: { type: "withdrawal", id: 1, title: "ICT", url: "/icmsdao/icms_wallet_withdraw" },
      data: { amount: "50", token: "ICT" },
    },
    {
      kind: "review_waiting",
      to: alice,
      target: { type: "review", id: 1, title: "Articles waiting", url: "/icmsdao/icms_dao_autonomy" },
      data: { kind: "article" },
    },
    {
      kind: "reply",
      to: alice,
      actor: by("carol", 1),
      target: article(0),
      thread: thread(0),
      data: { excerpt: "Yes, with a longer challenge window." },
    },
    {
      kind: "follow",
      to: alice,
      actor: by("lena", 4),
      target: { type: "user", id: alice, title: "alice", url: `/my?uid=${alice}` },
    },
  ];
  if (proposal) {
    const target = {
      type: "proposal",
      id: proposal.id,
      title: proposal.title,
      url: `/icmsdao/proposal_detail?id=${proposal.id}`,
    };
    events.push({ kind: "proposal_closing", to: alice, target, thread: { type: "proposal", id: proposal.id } });
  }
  if (planet) {
    const target = {
      type: "planet",
      id: planet.id,
      title: planet.name,
      url: `/appsocial/circle_userlist/${planet.id}`,
    };
    events.push({ kind: "planet_joined", to: alice, actor: by("kenji", 5), target });
    events.push({ kind: "planet_joined", to: alice, actor: by("tomas", 6), target });
  }
  if (course) {
    const target = { type: "course_order", id: course.id, title: course.name, url: "/ucenter/courseorder?as=seller" };
    events.push({ kind: "course_sold", to: alice, actor: by("bob"), target, data: { amount: "20", token: "USDT" } });
  }
  events.push({
    kind: "comment",
    to: alice,
    actor: by("dave", 2),
    target: article(1),
    thread: thread(1),
    data: { excerpt: "Bookmarked for the reading group." },
  });

  for (const event of events) await notify(q, event);
  // Half of them read (one cursor row, as "mark all read" writes it), then the rows dated over
  // the last days, newest last.
  const rows = await q.kysely
    .selectFrom("notices")
    .select(["id", "seq"])
    .where("uid", "=", alice)
    .orderBy("seq")
    .execute();
  const middle = rows[Math.floor(rows.length / 2) - 1];
  if (middle) await markAll(q, alice, "all", Number(middle.seq));
  await sql`
    UPDATE notices n SET created_at = d.at, updated_at = d.at
    FROM (SELECT id, ${now}::timestamptz - (count(*) OVER (ORDER BY seq DESC) - 1) * interval '5 hours' - interval '3 minutes' AS at
          FROM notices WHERE uid = ${alice}) d
    WHERE n.id = d.id`.execute(q.kysely);
}
