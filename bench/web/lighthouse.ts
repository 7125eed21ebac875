// Lighthouse on a phone (its default mobile profile: a mid-range phone on a slow 4G link,
// simulated) against the started platform with demo content: the home page, the article list
// and an article's page. Prints each page's performance score and paint times against a budget
// of 90, and exits non-zero when a page is under it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startPlatform } from "../../apps/gateway/src/platform.js";
import { seedDemoContent } from "../../apps/gateway/src/seed/demo-content.js";

const BUDGET = 90;
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
const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
  cwd: root,
  stdio: "ignore",
  env: { ...process.env, NODE_ENV: "production" },
});
if (build.status !== 0) throw new Error("the web app did not build");

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
const results: { page: string; score: number; fcp: string; lcp: string; tbt: string }[] = [];
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
  for (const [name, path] of Object.entries(pages)) {
    const run = await lighthouse(`${platform.config.PUBLIC_ORIGIN}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${name}`);
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    if (process.env.LIGHTHOUSE_DETAILS) {
      // What holds the page back: the largest paint's element and its phases, and the opportunities.
      for (const id of [
        "largest-contentful-paint-element",
        "lcp-lazy-loaded",
        "render-blocking-resources",
        "critical-request-chains",
      ]) {
        console.log(name, id, String(JSON.stringify(lhr.audits[id]?.details)).slice(0, 1500));
      }
    }
    results.push({
      page: name,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
    });
  }
} finally {
  chrome.kill();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log("web bench: Lighthouse performance, mobile profile (simulated slow 4G, 4x CPU slowdown)");
for (const r of results) {
  console.log(
    `  ${r.page.padEnd(15)} ${String(r.score).padStart(3)} / budget ${BUDGET}   FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt}`,
  );
}
const ok = results.every((r) => r.score >= BUDGET);
console.log(ok ? "within budget" : "UNDER BUDGET");
process.exitCode = ok ? 0 : 1;
