/**
 * The daily rollup (docs/datacentre.md, "Counting"): one UTC day's raw events become views,
 * page loads and reads per piece and source, and the day's likes, comments, collects, follows,
 * short links, contribution and token income become per-piece figures. A day is rolled in one
 * transaction that first deletes what an earlier run wrote for it, so a re-run (a retried job,
 * late events, an epoch settled after the day's first run) gives the same rows as one run over
 * the same data.
 */
import { sql } from "kysely";
import type { Db, Queryable } from "../../db/db.js";

/** The day income epochs count from (income/schedule.ts: epoch 0 is 2026-01-01). */
const GENESIS = "2026-01-01";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time, in UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
/** The day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/**
 * Rolls up one day. `perMinute`: a viewer with more view events than this in any one minute of
 * the day is taken for a robot and left out of the whole day. Answers the events counted.
 */
export function rollupDay(db: Db, day: string, perMinute: number): Promise<number> {
  return db.tx((q) => rollupDayIn(q, day, perMinute));
}

/** `rollupDay` inside a transaction the caller holds (the demo seed rolls its sixty days in its own). */
export async function rollupDayIn(q: Queryable, day: string, perMinute: number): Promise<number> {
  const next = addDays(day, 1);
  {
    for (const table of [
      "datacentre_piece_days",
      "datacentre_referral_days",
      "datacentre_piece_stats",
      "datacentre_platform_days",
    ] as const) {
      await q.kysely.deleteFrom(table).where("day", "=", sql<Date>`${day}::date`).execute();
    }
    const events = await rollupEvents(q, day, perMinute);
    await rollupStats(q, day, next);
    await rollupPlatform(q, day);
    await sql`INSERT INTO datacentre_rollups (day, events, rolled_at) VALUES (${day}::date, ${events}, now())
      ON CONFLICT (day) DO UPDATE SET events = EXCLUDED.events, rolled_at = EXCLUDED.rolled_at`.execute(q.kysely);
    return events;
  }
}

