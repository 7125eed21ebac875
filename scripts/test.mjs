#!/usr/bin/env node
// Runs every check of the project in a fixed order: install (when needed), typecheck, lint,
// unused code, then each workspace's tests (the contracts' tests, with coverage, beside the browser tests). Under CI=true, or whenever DATABASE_URL is set, the gateway
// suite runs a second time against that PostgreSQL server (and Redis when REDIS_URL is set), with
// the production suite beside it, and the fault suite beside the web suite.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureInstalled, root } from "./lib/install.mjs";
import { NODE_LINES, nodeLineEnv } from "./lib/node-lines.mjs";

const CI = process.env.CI === "true";
const CI_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const CI_REDIS_URL = "redis://127.0.0.1:6379";

ensureInstalled();

const reports = mkdtempSync(join(tmpdir(), "icms-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
/** Each failed test, named with its first error lines, for the summary. */
const failedTests = [];

function run(stage, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${stage} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`--- ${stage}: ${ok ? "ok" : "FAILED"} in ${seconds}s`);
  if (!ok) failedStages.push(stage);
  return ok;
}

/**
 * Starts a stage beside others, its output kept in a file and printed whole when it is awaited,
 * so the log stays readable. For stages that use one core each, or that mostly wait.
 */
function runBeside(stage, command, args, { cwd = root, env = {} } = {}) {
  const log = join(reports, `${stage.replace(/\W+/g, "-")}.log`);
  // The child writes to the file itself: the stages that follow block this process's event loop.
  const fd = openSync(log, "w");
  const started = Date.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", fd, fd] });
  const done = new Promise((resolve) => {
    child.on("close", (code) => resolve(code));
    child.on("error", () => resolve(1));
  });
  return async () => {
    const code = await done;
    closeSync(fd);
    console.log(`\n=== ${stage} (run side by side) ===`);
    process.stdout.write(readFileSync(log, "utf8"));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`--- ${stage}: ${code === 0 ? "ok" : "FAILED"} in ${seconds}s`);
    if (code !== 0) failedStages.push(stage);
  };
}

/** Where a stage's vitest writes its JSON report, and the arguments that make it write there. */
function reportOf(stage) {
  const report = join(reports, `${stage.replace(/\W+/g, "-")}.json`);
  return { report, args: ["--reporter=default", "--reporter=json", `--outputFile=${report}`] };
}

function vitest(stage, workspace, env = {}) {
  const cwd = join(root, workspace);
  if (!existsSync(join(cwd, "package.json"))) return;
  const { report, args } = reportOf(stage);
  run(stage, "npx", ["vitest", "run", ...args], { cwd, env });
  count(stage, report);
}

/** Adds a stage's results to the totals and its failed tests to the summary. */
function count(stage, report) {
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  for (const file of summary.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const first = stripVTControlCharacters(String(test.failureMessages?.[0] ?? ""));
      failedTests.push(
        `${stage}: ${relative(root, file.name)} > ${test.fullName}\n    ${first.split("\n").slice(0, 4).join("\n    ")}`,
      );
    }
  }
}

const workspaces = [".", "packages/protocol", "contracts", "apps/gateway", "apps/web", "e2e", "bench"];
// A typecheck is one core's work: two at a time.
const typechecked = workspaces.filter((ws) => existsSync(join(root, ws, "tsconfig.json")));
for (let i = 0; i < typechecked.length; i += 2) {
  const pair = typechecked
    .slice(i, i + 2)
    .map((ws) => runBeside(`typecheck ${ws}`, "npx", ["tsc", "-p", join(ws, "tsconfig.json")]));
  for (const finish of pair) await finish();
}
run("lint", "npx", ["biome", "check", "."]);
run("unused code", "npx", ["knip"]);

// CI proves the supported LTS lines: the embedded-database gateway suite on Node 26, the
// PostgreSQL one on Node 24, the web suite on both, and the production suite starts instances on
// both. A developer's run uses the machine's Node.
const onLine = (line) =>
  CI ? { env: nodeLineEnv(line), label: ` (Node ${NODE_LINES[line]})` } : { env: {}, label: "" };
const node26 = onLine(26);
const node24 = onLine(24);

vitest("protocol", "packages/protocol");
// The embedded database first: the same suite a newcomer runs.
vitest(`gateway on PGlite${node26.label}`, "apps/gateway", { ...node26.env, DATABASE_URL: "", REDIS_URL: "" });
const databaseUrl = process.env.DATABASE_URL || (CI ? CI_DATABASE_URL : "");
if (databaseUrl) {
  const redisUrl = process.env.REDIS_URL || (CI ? CI_REDIS_URL : "");
  // The production topology (e2e/production: the gateway built, two API instances on Node 24 and
  // 26, a worker, PostgreSQL, Redis, s3rver, a chain, a proxy) mostly waits on its processes, so it
  // runs beside the PostgreSQL suite.
  const production = reportOf("production");
  const productionStage = runBeside(
    "production",
    "npm",
    ["run", "test:production", "-w", "e2e", "--", ...production.args],
    { env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl || CI_REDIS_URL } },
  );
  vitest(`gateway on PostgreSQL${node24.label}`, "apps/gateway", {
    ...node24.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  });
  await productionStage();
  count("production", production.report);
}
// The fault suite (e2e/faults: PostgreSQL and the gateway of its own, killed and started again, and
// a fault proxy) mostly waits on servers stopping and recovering, so it runs beside the web suite.
const faults = databaseUrl ? reportOf("faults") : undefined;
const faultsStage = faults && runBeside("faults", "npm", ["run", "test:faults", "-w", "e2e", "--", ...faults.args]);
vitest(`web${node26.label}`, "apps/web", node26.env);
// The web suite on both lines: about two minutes more, and it is the suite a build tool's or a
// test runner's Node upgrade breaks first (Node 25's global localStorage did).
if (CI) vitest(`web${node24.label}`, "apps/web", node24.env);
if (faults && faultsStage) {
  await faultsStage();
  count("faults", faults.report);
}
// The contract suite runs once, instrumented (line and branch coverage, fails under 100%), on one
// worker, while the browser tests spend most of their time waiting on pages and the chain. The
// optimized contracts are exercised by the gateway's chain tests and the browser suite.
const coverageReport = reportOf("contracts (with coverage)");
const contractsCoverage = runBeside("contracts (with coverage)", "npm", [
  "run",
  "coverage",
  "-w",
  "contracts",
  "--",
  "--maxWorkers=1",
  // Instrumented and sharing the machine, the longest property tests need more than a minute.
  "--testTimeout=300000",
  ...coverageReport.args,
]);
vitest("browser", "e2e");
await contractsCoverage();
count("contracts (with coverage)", coverageReport.report);

console.log(`\n=== summary ===`);
if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(", ")}`);
// Each failed test's first lines again, last, so a log cut to its tail still names every failure.
for (const failure of failedTests) console.log(`failed: ${failure}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length > 0 || totals.failed > 0 ? 1 : 0);
