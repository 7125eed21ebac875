// Planets bench: two gateway instances sharing one PostgreSQL and one Redis, 100 members posting
// topics, commenting and liking for 30 s, each member alternating between the instances.
// Prints throughput and p50/p99 of every call against the budget below, and checks that
// - the posting limit held across both instances: no member had two topics (or two comments)
//   accepted closer together than the limit allows;
// - every topic's like count equals its like rows, and every accepted like is one row (none lost,
//   none counted twice).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import pg from "pg";
import { api, POSTING_LIMITS } from "@icms/protocol";
import { startBenchServer } from "./server-process.js";
import { type Accepted, type BenchMember, runLoad, signInMember } from "./members.js";

/** p99 of every call (posts, comments, likes and their refusals) under the load. */
const BUDGET_P99_MS = 400;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const PLANETS = 5;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const INTERVAL_MS = {
  topic: POSTING_LIMITS.topicIntervalSeconds * 1000,
  comment: POSTING_LIMITS.commentIntervalSeconds * 1000,
} as const;

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

/** A process's CPU time so far in ms (user + system), from /proc; undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const serversCpuMs = (children: ChildProcess[]) =>
  children.reduce<number | undefined>((sum, child) => {
    const ms = cpuMs(child.pid);
    return sum === undefined || ms === undefined ? undefined : sum + ms;
  }, 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Pairs of one member's accepted posts of a kind that the limit should have kept apart. */
function limitBreaches(accepted: Accepted[], kind: "topic" | "comment"): string[] {
  const byUser = new Map<number, Accepted[]>();
  for (const a of accepted.filter((x) => x.kind === kind)) byUser.set(a.uid, [...(byUser.get(a.uid) ?? []), a]);
  const breaches: string[] = [];
  for (const [uid, posts] of byUser) {
    posts.sort((a, b) => a.sentAt - b.sentAt);
    for (let i = 1; i < posts.length; i++) {
      const prev = posts[i - 1] as Accepted;
      const next = posts[i] as Accepted;
      // The second post's slot was granted before it was answered, the first one's after it was sent.
      if (next.doneAt - prev.sentAt < INTERVAL_MS[kind])
        breaches.push(`uid ${uid}: ${kind}s ${next.doneAt - prev.sentAt} ms apart`);
    }
  }
  return breaches;
}

const dbName = `icms_bench_planets_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const children: ChildProcess[] = [];
const data = new pg.Client({ connectionString: dbUrl.toString() });
try {
  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    RATE_LIMIT_NAMESPACE: `icms:bench:${randomBytes(4).toString("hex")}:`,
  };
  // The first instance migrates the new database; the second starts on it.
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const server = await startBenchServer(env);
    children.push(server.child);
    urls.push(server.url);
  }
  await data.connect();

  const owner = await signInMember(urls);
  const ownerClient = owner.clients[0] as BenchMember["clients"][number];
  const planets: number[] = [];
  const pool: { id: number; author: number }[] = [];
  for (let p = 0; p < PLANETS; p++) {
    const planet = await ownerClient.call(api.appsocial_msrv.circle_add, {
      name: `Bench planet ${p} ${randomBytes(3).toString("hex")}`,
      icon_url: `/uploads/image/2025/01/${randomBytes(16).toString("hex")}.png`,
      is_public: 1,
    });
    planets.push(planet.circle_id);
  }

  const members: BenchMember[] = [];
  for (let i = 0; i < MEMBERS; i += 10) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(10, MEMBERS - i) }, () => signInMember(urls)))));
  }
  await Promise.all(
    members.flatMap((m, i) =>
      planets.map((circle_id) =>
        (m.clients[i % 2] as BenchMember["clients"][number]).call(api.appsocial_msrv.circle_join_in, { circle_id }),
      ),
    ),
  );
  // A first topic in each planet, by one member each, so there is something to like from the start.
  for (const [p, circle_id] of planets.entries()) {
    const author = members[p] as BenchMember;
    const topic = await (author.clients[0] as BenchMember["clients"][number]).call(api.appsocial_msrv.topics_add, {
      circle_id,
      name: `Welcome to planet ${p}`,
    });
    pool.push({ id: topic.topic_id, author: author.uid });
  }
  console.log(`${MEMBERS} members joined ${PLANETS} planets on 2 instances; loading for ${DURATION_S} s`);

  const cpuBefore = serversCpuMs(children);
  const started = Date.now();
  const load = await runLoad(members, planets, pool, started + DURATION_S * 1000);
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = serversCpuMs(children);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / load.latencies.length;

  const sorted = [...load.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const count = (kind: Accepted["kind"]) => load.accepted.filter((a) => a.kind === kind).length;
  const breaches = [...limitBreaches(load.accepted, "topic"), ...limitBreaches(load.accepted, "comment")];

  const likeRows = await data.query<{ rows: number; counted: number; mismatched: number }>(
    `SELECT (SELECT count(*)::int FROM planet_likes) AS rows,
            (SELECT coalesce(sum(like_count), 0)::int FROM planet_topics) AS counted,
            (SELECT count(*)::int FROM planet_topics t
              WHERE t.like_count <> (SELECT count(*) FROM planet_likes l WHERE l.topic_id = t.id)) AS mismatched`,
  );
  const likes = likeRows.rows[0] as { rows: number; counted: number; mismatched: number };
  const likePairs = new Set(load.accepted.filter((a) => a.kind === "like").map((a) => `${a.uid}:${a.topicId}`));

  console.log(
    `\nplanets bench: ${MEMBERS} members, 2 instances, one PostgreSQL and one Redis, ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `requests ${load.latencies.length} (${(load.latencies.length / elapsed).toFixed(0)} req/s): accepted topics ${count("topic")}, comments ${count("comment")}, likes ${count("like")}`,
  );
  console.log(`refused as expected: ${[...load.refused].map(([code, n]) => `${code} x${n}`).join(", ")}`);
  console.log(
    `gateway CPU per request (both instances): ${cpuPerRequest === undefined ? "n/a" : `${cpuPerRequest.toFixed(2)} ms`}; machine load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget p99 < ${BUDGET_P99_MS} ms)`);
  console.log(
    `posting limit (topic ${INTERVAL_MS.topic} ms, comment ${INTERVAL_MS.comment} ms) across both instances: ${breaches.length === 0 ? "held" : `BROKEN ${breaches.length}x: ${breaches.slice(0, 5).join("; ")}`}`,
  );
  console.log(
    `likes: ${likes.rows} rows, ${likes.counted} counted, ${likes.mismatched} topics off, ${count("like")} accepted (${likePairs.size} distinct)`,
  );

  const failures = [
    load.unexpected.length > 0 && `${load.unexpected.length} unexpected errors, e.g. ${load.unexpected[0]}`,
    breaches.length > 0 && "the posting limit did not hold",
    (likes.rows !== likes.counted || likes.mismatched > 0) && "like counts differ from like rows",
    (likes.rows !== count("like") || likePairs.size !== count("like")) && "accepted likes differ from like rows",
    p99 >= BUDGET_P99_MS && `p99 ${p99.toFixed(1)} ms over the budget`,
  ].filter(Boolean);
  console.log(failures.length === 0 ? "\nwithin budget, limit held, likes exact" : `\nFAILED: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  for (const child of children) child.kill();
  await data.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
