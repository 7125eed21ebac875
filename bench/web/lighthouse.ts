// Lighthouse on a phone (its default mobile profile: a mid-range phone on a slow 4G link,
// simulated) against the started platform with demo content: the home page, the article list
// and an article's page, each run LIGHTHOUSE_RUNS times (3 by default; the median run is
// reported, as Lighthouse's own figures swing between runs). Prints each page's performance score
// and paint times against a budget of 95 and a first paint under 2 s, and exits non-zero when a
// page misses either. BENCH_NO_BUILD=1 reuses apps/web/dist; LIGHTHOUSE_REPORT_DIR keeps each
// run's full report (JSON) there.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startPlatform } from "../../apps/gateway/src/platform.js";
import { seedDemoContent } from "../../apps/gateway/src/seed/demo-content.js";

const BUDGET = 95;
/** First contentful paint budget, in milliseconds. */
const FCP_BUDGET_MS = 2000;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const root = resolve(import.meta.dirname, "..", "..");
const webDist = join(root, "apps", "web", "dist");

/** Debian's Chromium where installed, otherwise the binary @sparticuz/chromium ships (as the browser tests do). */
async function chromePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return (await import("@sparticuz/chromium")).default.executablePath();
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject()));
    });
  });
}

// A production build, as a visitor gets it.
if (!process.env.BENCH_NO_BUILD) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("the web app did not build");
}

interface Run {
  score: number;
  fcpMs: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

/** The run with the median score (its own paint times, so the figures printed belong together). */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

const dataDir = await mkdtemp(join(tmpdir(), "icms-lighthouse-"));
const port = await freePort();
const platform = await startPlatform({
  HOST: "127.0.0.1",
  PORT: String(port),
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  WEB_DIST: webDist,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  LOG_LEVEL: "warn",
  WORKERS: "off",
});
const chrome = await chromeLauncher.launch({
  chromePath: await chromePath(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const results: { page: string; runs: Run[]; median: Run }[] = [];
try {
  await seedDemoContent(platform.db, { storage: platform.storage });
  const article = await platform.db.kysely
    .selectFrom("articles")
    .select("id")
    .where("status", "=", "online")
    .where("article_type", "=", 1)
    .orderBy("published_at", "desc")
    .executeTakeFirstOrThrow();
  const pages = {
    home: "/",
    "article list": "/appcms/spacex_article",
    "article detail": `/appcms/spacex_article_detail?article_id=${article.id}&article_type=1`,
  };
  if (reportDir) await mkdir(reportDir, { recursive: true });
  for (const [name, path] of Object.entries(pages)) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouse(`${platform.config.PUBLIC_ORIGIN}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${name}`);
      if (reportDir) await writeFile(join(reportDir, `${name.replace(/ /g, "-")}-${i + 1}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    }
    results.push({ page: name, runs, median: median(runs) });
  }
} finally {
  chrome.kill();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `web bench: Lighthouse performance, mobile profile (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs`,
);
for (const { page, runs, median: m } of results) {
  console.log(
    `  ${page.padEnd(15)} ${String(m.score).padStart(3)} / budget ${BUDGET}   FCP ${m.fcp} (budget ${FCP_BUDGET_MS / 1000} s), LCP ${m.lcp}, TBT ${m.tbt}, CLS ${m.cls}   runs: ${runs.map((r) => r.score).join(", ")}`,
  );
}
const ok = results.every(({ median: m }) => m.score >= BUDGET && m.fcpMs < FCP_BUDGET_MS);
console.log(ok ? "within budget" : "UNDER BUDGET");
process.exitCode = ok ? 0 : 1;
