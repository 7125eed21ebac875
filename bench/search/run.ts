// Search bench: `article_search` through the gateway's wire format on PostgreSQL, the read cache
// off (CONTENT_CACHE_MS=0), over BENCH_ARTICLES articles in English, Russian and Chinese, for
// common two-word keywords in each language, a one-word keyword, a rare one and a typo (the
// trigram fallback). For each it prints req/s and p50/p99 at BENCH_CONNECTIONS connections, the
// CPU per request of the gateway process and of its PostgreSQL backends (read from /proc, so only
// when the server runs on this machine), and the statement's own time on one idle connection.
// Budget: p99 under 100 ms. SEARCH_BENCH_DB names a database to keep and reuse between runs
// (seeded once; the gateway migrates it on start), e.g. for the million-article run:
//   BENCH_ARTICLES=1000000 SEARCH_BENCH_DB=icms_search_1m npm run bench:search -w bench
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { encodeCall } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import { openDatabase } from "../../apps/gateway/src/db/open.js";
import type { DB } from "../../apps/gateway/src/db/schema.js";
import { searchQueries } from "../../apps/gateway/src/services/cms/search.js";
import { correctionsQuery } from "../../apps/gateway/src/services/cms/search-typos.js";
import { startBenchServer } from "../gateway/server-process.js";
import { ARTICLES, loadSearchArticles } from "./data.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_MS = 100;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const QUERIES: { name: string; keyword: string }[] = [
  { name: "en two words", keyword: "restaking oracle" },
  { name: "en one word", keyword: "wallet" },
  { name: "en rare", keyword: "paymaster quorum faucet" },
  { name: "en typo", keyword: "restakng oracel" },
  { name: "ru two words", keyword: "рестейкинг оракул" },
  { name: "zh two words", keyword: "再质押 预言机" },
  { name: "zh one word", keyword: "钱包" },
];

const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** CPU seconds a process has used (user + system), or undefined when it is not on this machine. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const sum = (values: (number | undefined)[]) =>
  values.some((v) => v === undefined) ? undefined : values.reduce<number>((a, v) => a + (v as number), 0);

async function load(url: string, body: string, seconds: number) {
  const result = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

/**
 * The statements of a search on one idle connection, p50 and p99 of 40 runs after 5 warm-ups: the
 * page, and when it is empty, the lookup of the closest title words and the page again with them.
 */
async function serial(db: pg.Client, keyword: string) {
  const page = async (text: string) => {
    const query = searchQueries(text, undefined, 1, 10).page.compile(builder);
    return (await db.query<{ total: number }>(query.sql, [...query.parameters])).rows;
  };
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < 45; i++) {
    const started = process.hrtime.bigint();
    let rows = await page(keyword);
    if (rows.length === 0) {
      const lookup = correctionsQuery(keyword.split(" ")).compile(builder);
      const closest = (await db.query<{ word: string }>(lookup.sql, [...lookup.parameters])).rows;
      if (closest.length > 0) rows = await page(closest.map((row) => row.word).join(" "));
    }
    if (i >= 5) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    hits = rows[0]?.total ?? 0;
  }
  times.sort((a, b) => a - b);
  return { p50: times[19] as number, p99: times[39] as number, hits };
}

const keep = process.env.SEARCH_BENCH_DB;
const dbName = keep ?? `icms_bench_search_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [dbName])).rowCount === 1;
if (!exists) await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const children: ChildProcess[] = [];
const data = new pg.Client({ connectionString: dbUrl.toString() });
try {
  const migrated = await openDatabase({ url: dbUrl.toString() });
  await migrated.close();
  await data.connect();
  const count = Number((await data.query<{ n: string }>("SELECT count(*) AS n FROM articles")).rows[0]?.n);
  if (count === 0) {
    const started = Date.now();
    await loadSearchArticles(data);
    console.log(`loaded ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    await data.query("ANALYZE articles");
    console.log(`reusing ${dbName}: ${count} articles`);
  }
  const articles = Number((await data.query<{ n: string }>("SELECT count(*) AS n FROM articles")).rows[0]?.n);

  const gateway = await startBenchServer(["gateway"], { DATABASE_URL: dbUrl.toString(), CONTENT_CACHE_MS: "0" });
  children.push(gateway.child);
  const lines: string[] = [];
  let over = false;
  for (const query of QUERIES) {
    const { url, body } = encodeCall(
      "appcms_msrv/article_search",
      { keyword: query.keyword },
      {
        appId: DEV_DEFAULTS.APP_ID,
        appSecret: DEV_DEFAULTS.APP_SECRET,
        lang: "en",
        timestamp: Math.floor(Date.now() / 1000),
      },
    );
    const target = `${gateway.url}${url}`;
    await load(target, body, 2); // warm-up
    const backends = (
      await data.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      )
    ).rows.map((row) => row.pid);
    const gatewayBefore = cpuSeconds(gateway.child.pid as number);
    const dbBefore = sum(backends.map(cpuSeconds));
    const result = await load(target, body, DURATION_S);
    const gatewayCpu = (cpuSeconds(gateway.child.pid as number) ?? Number.NaN) - (gatewayBefore ?? Number.NaN);
    const dbAfter = sum(backends.map(cpuSeconds));
    const dbCpu = dbBefore === undefined || dbAfter === undefined ? Number.NaN : dbAfter - dbBefore;
    const alone = await serial(data, query.keyword);
    // No request answered within the run counts as over budget too.
    const late = result.total === 0 || result.p99 >= BUDGET_MS;
    over ||= late;
    const perRequest = (seconds: number) => ((seconds * 1000) / result.total).toFixed(2).padStart(8);
    lines.push(
      `${query.name.padEnd(14)} ${query.keyword.padEnd(24)} ${String(alone.hits).padStart(7)} ${result.rps.toFixed(0).padStart(7)} ${String(result.p50).padStart(6)} ${String(result.p99).padStart(6)} ${perRequest(gatewayCpu)} ${perRequest(dbCpu)} ${alone.p50.toFixed(1).padStart(8)} ${alone.p99.toFixed(1).padStart(8)}  ${late ? "OVER" : "ok"}`,
    );
  }
  if (process.env.BENCH_PLANS) {
    for (const query of QUERIES) {
      const compiled = searchQueries(query.keyword, undefined, 1, 10).page.compile(builder);
      const plan = await data.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${compiled.sql}`, [
        ...compiled.parameters,
      ]);
      console.log(`\n--- plan: ${query.keyword}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
    }
  }
  console.log(
    `\nsearch bench: ${articles} articles (en/ru/zh), ${CONNECTIONS} connections, ${DURATION_S}s each, PostgreSQL, read cache off`,
  );
  console.log(
    "query          keyword                     total   req/s p50 ms p99 ms  gw CPU ms/req  db CPU ms/req  alone p50/p99 ms",
  );
  for (const line of lines) console.log(line);
  console.log(over ? `\nOVER BUDGET (p99 ${BUDGET_MS} ms)` : `\nwithin budget (p99 < ${BUDGET_MS} ms)`);
  process.exitCode = over ? 1 : 0;
} finally {
  for (const child of children) child.kill();
  await data.end().catch(() => undefined);
  if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
