/**
 * What must hold of the data whatever was called in whatever order: every counter a table keeps
 * beside its rows equals those rows, no balance goes below zero, and what the schema cannot say
 * (one live signup per user, a place for every signed entrant) holds too. Each check answers the
 * rows that break it, by a key naming the row, so a break is reported once, where it first shows.
 */
import type { Db } from "../../src/db/db.js";

interface Invariant {
  name: string;
  /** Answers `key` (text naming the broken row) and `detail` for each row that breaks it. */
  sql: string;
}

/** `counter` of `table` equals the rows `rows` counts for it (a correlated subquery on `t`). */
const counted = (table: string, counter: string, rows: string): Invariant => ({
  name: `${table}.${counter} equals its rows`,
  sql: `SELECT t.id::text AS key, t.${counter}::text || ' counted, ' || (${rows})::text || ' rows' AS detail
          FROM ${table} t WHERE t.${counter} <> (${rows})`,
});

const ONLINE_ARTICLES = "SELECT count(*) FROM articles a WHERE a.status = 'online'";

const INVARIANTS: readonly Invariant[] = [
  counted("articles", "like_count", "SELECT count(*) FROM article_likes x WHERE x.article_id = t.id"),
  counted("articles", "collect_count", "SELECT count(*) FROM article_collects x WHERE x.article_id = t.id"),
  counted("articles", "comment_count", "SELECT count(*) FROM article_comments x WHERE x.article_id = t.id"),
  counted("specials", "follow_count", "SELECT count(*) FROM special_follows x WHERE x.special_id = t.id"),
  counted("specials", "article_count", `${ONLINE_ARTICLES} AND a.special_id = t.id`),
  counted("tags", "follow_count", "SELECT count(*) FROM tag_follows x WHERE x.tag_id = t.id"),
  counted(
    "tags",
    "article_count",
    `${ONLINE_ARTICLES} AND a.id IN (SELECT x.article_id FROM article_tags x WHERE x.tag_id = t.id)`,
  ),
  {
    name: "article_counts.n equals the online articles of its kind",
    sql: `SELECT c.article_type || '/' || c.is_howto || '/' || c.lang AS key, c.n::text AS detail
            FROM article_counts c
           WHERE c.n <> (${ONLINE_ARTICLES} AND a.article_type = c.article_type
                          AND a.is_howto = c.is_howto AND a.lang = c.lang)`,
  },
  counted("news", "like_count", "SELECT count(*) FROM news_likes x WHERE x.news_id = t.id"),
  counted("news", "comment_count", "SELECT count(*) FROM news_comments x WHERE x.news_id = t.id"),
  counted("news", "bullish_count", "SELECT count(*) FROM news_stances x WHERE x.news_id = t.id AND x.stance = 1"),
  counted("news", "bearish_count", "SELECT count(*) FROM news_stances x WHERE x.news_id = t.id AND x.stance = -1"),
  counted(
    "activities",
    "signed_count",
    "SELECT count(*) FROM activity_signups x WHERE x.activity_id = t.id AND x.state = 'signed'",
  ),
  counted(
    "activities",
    "waiting_count",
    "SELECT count(*) FROM activity_signups x WHERE x.activity_id = t.id AND x.state = 'waiting'",
  ),
  {
    name: "an activity signs no more than its capacity",
    sql: `SELECT id::text AS key, signed_count || ' signed of ' || capacity AS detail
            FROM activities WHERE capacity > 0 AND signed_count > capacity`,
  },
  {
    name: "one live signup per user and activity",
    sql: `SELECT activity_id || '/' || uid AS key, count(*)::text || ' live signups' AS detail
            FROM activity_signups WHERE state <> 'cancelled' GROUP BY activity_id, uid HAVING count(*) > 1`,
  },
  {
    name: "wiki_entries.revision_count equals its revisions",
    sql: `SELECT e.article_id::text AS key, e.revision_count || ' counted' AS detail FROM wiki_entries e
           WHERE e.revision_count <> (SELECT count(*) FROM wiki_revisions r WHERE r.article_id = e.article_id)`,
  },
  counted("planets", "member_count", "SELECT count(*) FROM planet_members x WHERE x.circle_id = t.id"),
  counted("planets", "topic_count", "SELECT count(*) FROM planet_topics x WHERE x.circle_id = t.id"),
  counted("planet_topics", "like_count", "SELECT count(*) FROM planet_likes x WHERE x.topic_id = t.id"),
  counted("planet_topics", "comment_count", "SELECT count(*) FROM planet_comments x WHERE x.topic_id = t.id"),
  counted("courses", "chapter_count", "SELECT count(*) FROM course_chapters x WHERE x.course_id = t.id"),
  counted("courses", "lesson_count", "SELECT count(*) FROM course_lessons x WHERE x.course_id = t.id"),
  counted(
    "courses",
    "duration_seconds",
    "SELECT coalesce(sum(x.duration_seconds), 0) FROM course_lessons x WHERE x.course_id = t.id",
  ),
  counted("courses", "rating_count", "SELECT count(*) FROM course_ratings x WHERE x.course_id = t.id"),
  counted("courses", "rating_sum", "SELECT coalesce(sum(x.score), 0) FROM course_ratings x WHERE x.course_id = t.id"),
  counted("courses", "comment_count", "SELECT count(*) FROM course_comments x WHERE x.course_id = t.id"),
  counted("kols", "like_count", "SELECT count(*) FROM kol_likes x WHERE x.kol_id = t.id"),
  {
    name: "no income balance below zero (credits cover what was paid and what open vouchers reserve)",
    sql: `SELECT wallet || '/' || coin AS key,
                 sum(earned)::text || ' earned, ' || sum(spent)::text || ' paid or reserved' AS detail
            FROM (SELECT wallet, coin, amount AS earned, 0::numeric AS spent FROM income_credits
                  UNION ALL
                  SELECT wallet, coin, 0, amount FROM income_withdrawals WHERE status IN ('open', 'paid')) x
           GROUP BY wallet, coin HAVING sum(earned) < sum(spent)`,
  },
  {
    name: "one open withdrawal voucher per wallet and coin",
    sql: `SELECT wallet || '/' || coin AS key, count(*)::text || ' open' AS detail
            FROM income_withdrawals WHERE status = 'open' GROUP BY wallet, coin HAVING count(*) > 1`,
  },
];

export interface Broken {
  invariant: string;
  key: string;
  detail: string;
}

/** Every row that breaks an invariant now. */
export async function brokenInvariants(db: Db): Promise<Broken[]> {
  const found: Broken[] = [];
  for (const invariant of INVARIANTS) {
    const rows = await db.query<{ key: string; detail: string }>(invariant.sql);
    for (const row of rows) found.push({ invariant: invariant.name, key: row.key, detail: row.detail });
  }
  return found;
}
