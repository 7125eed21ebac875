// The member load's platform: a database of its own on the PostgreSQL server given (dropped at the
// end), migrated and filled with the demo content plus generated articles and news at a realistic
// size, review items and open proposals; then the gateway processes on it and Redis: `instances`
// that serve (WORKERS=off) and one that runs the background jobs (WORKERS=only).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig } from "../../apps/gateway/src/config.js";
import { openDatabase } from "../../apps/gateway/src/db/open.js";
import { seedDemoContent } from "../../apps/gateway/src/seed/demo-content.js";
import { openStorage } from "../../apps/gateway/src/storage/open.js";
import { type ChainStub, STUB_BLOCK, startChainStub } from "./chain-stub.js";

const SERVER_FILE = new URL("./server.ts", import.meta.url).pathname;
/** Articles waiting in review, for the X-Men's decisions. */
const REVIEW_ITEMS = 2_000;
const PROPOSALS = 5;
/** A made-up scraper token for this run's /metrics. */
export const METRICS_TOKEN = randomBytes(16).toString("hex");

export interface Platform {
  dbName: string;
  /** A connection to the bench's database, for setup and probes. */
  data: pg.Client;
  /** A connection to the server's maintenance database (pg_stat_activity, the final DROP). */
  admin: pg.Client;
  chain: ChainStub;
  /** The serving instances' URLs and processes, then the worker's process. */
  urls: string[];
  servers: ChildProcess[];
  worker: ChildProcess;
  close(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  // Under node itself, not npx: a signal to npx would leave the server running.
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_FILE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  return { url: line.toString().trim(), child };
}

/** The demo content, then `BENCH_ARTICLES` generated articles (20,000 unless set) and half as many news. */
async function seed(dbUrl: string, dataDir: string, data: pg.Client): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const db = await openDatabase({ url: dbUrl });
  try {
    await seedDemoContent(db, { storage: openStorage(config) });
  } finally {
    await db.close();
  }
  process.env.BENCH_ARTICLES ??= "20000";
  // Imported here: the module reads BENCH_ARTICLES when it loads.
  const { loadArticles, loadNews } = await import("../content/data.js");
  await loadArticles(data);
  await loadNews(data);
  // Review items: generated articles put back in review (the gateway lists what waits in `audit`).
  await data.query(
    `UPDATE articles SET status = 'audit', passed_at = NULL WHERE id IN (
       SELECT id FROM articles WHERE status = 'online' AND article_type = 1 ORDER BY id DESC LIMIT ${REVIEW_ITEMS})`,
  );
  // Proposals open for the whole run, weighed at the stub chain's block.
  for (let p = 0; p < PROPOSALS; p++) {
    await data.query(
      `INSERT INTO dao_proposals (author_uid, title, body, options, starts_at, ends_at, snapshot_block)
       VALUES (1, $1, $2, $3, now() - interval '1 hour', now() + interval '3 days', $4)`,
      [
        `Bench proposal ${p + 1}: fund the ${["wiki", "bridge audit", "translation", "events", "grants"][p]} budget`,
        "Should the treasury fund this for one more quarter?",
        JSON.stringify(["Yes", "No", "Abstain"]),
        Number(STUB_BLOCK) - 10,
      ],
    );
  }
  await data.query("VACUUM ANALYZE");
}

export async function startLoadPlatform(opts: {
  adminUrl: string;
  redisUrl: string;
  instances: number;
}): Promise<Platform> {
  const dbName = `icms_bench_load_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(opts.adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(join(tmpdir(), "icms-bench-load-"));
  const data = new pg.Client({ connectionString: dbUrl.toString() });
  const children: ChildProcess[] = [];
  let chain: ChainStub | undefined;
  const close = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }),
    );
    await chain?.close();
    await data.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await data.connect();
    const started = Date.now();
    await seed(dbUrl.toString(), dataDir, data);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    chain = await startChainStub();
    const contractsFile = join(dataDir, "contracts.json");
    await chain.writeContractsFile(contractsFile);
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: opts.redisUrl,
      RATE_LIMIT_NAMESPACE: `icms:bench:${randomBytes(4).toString("hex")}:`,
      DATA_DIR: dataDir,
      RPC_URL: chain.url,
      CONTRACTS_FILE: contractsFile,
      INDEXER_ENABLED: "false",
      // Never settled by the load's decisions, so an item listed stays open for the next reviewer.
      REVIEW_QUORUM: "1000",
      // The probes read each instance's pool from /metrics.
      METRICS_TOKEN,
    };
    const urls: string[] = [];
    for (let i = 0; i < opts.instances; i++) {
      const server = await startServer({ ...env, WORKERS: "off" });
      children.push(server.child);
      urls.push(server.url);
    }
    const worker = await startServer({ ...env, WORKERS: "only" });
    children.push(worker.child);
    return { dbName, data, admin, chain, urls, servers: children.slice(0, -1), worker: worker.child, close };
  } catch (error) {
    await close();
    throw error;
  }
}
