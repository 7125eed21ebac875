// What members pick from: the ids the seeded database holds (read once after seeding), and the
// topics the members post during the run.
import type pg from "pg";

export interface Topic {
  id: number;
  author: number;
}

export interface Pools {
  articles: number[];
  /** Online articles open to comments. */
  openArticles: number[];
  wiki: number[];
  news: number[];
  courses: number[];
  paidCourses: number[];
  /** Public planets without an entry rule. */
  planets: number[];
  topics: Map<number, Topic[]>;
  proposals: number[];
  reviewPages: number;
  users: number[];
}

const ids = async (data: pg.Client, sql: string) => (await data.query<{ id: number }>(sql)).rows.map((r) => r.id);

export async function readPools(data: pg.Client): Promise<Pools> {
  const planets = await ids(data, "SELECT id FROM planets WHERE is_public AND gate_kind = 'none' ORDER BY id");
  const topics = new Map<number, Topic[]>(planets.map((p) => [p, []]));
  const topicRows = await data.query<{ id: number; circle_id: number; author_uid: number }>(
    "SELECT id, circle_id, author_uid FROM planet_topics",
  );
  for (const row of topicRows.rows) topics.get(row.circle_id)?.push({ id: row.id, author: row.author_uid });
  const review = await data.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM articles WHERE status = 'audit' AND article_type IN (1, 2)",
  );
  return {
    articles: await ids(data, "SELECT id FROM articles WHERE status = 'online' AND article_type IN (1, 2)"),
    openArticles: await ids(
      data,
      "SELECT id FROM articles WHERE status = 'online' AND article_type IN (1, 2) AND is_open",
    ),
    wiki: await ids(
      data,
      "SELECT w.article_id AS id FROM wiki_entries w JOIN articles a ON a.id = w.article_id WHERE a.status = 'online'",
    ),
    news: await ids(data, "SELECT id FROM news WHERE status = 'online'"),
    courses: await ids(data, "SELECT id FROM courses WHERE status = 'online'"),
    paidCourses: await ids(data, "SELECT id FROM courses WHERE status = 'online' AND NOT is_free"),
    planets,
    topics,
    proposals: await ids(data, "SELECT id FROM dao_proposals WHERE now() BETWEEN starts_at AND ends_at"),
    reviewPages: Math.max(1, Math.floor((review.rows[0]?.n ?? 0) / 20)),
    users: await ids(data, "SELECT uid AS id FROM users ORDER BY uid DESC LIMIT 2000"),
  };
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