/** Views, loads and reads per piece and source, and the referrals, from the day's events. */
async function rollupEvents(q: Queryable, day: string, perMinute: number): Promise<number> {
  // The day's events people made: no crawler by user agent, no viewer over the minute's limit.
  await sql`CREATE TEMP TABLE dc_events ON COMMIT DROP AS
    SELECT e.id, e.at, e.event, e.kind, e.piece_id, e.viewer, e.source, e.ref
      FROM datacentre_events e
     WHERE e.day = ${day}::date AND NOT e.is_bot
       AND e.viewer NOT IN (
         SELECT f.viewer FROM datacentre_events f
          WHERE f.day = ${day}::date AND f.event = 1 AND NOT f.is_bot
          GROUP BY f.viewer, date_trunc('minute', f.at)
         HAVING count(*) > ${perMinute})`.execute(q.kysely);
  // Each viewer's first view of each piece that day: the view that counts, and its source.
  await sql`CREATE TEMP TABLE dc_firsts ON COMMIT DROP AS
    SELECT DISTINCT ON (kind, piece_id, viewer) kind, piece_id, viewer, source, ref
      FROM dc_events WHERE event = 1
     ORDER BY kind, piece_id, viewer, at, id`.execute(q.kysely);
  await sql`INSERT INTO datacentre_piece_days (kind, piece_id, day, source, views, loads, reads)
    SELECT kind, piece_id, ${day}::date, source, coalesce(v.n, 0), coalesce(l.n, 0), coalesce(r.n, 0)
      FROM (SELECT kind, piece_id, source, count(*)::int AS n FROM dc_events WHERE event = 1 GROUP BY 1, 2, 3) l
      FULL JOIN (SELECT kind, piece_id, source, count(*)::int AS n FROM dc_firsts GROUP BY 1, 2, 3) v
        USING (kind, piece_id, source)
      FULL JOIN (
        SELECT r.kind, r.piece_id, coalesce(f.source, 1::smallint) AS source, count(*)::int AS n
          FROM (SELECT DISTINCT kind, piece_id, viewer FROM dc_events WHERE event = 2) r
          LEFT JOIN dc_firsts f USING (kind, piece_id, viewer)
         GROUP BY 1, 2, 3) r
        USING (kind, piece_id, source)`.execute(q.kysely);
  await sql`INSERT INTO datacentre_referral_days (kind, piece_id, day, source, ref, views)
    SELECT kind, piece_id, ${day}::date, source, ref, count(*)::int
      FROM dc_firsts WHERE source IN (2, 3, 4, 6) AND ref <> ''
     GROUP BY kind, piece_id, source, ref`.execute(q.kysely);
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dc_events`.execute(q.kysely);
  // The temporary tables go with the transaction; dropped now so a second day in one transaction works too.
  await sql`DROP TABLE dc_events`.execute(q.kysely);
  await sql`CREATE TEMP TABLE dc_viewers ON COMMIT DROP AS SELECT kind, piece_id, viewer FROM dc_firsts`.execute(
    q.kysely,
  );
  await sql`DROP TABLE dc_firsts`.execute(q.kysely);
  return counted.rows[0]?.n ?? 0;
}

/**
 * The day's figures from the other tables, per piece. Likes, comments, collects and short links
 * by their time; follows of the author by someone who viewed the piece that day; contribution as
 * the ledger rows of the day's epoch that a piece earned (approval, likes received, planet likes
 * and comments, course sales); ICT as the piece's part of the author's mining credit of that
 * epoch (credit × the piece's points ÷ the wallet's points that epoch, rounded down); a course's
 * paid, unrefunded sales in their coin on the day they were paid.
 */
async function rollupStats(q: Queryable, day: string, next: string): Promise<void> {
  // The day's bounds in UTC, whatever the session's time zone.
  const from = sql`(${day}::timestamp AT TIME ZONE 'UTC')`;
  const to = sql`(${next}::timestamp AT TIME ZONE 'UTC')`;
  const epoch = sql`(${day}::date - ${GENESIS}::date)`;
  await sql`
    WITH ledger AS (
      SELECT l.wallet, l.points,
             CASE l.source_kind
               WHEN 'approved_content' THEN (SELECT a.article_type FROM articles a WHERE a.id = l.source_id::int)
               WHEN 'like_received' THEN (SELECT a.article_type FROM articles a WHERE a.id = split_part(l.source_id, ':', 1)::int)
               WHEN 'planet_like_received' THEN 5
               WHEN 'planet_comment_received' THEN 5
               WHEN 'course_sale' THEN 4
             END AS kind,
             CASE l.source_kind
               WHEN 'approved_content' THEN l.source_id::int
               WHEN 'like_received' THEN split_part(l.source_id, ':', 1)::int
               WHEN 'planet_like_received' THEN split_part(l.source_id, ':', 1)::int
               WHEN 'planet_comment_received' THEN (SELECT c.topic_id FROM planet_comments c WHERE c.id = l.source_id::int)
               WHEN 'course_sale' THEN (SELECT o.course_id FROM course_orders o WHERE o.id = l.source_id::int)
             END AS piece_id
        FROM contribution_ledger l
       WHERE l.epoch = ${epoch}
         AND l.source_kind IN ('approved_content', 'like_received', 'planet_like_received', 'planet_comment_received', 'course_sale')
    ),
    earned AS (
      SELECT g.kind, g.piece_id, g.points,
             coalesce(trunc(c.amount * g.points / nullif(c.score, 0)), 0) AS ict
        FROM (SELECT wallet, kind, piece_id, sum(points)::int AS points FROM ledger
               WHERE kind IS NOT NULL AND piece_id IS NOT NULL GROUP BY 1, 2, 3) g
        LEFT JOIN income_credits c
          ON c.epoch = ${epoch} AND c.wallet = g.wallet AND c.coin = 'ICT' AND c.kind = 'mining'
    ),
    shares AS (
      SELECT CASE WHEN s.url LIKE '/appcms/spacex_article_detail?%' THEN 1
                  WHEN s.url LIKE '/appcms/spacex_video_detail?%' THEN 2
                  WHEN s.url LIKE '/appcms/compass_wiki_detail?%' THEN 3
                  WHEN s.url LIKE '/appedu/course_detail?%' THEN 4 END AS kind,
             substring(s.url FROM '[?&](?:article|course)_id=([0-9]{1,10})')::bigint AS piece_id
        FROM short_links s WHERE s.created_at >= ${from} AND s.created_at < ${to}
    ),
    parts (kind, piece_id, likes, comments, collects, follows, shares, contribution, ict, icms, usdt) AS (
      SELECT a.article_type::int, l.article_id, 1, 0, 0, 0, 0, 0, 0::numeric, 0::numeric, 0::numeric
        FROM article_likes l JOIN articles a ON a.id = l.article_id
       WHERE l.created_at >= ${from} AND l.created_at < ${to}
      UNION ALL
      SELECT 5, l.topic_id, 1, 0, 0, 0, 0, 0, 0, 0, 0 FROM planet_likes l WHERE l.created_at >= ${from} AND l.created_at < ${to}
      UNION ALL
      SELECT a.article_type::int, c.article_id, 0, 1, 0, 0, 0, 0, 0, 0, 0
        FROM article_comments c JOIN articles a ON a.id = c.article_id
       WHERE c.created_at >= ${from} AND c.created_at < ${to}
      UNION ALL
      SELECT 5, c.topic_id, 0, 1, 0, 0, 0, 0, 0, 0, 0 FROM planet_comments c WHERE c.created_at >= ${from} AND c.created_at < ${to}
      UNION ALL
      SELECT 4, c.course_id, 0, 1, 0, 0, 0, 0, 0, 0, 0 FROM course_comments c WHERE c.created_at >= ${from} AND c.created_at < ${to}
      UNION ALL
      SELECT a.article_type::int, c.article_id, 0, 0, 1, 0, 0, 0, 0, 0, 0
        FROM article_collects c JOIN articles a ON a.id = c.article_id
       WHERE c.created_at >= ${from} AND c.created_at < ${to}
      UNION ALL
      SELECT v.kind, v.piece_id, 0, 0, 0, 1, 0, 0, 0, 0, 0
        FROM user_follows f
        JOIN dc_viewers v ON v.viewer = 'u:' || f.follower_uid::text
        JOIN LATERAL (
          SELECT author_uid FROM articles WHERE v.kind IN (1, 2, 3) AND id = v.piece_id
          UNION ALL SELECT author_uid FROM courses WHERE v.kind = 4 AND id = v.piece_id
          UNION ALL SELECT author_uid FROM planet_topics WHERE v.kind = 5 AND id = v.piece_id
        ) p ON p.author_uid = f.followee_uid
       WHERE f.created_at >= ${from} AND f.created_at < ${to}
      UNION ALL
      SELECT kind, piece_id, 0, 0, 0, 0, 1, 0, 0, 0, 0 FROM shares
       WHERE kind IS NOT NULL AND piece_id IS NOT NULL AND piece_id <= 2147483647
      UNION ALL
      SELECT kind, piece_id, 0, 0, 0, 0, 0, points, ict, 0, 0 FROM earned
      UNION ALL
      SELECT 4, o.course_id, 0, 0, 0, 0, 0, 0,
             CASE WHEN o.coin = 'ICT' THEN o.seller_amount ELSE 0 END,
             CASE WHEN o.coin = 'ICMS' THEN o.seller_amount ELSE 0 END,
             CASE WHEN o.coin = 'USDT' THEN o.seller_amount ELSE 0 END
        FROM course_orders o
       WHERE o.status = 'paid' AND o.paid_at >= ${from} AND o.paid_at < ${to}
    )
    INSERT INTO datacentre_piece_stats
      (kind, piece_id, day, likes, comments, collects, follows, shares, contribution, ict, icms, usdt)
    SELECT kind, piece_id, ${day}::date, sum(likes), sum(comments), sum(collects), sum(follows), sum(shares),
           sum(contribution), sum(ict), sum(icms), sum(usdt)
      FROM parts GROUP BY kind, piece_id`.execute(q.kysely);
  await sql`DROP TABLE dc_viewers`.execute(q.kysely);
}

/** The day's platform row: the sums of its per-piece rows. */
async function rollupPlatform(q: Queryable, day: string): Promise<void> {
  await sql`INSERT INTO datacentre_platform_days
      (day, views, loads, reads, forward_visits, shortlink_visits, likes, comments, collects, follows, shares,
       contribution, ict, icms, usdt)
    SELECT ${day}::date, v.views, v.loads, v.reads, v.fwd, v.sl, s.likes, s.comments, s.collects, s.follows, s.shares,
           s.contribution, s.ict, s.icms, s.usdt
      FROM (SELECT coalesce(sum(views), 0) AS views, coalesce(sum(loads), 0) AS loads, coalesce(sum(reads), 0) AS reads,
                   coalesce(sum(views) FILTER (WHERE source = 4), 0) AS fwd,
                   coalesce(sum(views) FILTER (WHERE source = 3), 0) AS sl
              FROM datacentre_piece_days WHERE day = ${day}::date) v,
           (SELECT coalesce(sum(likes), 0) AS likes, coalesce(sum(comments), 0) AS comments,
                   coalesce(sum(collects), 0) AS collects, coalesce(sum(follows), 0) AS follows,
                   coalesce(sum(shares), 0) AS shares, coalesce(sum(contribution), 0) AS contribution,
                   coalesce(sum(ict), 0) AS ict, coalesce(sum(icms), 0) AS icms, coalesce(sum(usdt), 0) AS usdt
              FROM datacentre_piece_stats WHERE day = ${day}::date) s`.execute(q.kysely);
}

/**
 * Deletes the raw events of days before `keepFrom`: their rollups stay, but those days can no
 * longer be rolled again. Answers the events deleted.
 */
export async function pruneEvents(db: Db, keepFrom: string): Promise<number> {
  const result = await db.kysely
    .deleteFrom("datacentre_events")
    .where("day", "<", sql<Date>`${keepFrom}::date`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The days the job rolls on each run: yesterday and today (late beacons, today's running
 * figures), and any day whose income epoch was settled after the day was last rolled (its
 * contribution and tokens arrive with the settlement).
 */
export async function dueDays(q: Queryable, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const { rows } = await sql<{ day: string }>`
    SELECT r.day::text AS day FROM datacentre_rollups r
      JOIN income_epochs e ON e.epoch = (r.day - ${GENESIS}::date)
     WHERE e.settled_at IS NOT NULL AND e.settled_at > r.rolled_at
     ORDER BY r.day`.execute(q.kysely);
  return [...new Set([...rows.map((r) => r.day), addDays(today, -1), today])];
}
