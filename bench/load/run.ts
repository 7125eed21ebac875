// Member load: `--members` members (1000) with wallets, signed in through the wallet login, each
// acting then pausing (an exponential think time of mean `--think-ms`, 5000 ms) for `--minutes`
// (10) against `--instances` (2) gateway instances plus one job worker, on PostgreSQL and Redis.
// Prints per action p50/p99 against the budgets (reads < 200 ms, writes < 400 ms), throughput,
// errors by code (budget: none), the servers' CPU per request, and each process's memory at start
// and end. With `--soak` it also samples memory, open descriptors, database connections and the
// job queue every minute and says whether each stayed flat (tolerances in report.ts).
import { loadavg, cpus } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { api } from "@icms/protocol";
import { grantXmen, type Member, refreshIfDue, signInMembers } from "./members.js";
import { nextStep } from "./mix.js";
import type { MixContext } from "./step.js";
import { pick, readPools } from "./pools.js";
import { cpuMs, dbConnections, openFds, poolWaiting, queueDepth, rssMb } from "./probes.js";
import { Recorder } from "./record.js";
import { printActions, printSoak, type Sample } from "./report.js";
import { METRICS_TOKEN, startLoadPlatform } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "1000" },
    minutes: { type: "string", default: "10" },
    instances: { type: "string", default: "2" },
    "think-ms": { type: "string", default: "5000" },
    soak: { type: "boolean", default: false },
  },
});
const MEMBERS = Number(args.members);
const MINUTES = Number(args.minutes);
const INSTANCES = Number(args.instances);
const THINK_MS = Number(args["think-ms"]);
/** One member in four is an X-Man (may review and vote). */
const XMAN_EVERY = 4;
/** Planets each member joins. */
const PLANETS_JOINED = 3;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const platform = await startLoadPlatform({ adminUrl, redisUrl, instances: INSTANCES });
const processes = [...platform.servers, platform.worker];
const names = [...platform.servers.map((_, i) => `instance ${i + 1}`), "worker"];
const pids = processes.map((child) => child.pid as number);
const recorder = new Recorder();
try {
  let started = Date.now();
  const members = await signInMembers(platform.urls, MEMBERS, XMAN_EVERY);
  await grantXmen(members, platform.data, platform.chain);
  const pools = await readPools(platform.data);
  // Each member joins a few planets, as a member who signed up a while ago would have.
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(
      members.slice(i, i + 50).map(async (m) => {
        const wanted = new Set<number>();
        while (wanted.size < Math.min(PLANETS_JOINED, pools.planets.length)) wanted.add(pick(pools.planets));
        for (const circle_id of wanted) await m.clients[0]?.call(api.appsocial_msrv.circle_join_in, { circle_id });
        m.planets = [...wanted];
      }),
    );
  }
  console.log(
    `${MEMBERS} members signed in (${members.filter((m) => m.xman).length} X-Men) and joined planets in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `${pools.articles.length} articles, ${pools.news.length} news, ${pools.wiki.length} wiki entries, ${pools.planets.length} planets, ` +
      `${pools.courses.length} courses, ${pools.proposals.length} proposals; ${INSTANCES} instances + 1 worker; ` +
      `${MINUTES} min, think time ${THINK_MS} ms`,
  );

  const ctx: MixContext = { pools, recorder, staking: platform.chain.staking };
  const rssStart = pids.map((pid) => rssMb(pid) ?? 0);
  const cpuStart = pids.map((pid) => cpuMs(pid) ?? 0);
  const samples: Sample[] = [];
  const sample = async (minute: number) => {
    samples.push({
      minute,
      rssMb: pids.map((pid) => rssMb(pid) ?? 0),
      fds: pids.map((pid) => openFds(pid) ?? 0),
      dbConnections: await dbConnections(platform.admin, platform.dbName),
      queueDepth: await queueDepth(platform.data),
      poolWaiting: (await Promise.all(platform.urls.map((url) => poolWaiting(url, METRICS_TOKEN)))).reduce<number>(
        (sum, n) => sum + (n ?? 0),
        0,
      ),
    });
  };
  await sample(0);
  // The load generator shares the machine: its own CPU and event-loop delay say how much of a
  // latency was spent waiting in it rather than in the gateway.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const ownCpu = process.cpuUsage();
  started = Date.now();
  const until = started + MINUTES * 60_000;
  const sampler = setInterval(() => {
    void sample(Math.round((Date.now() - started) / 60_000));
  }, 60_000);
  const progress = setInterval(() => {
    console.log(
      `  ${((Date.now() - started) / 60_000).toFixed(1)} min: ${recorder.requests} calls, ${recorder.errorCount} errors, load average ${loadavg()[0]?.toFixed(1)}`,
    );
  }, 60_000);

  const think = () => -Math.log(1 - Math.random()) * THINK_MS;
  async function live(m: Member) {
    // Members arrive spread over the first think time rather than all at once.
    await new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
    while (Date.now() < until) {
      await refreshIfDue(m, recorder);
      await nextStep(m)(m, ctx);
      await new Promise((r) => setTimeout(r, Math.min(think(), Math.max(0, until - Date.now()))));
    }
  }
  await Promise.all(members.map(live));
  clearInterval(sampler);
  clearInterval(progress);
  const seconds = (Date.now() - started) / 1000;
  const cpuEnd = pids.map((pid) => cpuMs(pid) ?? 0);
  const rssEnd = pids.map((pid) => rssMb(pid) ?? 0);
  await sample(Math.round(seconds / 60));

  console.log(
    `\nmember load: ${MEMBERS} members, ${INSTANCES} instances + 1 worker, PostgreSQL and Redis, ${seconds.toFixed(0)} s; ` +
      `machine: ${cpus().length} cores (shared), load average at the end ${loadavg()[0]?.toFixed(1)}`,
  );
  const breaches = printActions(recorder, seconds);
  const requests = recorder.requests;
  const serverCpu = cpuEnd.reduce((sum, v, i) => sum + v - (cpuStart[i] ?? 0), 0);
  console.log(`throughput ${(requests / seconds).toFixed(1)} calls/s (${requests} calls)`);
  console.log(
    `server CPU ${(serverCpu / 1000).toFixed(1)} s over the run (${((serverCpu / 1000 / seconds) * 100).toFixed(0)}% of one core), ${(serverCpu / requests).toFixed(2)} ms per call (all gateway processes)`,
  );
  for (const [i, name] of names.entries())
    console.log(
      `${name}: RSS ${rssStart[i]?.toFixed(0)} MB at start, ${rssEnd[i]?.toFixed(0)} MB at end; CPU ${(((cpuEnd[i] ?? 0) - (cpuStart[i] ?? 0)) / 1000).toFixed(1)} s`,
    );
  const own = process.cpuUsage(ownCpu);
  console.log(
    `load generator: CPU ${((own.user + own.system) / 1e6).toFixed(1)} s, event-loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  const errors = recorder.errorCount;
  console.log(`errors: ${errors}${recorder.samples.length > 0 ? `\n  ${recorder.samples.join("\n  ")}` : ""}`);

  const growing = args.soak ? printSoak(samples, names) : [];
  const failures = [
    errors > 0 && `${errors} errors`,
    ...breaches,
    ...growing.map((series) => `${series} not flat`),
  ].filter(Boolean);
  console.log(failures.length === 0 ? "\nwithin budget" : `\nOVER BUDGET: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await platform.close();
}
