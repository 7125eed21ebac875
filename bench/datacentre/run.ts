// Data centre bench (docs/datacentre.md, "Bench"), on PostgreSQL:
// 1. the daily rollup over 10 million raw view and read events (spread over BENCH_EVENT_DAYS days),
//    day by day as the job runs it: time per day, events per second, against the budgets below;
// 2. the data centre's reads at 100,000 pieces (1,000 creators, 60 days of rollups): a creator's
//    overview (range and previous period), top pieces, traffic sources, one piece's analytics,
//    the platform's overview, each called BENCH_READS times, p50/p99 against the budgets.
// The data is made by SQL (generate_series, with a fixed random seed). `--scale 0.1` (or
// BENCH_SCALE) runs everything at a tenth (1 million events, 10,000 pieces) for a shared machine.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase } from "../../apps/gateway/src/db/open.js";
import {
  dailyFigures,
  resolveRange,
  sourcesOf,
  topPieces,
} from "../../apps/gateway/src/services/datacentre/figures.js";
import { piecesOf } from "../../apps/gateway/src/services/datacentre/pieces.js";
import { addDays, dayOf, rollupDay } from "../../apps/gateway/src/services/datacentre/rollup.js";

const flag = process.argv.indexOf("--scale");
const SCALE = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.BENCH_SCALE ?? 1));
const EVENTS = Math.round(10_000_000 * SCALE);
const PIECES = Math.round(100_000 * SCALE);
const CREATORS = Math.max(10, Math.round(1_000 * SCALE));
const EVENT_DAYS = Number(process.env.BENCH_EVENT_DAYS ?? 10);
const HISTORY_DAYS = 60;
const READS = Number(process.env.BENCH_READS ?? 200);
/** Views a minute past which a viewer's day is dropped (the gateway's default). */
const PER_MINUTE = 30;

/**
 * Budgets. The rollup: every day of a million events within 30 s (it runs every ten minutes on
 * today and yesterday), and at least 50,000 events a second over all the days. The reads: what
 * the page waits for on each range switch.
 */
