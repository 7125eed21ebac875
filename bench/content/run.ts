// Content bench: on PostgreSQL with 100,000 articles and 10,000 wiki entries of 20 revisions,
// `article_list` (page 1, page 500 by offset, and the same depth by cursor), `article_detail`,
// `article_search`, `wiki_list`, `wiki_detail` and `wiki_history_timeline` through the gateway's
// wire format (signed form posts). The main figures are the database path: a gateway without its
// read cache (CONTENT_CACHE_MS=0); beside them the same calls on a gateway with the default
// 2-second cache (one repeated request is then the cache answering) and a bare Fastify route
// answering the same bytes. Each load also gives the CPU per request of the gateway's process and
// of the database's backends: on a shared machine those move much less than the latency.
// Budgets (uncached): p99 under 25 ms for list and detail, under 60 ms for search, at 50
// connections; and no statement of these actions, nor of the news list and search, may read the
// articles or news table sequentially (plans printed).
// BENCH_ARTICLES=1000000 runs the million-article case (about 10 minutes of loading, 3 GB).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { encodeCall } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import { openDatabase } from "../../apps/gateway/src/db/open.js";
import { ARTICLES, loadArticles, loadNews } from "./data.js";
import { type LoadResult, load } from "./measure.js";
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

  // The database path (no read cache) and, beside it, the default 2-second cache.
  const gateway = await startBenchServer(["gateway"], { DATABASE_URL: dbUrl.toString(), CONTENT_CACHE_MS: "0" });
  children.push(gateway.child);
  const cachedGateway = await startBenchServer(["gateway"], {
    DATABASE_URL: dbUrl.toString(),
    CONTENT_CACHE_MS: "2000",
  });
  children.push(cachedGateway.child);
  const ask = async (path: string, payload: unknown) => {
    const { url, body } = signedCall(path, payload);
    const reply = await (
      await fetch(`${gateway.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      })
    ).text();
    return { url, body, reply };
  };
  // Page 500's position by cursor: the next_cursor of page 499.
  const page499 = JSON.parse((await ask("appcms_msrv/article_list", { page: 499 })).reply) as {
    data: { next_cursor: string | null };
  };
  const deepCursor = page499.data.next_cursor;
  if (!deepCursor) throw new Error("article_list page 499 gave no next_cursor");
  const calls = {
    "article_list page 1": { path: "appcms_msrv/article_list", payload: { page: 1 }, budget: BUDGET_MS.list },
    "article_list page 500": { path: "appcms_msrv/article_list", payload: { page: 500 }, budget: BUDGET_MS.list },
    "article_list 500 cursor": {
      path: "appcms_msrv/article_list",
      payload: { page: 500, cursor: deepCursor },
      budget: BUDGET_MS.list,
    },
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

  const rows: { name: string; bytes: number; budget: number; db: LoadResult; cached: LoadResult; bare: LoadResult }[] =
    [];
  for (const [name, call] of Object.entries(calls)) {
    const { url, body, reply } = await ask(call.path, call.payload);
    const parsed = JSON.parse(reply) as { code: number; data: { list?: unknown[]; total?: number } };
    if (parsed.code !== 0 || (parsed.data.list && parsed.data.list.length === 0))
      throw new Error(`${name} did not answer a page: ${reply.slice(0, 300)}`);
    const bare = await startBenchServer(["bare", reply], {});
    children.push(bare.child);
    const watch = (child: ChildProcess) => ({ pid: child.pid ?? 0, admin, database: dbName });
    await load(`${gateway.url}${url}`, body, 2); // warm-up: the pool's connections open
    const db = await load(`${gateway.url}${url}`, body, DURATION_S, watch(gateway.child));
    await load(`${cachedGateway.url}${url}`, body, 2);
    const cached = await load(`${cachedGateway.url}${url}`, body, DURATION_S, watch(cachedGateway.child));
    const bareResult = await load(`${bare.url}/bare`, body, DURATION_S);
    bare.child.kill();
    rows.push({ name, bytes: reply.length, budget: call.budget, db, cached, bare: bareResult });
  }

  const plans = await explainAll(data, detailId, KEYWORD, TYPO, { wikiId, deepCursor });
  for (const plan of plans)
    console.log(`\n--- plan: ${plan.name}${plan.seqScan ? "  (SEQUENTIAL SCAN)" : ""}\n${plan.plan}`);

  console.log(
    `\ncontent bench: ${ARTICLES} articles, ${WIKI_ENTRIES} wiki entries x ${WIKI_REVISIONS} revisions, ${CONNECTIONS} connections, ${DURATION_S}s each, PostgreSQL`,
  );
  console.log(
    "database path (CONTENT_CACHE_MS=0) | CPU ms per request: gateway process + database backends | beside: the 2 s read cache, a bare route",
  );
  console.log(
    "action                    bytes |  req/s  p50  p99 cpu gw+db | budget p99 | cached req/s  p50  p99 | bare req/s  p99",
  );
  let failed = plans.some((plan) => plan.seqScan);
  const ms = (value: number) => String(value).padStart(4);
  for (const row of rows) {
    const over = row.db.p99 >= row.budget;
    failed ||= over;
    const cpu = `${(row.db.gatewayCpu ?? 0).toFixed(2)}+${(row.db.dbCpu ?? 0).toFixed(2)}`;
    console.log(
      `${row.name.padEnd(25)} ${String(row.bytes).padStart(5)} | ${row.db.rps.toFixed(0).padStart(6)} ${ms(row.db.p50)} ${ms(row.db.p99)} ${cpu.padStart(10)} |` +
        ` < ${row.budget} ${over ? "OVER" : "ok  "} | ${row.cached.rps.toFixed(0).padStart(12)} ${ms(row.cached.p50)} ${ms(row.cached.p99)} |` +
        ` ${row.bare.rps.toFixed(0).padStart(10)} ${ms(row.bare.p99)}`,
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
