import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import type { SeedLanguage } from "./texts.js";

/**
 * Readers' traces on the demo content: likes, collections and comments on articles, follows
 * between writers, of specials and of tags. Counters are set from the rows at the end.
 */
export async function seedEngagement(
  q: Queryable,
  users: number[],
  languages: SeedLanguage[],
  next: () => number,
): Promise<void> {
  const articles = await q.kysely.selectFrom("articles").select(["id", "author_uid", "lang"]).orderBy("id").execute();
  const likes: [number[], number[]] = [[], []];
  const collects: [number[], number[]] = [[], []];
  const pair = (into: [number[], number[]], a: number, b: number) => {
    into[0].push(a);
    into[1].push(b);
  };
  const comments: [number[], number[], string[], number[]] = [[], [], [], []];
  for (const article of articles) {
    const pool = languages.find((l) => l.lang === article.lang)?.comments ?? [];
    for (const uid of users) {
      if (uid === article.author_uid) continue;
      if (next() < 0.35) pair(likes, article.id, uid);
      if (next() < 0.12) pair(collects, article.id, uid);
      if (next() < 0.08 && pool.length > 0) {
        comments[0].push(article.id);
        comments[1].push(uid);
        comments[2].push(pool[Math.floor(next() * pool.length)] as string);
        comments[3].push(1 + Math.floor(next() * 72));
      }
    }
  }
  // Bulk inserts as one statement each: unnest turns the columns' arrays into rows.
  await sql`INSERT INTO article_likes (article_id, uid)
    SELECT * FROM unnest(${likes[0]}::int[], ${likes[1]}::int[])`.execute(q.kysely);
  await sql`INSERT INTO article_collects (article_id, uid)
    SELECT * FROM unnest(${collects[0]}::int[], ${collects[1]}::int[])`.execute(q.kysely);
  await sql`INSERT INTO article_comments (article_id, uid, content, created_at)
    SELECT x.a, x.u, x.c, least(now(), art.published_at + make_interval(hours => x.h))
    FROM unnest(${comments[0]}::int[], ${comments[1]}::int[], ${comments[2]}::text[], ${comments[3]}::int[])
      AS x(a, u, c, h) JOIN articles art ON art.id = x.a`.execute(q.kysely);

  const follows: [number[], number[]] = [[], []];
  for (const from of users) {
    for (const to of users) if (from !== to && next() < 0.5) pair(follows, from, to);
  }
  await sql`INSERT INTO user_follows (follower_uid, followee_uid)
    SELECT * FROM unnest(${follows[0]}::int[], ${follows[1]}::int[])`.execute(q.kysely);
  await sql`INSERT INTO special_follows (special_id, uid)
    SELECT s.id, u.uid FROM specials s CROSS JOIN unnest(${users}::int[]) AS u(uid)
    WHERE s.owner_uid <> u.uid AND (hashtext(s.id::text || ':' || u.uid::text) % 5) IN (0, 1)`.execute(q.kysely);
  await sql`INSERT INTO tag_follows (tag_id, uid)
    SELECT t.id, u.uid FROM tags t CROSS JOIN unnest(${users}::int[]) AS u(uid)
    WHERE (hashtext(t.id::text || '/' || u.uid::text) % 7) = 0`.execute(q.kysely);

  await sql`UPDATE articles a SET
    like_count = (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id),
    collect_count = (SELECT count(*) FROM article_collects c WHERE c.article_id = a.id),
    comment_count = (SELECT count(*) FROM article_comments c WHERE c.article_id = a.id)`.execute(q.kysely);
  await sql`UPDATE specials s
    SET follow_count = (SELECT count(*) FROM special_follows f WHERE f.special_id = s.id)`.execute(q.kysely);
  await sql`UPDATE tags t SET follow_count = (SELECT count(*) FROM tag_follows f WHERE f.tag_id = t.id)`.execute(
    q.kysely,
  );
}