const BUDGET = {
  rollupDayMs: 30_000 * Math.max(SCALE, 0.1),
  rollupEventsPerSecond: 50_000,
  p99Ms: { creatorOverview: 150, topPieces: 150, sources: 100, piece: 80, platformOverview: 50 },
} as const;

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `icms_bench_datacentre_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const failures: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const db = await openDatabase({ url: dbUrl.toString() });
try {
  const today = dayOf(new Date());
  const firstEventDay = addDays(today, -(EVENT_DAYS - 1));
  const firstHistoryDay = addDays(today, -(HISTORY_DAYS - 1));
  console.log(`scale ${SCALE}: ${EVENTS} events over ${EVENT_DAYS} days, ${PIECES} pieces, ${CREATORS} creators`);
  let started = performance.now();
  await db.query("SELECT setseed(0.42)");
  await db.query(
    `INSERT INTO users (wallet_addr, nickname)
     SELECT '0x' || lpad(to_hex(g), 40, '0'), 'creator ' || g FROM generate_series(1, $1::int) g`,
    [CREATORS],
  );
  await db.query(
    `INSERT INTO articles (article_type, lang, author_uid, title, status, published_at)
     SELECT 1 + (g % 2), 'en', (SELECT min(uid) FROM users) + (g % $2::int), 'Piece ' || g, 'online',
            now() - (g % 400) * interval '1 day'
       FROM generate_series(1, $1::int) g`,
    [PIECES, CREATORS],
  );
  const [range] = await db.query<{ lo: number; hi: number }>("SELECT min(id) AS lo, max(id) AS hi FROM articles");
  const lo = Number(range?.lo);
  console.log(`users and pieces in ${seconds(performance.now() - started)}`);

  // The raw events: viewers come back (2 million ids), views skew to popular pieces, 2% crawlers,
  // one in five a read, sources spread with a referrer host for search and other sites.
  started = performance.now();
  const BATCH = 1_000_000;
  for (let from = 0; from < EVENTS; from += BATCH) {
    await db.query(
      `INSERT INTO datacentre_events (at, day, event, kind, piece_id, viewer, source, ref, is_bot)
       SELECT at, (at AT TIME ZONE 'UTC')::date, CASE WHEN r < 0.2 THEN 2 ELSE 1 END, 1 + (p % 2), $3::int + p,
              'a:v' || floor(random() * 2000000)::int, s,
              CASE s WHEN 2 THEN 'google.com' WHEN 6 THEN 'site' || floor(random() * 50)::int || '.example'
                     WHEN 4 THEN floor(random() * 1000)::int::text ELSE '' END,
              random() < 0.02
         FROM (SELECT ($4::date::timestamp AT TIME ZONE 'UTC') + random() * ($5::int * interval '1 day') AS at,
                      random() AS r,
                      floor(power(random(), 3) * $2::int)::int AS p,
                      1 + floor(random() * 6)::int AS s
                 FROM generate_series(1, $1::int)) g`,
      [Math.min(BATCH, EVENTS - from), PIECES, lo, firstEventDay, EVENT_DAYS],
    );
  }
  await db.query("ANALYZE datacentre_events");
  console.log(`${EVENTS} events in ${seconds(performance.now() - started)}`);

  // 1. The rollup, day by day.
  const dayTimes: number[] = [];
  let rolled = 0;
  for (let day = firstEventDay; day <= today; day = addDays(day, 1)) {
    const t = performance.now();
    rolled += await rollupDay(db, day, PER_MINUTE);
    dayTimes.push(performance.now() - t);
  }
  const rollupMs = dayTimes.reduce((a, b) => a + b, 0);
  const perSecond = Math.round((EVENTS / rollupMs) * 1000);
  const worstDay = Math.max(...dayTimes);
  console.log(
    `rollup: ${EVENT_DAYS} days in ${seconds(rollupMs)} (${perSecond} events/s, worst day ${seconds(worstDay)}, ${rolled} events counted)`,
  );
  if (worstDay > BUDGET.rollupDayMs) failures.push(`rollup day ${seconds(worstDay)} > ${seconds(BUDGET.rollupDayMs)}`);
  if (perSecond < BUDGET.rollupEventsPerSecond)
    failures.push(`rollup ${perSecond} events/s < ${BUDGET.rollupEventsPerSecond}`);

  // 2. Sixty days of rollups for every piece (each piece on about a third of the days), as the
  // job leaves them, for the reads.
  started = performance.now();
  await db.query(
    `INSERT INTO datacentre_piece_days (kind, piece_id, day, source, views, loads, reads)
     SELECT 1 + ((a.id - $1::int) % 2), a.id, $2::date + d, 1 + ((a.id + d) % 6), 1 + (a.id * d) % 40, 2 + (a.id * d) % 50, (a.id * d) % 9
       FROM articles a CROSS JOIN generate_series(0, $3::int - 1) d
      WHERE (a.id + d) % 3 = 0 AND $2::date + d < $4::date
     ON CONFLICT DO NOTHING`,
    [lo, firstHistoryDay, HISTORY_DAYS, firstEventDay],
  );
  await db.query(
    `INSERT INTO datacentre_piece_stats (kind, piece_id, day, likes, comments, collects, follows, shares, contribution, ict)
     SELECT 1 + ((a.id - $1::int) % 2), a.id, $2::date + d, (a.id + d) % 5, (a.id + d) % 3, (a.id + d) % 2, 0, (a.id + d) % 2,
            (a.id + d) % 7, ((a.id + d) % 7) * 1000000000000000
       FROM articles a CROSS JOIN generate_series(0, $3::int - 1) d
      WHERE (a.id + d) % 5 = 0 AND $2::date + d < $4::date
     ON CONFLICT DO NOTHING`,
    [lo, firstHistoryDay, HISTORY_DAYS, firstEventDay],
  );
  // The platform's row of each of those days, as the rollup writes it.
  await db.query(
    `INSERT INTO datacentre_platform_days (day, views, loads, reads, forward_visits, shortlink_visits, likes, comments,
                                           collects, shares, contribution, ict)
     SELECT v.day, v.views, v.loads, v.reads, v.fwd, v.sl, coalesce(s.likes, 0), coalesce(s.comments, 0),
            coalesce(s.collects, 0), coalesce(s.shares, 0), coalesce(s.contribution, 0), coalesce(s.ict, 0)
       FROM (SELECT day, sum(views) AS views, sum(loads) AS loads, sum(reads) AS reads,
                    coalesce(sum(views) FILTER (WHERE source = 4), 0) AS fwd,
                    coalesce(sum(views) FILTER (WHERE source = 3), 0) AS sl
               FROM datacentre_piece_days WHERE day < $1::date GROUP BY day) v
       LEFT JOIN (SELECT day, sum(likes) AS likes, sum(comments) AS comments, sum(collects) AS collects,
                         sum(shares) AS shares, sum(contribution) AS contribution, sum(ict) AS ict
                    FROM datacentre_piece_stats WHERE day < $1::date GROUP BY day) s USING (day)`,
    [firstEventDay],
  );
  await db.query("ANALYZE");
  const [rows] = await db.query<{ n: string }>("SELECT count(*) AS n FROM datacentre_piece_days");
  console.log(`history: ${rows?.n} piece-day rows in ${seconds(performance.now() - started)}`);

  const creators = (await db.query<{ uid: number }>("SELECT uid FROM users ORDER BY uid")).map((r) => r.uid);
  const r30 = resolveRange({ days: 30 }, new Date());
  const timings: Record<keyof typeof BUDGET.p99Ms, number[]> = {
    creatorOverview: [],
    topPieces: [],
    sources: [],
    piece: [],
    platformOverview: [],
  };
  const time = async (name: keyof typeof BUDGET.p99Ms, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    timings[name].push(performance.now() - t);
  };
  for (let i = 0; i < READS; i++) {
    const uid = creators[(i * 7919) % creators.length] as number;
    await time("creatorOverview", async () => {
      const scope = { pieces: await piecesOf(db, uid), followers: uid };
      await dailyFigures(db, scope, r30.start, r30.end);
      await dailyFigures(db, scope, r30.prev_start, r30.prev_end);
    });
    await time("topPieces", async () => {
      const scope = { pieces: await piecesOf(db, uid) };
      await topPieces(db, scope, r30.start, r30.end, { order: "views", limit: 20, offset: 0 });
    });
    await time("sources", async () => {
      await sourcesOf(db, { pieces: await piecesOf(db, uid) }, r30.start, r30.end);
    });
    const piece = lo + ((i * 104_729) % PIECES);
    await time("piece", async () => {
      const scope = { pieces: { kinds: [1 + ((piece - lo) % 2)], ids: [piece] } };
      await dailyFigures(db, scope, r30.start, r30.end);
      await dailyFigures(db, scope, r30.prev_start, r30.prev_end);
      await sourcesOf(db, scope, r30.start, r30.end);
    });
    if (i % 10 === 0) {
      await time("platformOverview", async () => {
        await dailyFigures(db, { followers: "all" }, r30.start, r30.end);
        await dailyFigures(db, { followers: "all" }, r30.prev_start, r30.prev_end);
      });
    }
  }
  for (const [name, list] of Object.entries(timings) as [keyof typeof BUDGET.p99Ms, number[]][]) {
    const sorted = [...list].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const p99 = percentile(sorted, 0.99);
    const budget = BUDGET.p99Ms[name];
    console.log(
      `${name}: ${sorted.length} calls, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget ${budget} ms)`,
    );
    if (p99 > budget) failures.push(`${name} p99 ${p99.toFixed(1)} ms > ${budget} ms`);
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
if (failures.length) {
  console.log(`over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("within budget");
}
