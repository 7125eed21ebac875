// Content bench: on PostgreSQL with 100,000 articles and 10,000 wiki entries of 20 revisions,
// `article_list` (page 1 and page 500), `article_detail`, `article_search`, `wiki_list`,
// `wiki_detail` and `wiki_history_timeline` through the gateway's wire format (signed form posts),
// beside a bare Fastify route answering the same bytes, in the same run on the same machine.
// Budgets: p99 under 25 ms for list and detail, under 60 ms for search, at 50 connections; and
// no statement of these actions, nor of the news list and search, may read the articles or news
// table sequentially (plans printed).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { encodeCall } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import { openDatabase } from "../../apps/gateway/src/db/open.js";
import { ARTICLES, loadArticles, loadNews } from "./data.js";
import { explainAll } from "./plans.js";
import { loadWiki, WIKI_ENTRIES, WIKI_REVISIONS } from "./wiki-data.js";
import { startBenchServer } from "../gateway/server-process.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const KEYWORD = process.env.BENCH_KEYWORD ?? "restaking oracle";
const TYPO = "restakng oracel";
const BUDGET_MS = { list: 25, detail: 25, search: 60 } as const;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A signed call as the web app sends it; the timestamp stays valid for the 5-minute window. */
function signedCall(path: string, payload: unknown) {
  return encodeCall(path, payload, {
    appId: DEV_DEFAULTS.APP_ID,
    appSecret: DEV_DEFAULTS.APP_SECRET,
    lang: "en",
    timestamp: Math.floor(Date.now() / 1000),
  });
}

async function load(url: string, body: string, seconds = DURATION_S) {
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
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const dbName = `icms_bench_content_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const children: ChildProcess[] = [];
const data = new pg.Client({ connectionString: dbUrl.toString() });
try {
  const migrated = await openDatabase({ url: dbUrl.toString() });
  await migrated.close();
  await data.connect();
  let started = Date.now();
  await loadArticles(data);
  await loadNews(data);
  console.log(`loaded ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await loadWiki(data);
  console.log(
    `loaded ${WIKI_ENTRIES} wiki entries x ${WIKI_REVISIONS} revisions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const wikiId = (
    await data.query<{ article_id: number }>(
      "SELECT article_id FROM wiki_entries ORDER BY article_id LIMIT 1 OFFSET 4321",
    )
  ).rows[0]?.article_id as number;
  const detailId = (
    await data.query<{ id: number }>(
      "SELECT id FROM articles WHERE status = 'online' ORDER BY id DESC LIMIT 1 OFFSET 777",
    )
  ).rows[0]?.id as number;

  const gateway = await startBenchServer(["gateway"], { DATABASE_URL: dbUrl.toString() });
  children.push(gateway.child);
  started = Date.now();
  const calls = {
    "article_list page 1": { path: "appcms_msrv/article_list", payload: { page: 1 }, budget: BUDGET_MS.list },
    "article_list page 500": { path: "appcms_msrv/article_list", payload: { page: 500 }, budget: BUDGET_MS.list },
    article_detail: { path: "appcms_msrv/article_detail", payload: { article_id: detailId }, budget: BUDGET_MS.detail },
    article_search: { path: "appcms_msrv/article_search", payload: { keyword: KEYWORD }, budget: BUDGET_MS.search },
    "wiki_list category": { path: "appcms_msrv/wiki_list", payload: { category_id: 3 }, budget: BUDGET_MS.list },
    wiki_detail: { path: "appcms_msrv/wiki_detail", payload: { article_id: wikiId }, budget: BUDGET_MS.detail },
    wiki_history_timeline: {
      path: "appcms_msrv/wiki_history_timeline",
      payload: { article_id: wikiId, page_size: 20 },
      budget: BUDGET_MS.detail,
    },
  };

  const rows: {
    name: string;
    bytes: number;
    budget: number;
    gateway: Awaited<ReturnType<typeof load>>;
    bare: Awaited<ReturnType<typeof load>>;
  }[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const { url, body } = signedCall(call.path, call.payload);
    const reply = await (
      await fetch(`${gateway.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      })
    ).text();
    const parsed = JSON.parse(reply) as { code: number; data: { list?: unknown[]; total?: number } };
    if (parsed.code !== 0 || (parsed.data.list && parsed.data.list.length === 0))
      throw new Error(`${name} did not answer a page: ${reply.slice(0, 300)}`);
    const bare = await startBenchServer(["bare", reply], {});
    children.push(bare.child);
    await load(`${gateway.url}${url}`, body, 2); // warm-up
    const gatewayResult = await load(`${gateway.url}${url}`, body);
    const bareResult = await load(`${bare.url}/bare`, body);
    bare.child.kill();
    rows.push({ name, bytes: reply.length, budget: call.budget, gateway: gatewayResult, bare: bareResult });
  }

  const plans = await explainAll(data, detailId, KEYWORD, TYPO);
  for (const plan of plans)
    console.log(`\n--- plan: ${plan.name}${plan.seqScan ? "  (SEQUENTIAL SCAN)" : ""}\n${plan.plan}`);

  console.log(
    `\ncontent bench: ${ARTICLES} articles, ${WIKI_ENTRIES} wiki entries x ${WIKI_REVISIONS} revisions, ${CONNECTIONS} connections, ${DURATION_S}s each, PostgreSQL`,
  );
  console.log(
    `gateway read cache: ${process.env.CONTENT_CACHE_MS ?? "2000 (default)"} ms (CONTENT_CACHE_MS=0 measures the database path)`,
  );
  console.log(
    "action                   bytes   gateway req/s  p50 ms  p99 ms | bare req/s  p50 ms  p99 ms | budget p99",
  );
  let failed = plans.some((plan) => plan.seqScan);
  for (const row of rows) {
    const over = row.gateway.p99 >= row.budget;
    failed ||= over;
    console.log(
      `${row.name.padEnd(24)} ${String(row.bytes).padStart(6)} ${row.gateway.rps.toFixed(0).padStart(14)} ${String(row.gateway.p50).padStart(7)} ${String(row.gateway.p99).padStart(7)} |` +
        ` ${row.bare.rps.toFixed(0).padStart(10)} ${String(row.bare.p50).padStart(7)} ${String(row.bare.p99).padStart(7)} | < ${row.budget} ms ${over ? "OVER" : "ok"}`,
    );
  }
  console.log(failed ? "\nOVER BUDGET (latency or a sequential scan)" : "\nwithin budget");
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const child of children) child.kill();
  await data.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
