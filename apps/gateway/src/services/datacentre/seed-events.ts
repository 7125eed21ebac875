/**
 * The data centre's demo: sixty days of view and read events for alice's pieces, from every
 * source, with a short link bob made and forwards by bob, the other demo users following alice
 * over those days, rolled up day by day, then the levels.
 * The figures are arithmetic on the piece and the day (no draw from the demo's random sequence),
 * so the demo is the same on every start.
 */
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { recomputeLevelsIn } from "./levels.js";
import { addDays, dayOf, rollupDayIn } from "./rollup.js";

const DAYS = 60;
/** The demo's limit of views a minute (the events are spread so none goes past it). */
const PER_MINUTE = 30;

export async function seedDatacentre(q: Queryable, uids: Map<string, number>, now: Date): Promise<void> {
  const alice = uids.get("alice");
  const bob = uids.get("bob") ?? uids.get("dave");
  if (alice === undefined || bob === undefined) return;
  // Seeded once: a second run (a restart over the same database) adds nothing.
  const seeded = await sql<{ n: number }>`SELECT count(*)::int AS n FROM datacentre_rollups`.execute(q.kysely);
  if ((seeded.rows[0]?.n ?? 0) > 0) return;
  const today = dayOf(now);
  const first = addDays(today, -(DAYS - 1));
  // A short link bob made for alice's first article, whose visits the events carry.
  const firstArticle = await q.kysely
    .selectFrom("articles")
    .select("id")
    .where("author_uid", "=", alice)
    .where("status", "=", "online")
    .where("article_type", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
  const code = "DemoDc01";
  if (firstArticle) {
    await sql`INSERT INTO short_links (code, url, sharer_uid, visit_count, created_at)
      VALUES (${code}, ${`/appcms/spacex_article_detail?article_id=${firstArticle.id}&article_type=1`}, ${bob}, 0,
              (${first}::timestamp AT TIME ZONE 'UTC'))
      ON CONFLICT DO NOTHING`.execute(q.kysely);
  }
  // Per piece and day: a number of views growing over the sixty days; each view's source by its
  // place (direct, search, another site, a forward by bob, bob's short link, a planet); every
  // third viewer reads to the end. Viewers are anonymous ids that come back on other days.
  await sql`
    WITH pieces(kind, id) AS (
      SELECT article_type::int, id FROM articles WHERE author_uid = ${alice} AND status = 'online'
      UNION ALL SELECT 4, id FROM courses WHERE author_uid = ${alice} AND status = 'online'
      UNION ALL SELECT 5, id FROM planet_topics WHERE author_uid = ${alice}
    ),
    views AS (
      SELECT p.kind, p.id, d, v,
             (${first}::timestamp AT TIME ZONE 'UTC') + make_interval(days => d, secs => 600 + v * 97) AS at
        FROM pieces p
        CROSS JOIN generate_series(0, ${DAYS - 1}) AS d
        CROSS JOIN LATERAL generate_series(1, 4 + ((p.id * 7 + d * 13) % 11) + d / 3) AS v
    )
    INSERT INTO datacentre_events (at, day, event, kind, piece_id, viewer, source, ref, is_bot)
    SELECT at, (at AT TIME ZONE 'UTC')::date, e.event, kind, id, 'a:demo-visitor-' || ((id * 31 + v) % 500)::text,
           CASE WHEN e.event = 2 THEN 1
                ELSE (ARRAY[1, 1, 1, 2, 2, 6, 4, 3, 5, 1])[1 + (v + d) % 10] END,
           CASE WHEN e.event = 2 THEN ''
                ELSE (ARRAY['', '', '', 'google.com', 'bing.com', 'news.ycombinator.com', ${String(bob)}, ${code}, '', ''])[1 + (v + d) % 10] END,
           false
      FROM views
      CROSS JOIN LATERAL (SELECT 1 AS event UNION ALL SELECT 2 WHERE views.v % 3 = 0) e
     WHERE NOT ((v + d) % 10 = 7 AND NOT (kind = 1 AND id = ${firstArticle?.id ?? 0}))`.execute(q.kysely);
  // The other demo users follow alice over the sixty days (one already following keeps their day).
  const others = [...uids.entries()].filter(([name]) => name !== "alice").map(([, uid]) => uid);
  await sql`INSERT INTO user_follows (follower_uid, followee_uid, created_at)
    SELECT f.uid, ${alice}, (${first}::timestamp AT TIME ZONE 'UTC') + make_interval(days => ((f.n * 7) % ${DAYS})::int, hours => 9)
      FROM unnest(${others}::int[]) WITH ORDINALITY AS f(uid, n)
    ON CONFLICT DO NOTHING`.execute(q.kysely);
  for (let day = first; day <= today; day = addDays(day, 1)) await rollupDayIn(q, day, PER_MINUTE);
  await recomputeLevelsIn(q);
}
