/**
 * Line and branch coverage of the contracts, measured with solidity-coverage's instrumenter and
 * collector around our own vitest suite (not Hardhat's mocha runner):
 *
 * 1. instrument every source and compile the result with solc-js (optimizer off);
 * 2. run `vitest run` with ICMS_COVERAGE_DIR set: the test chains deploy the instrumented
 *    bytecode and feed every EVM step to the collector, and each test file writes its hits;
 * 3. merge the hits, write the istanbul reports to `coverage/` and print the figures.
 *
 * Fails when a test fails or when a contract is below 100% of lines or branches.
 *   npm run coverage -w contracts [-- vitest arguments]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile, readSources, workspaceRoot } from "./lib/solc.js";

const require = createRequire(import.meta.url);
const threshold = 100;
const outDir = path.join(workspaceRoot, "coverage");
const runDir = path.join(outDir, "run");

interface CoverageApi {
  instrument(targets: { source: string; canonicalPath: string; relativePath: string }[]): {
    canonicalPath: string;
    source: string;
  }[];
  getInstrumentationData(): Record<string, { hits: number }>;
  setInstrumentationData(data: Record<string, { hits: number }>): void;
  report(folder: string): Promise<void>;
}

function instrumentAndCompile(api: CoverageApi): void {
  const sources = readSources();
  const targets = Object.entries(sources).map(([unit, source]) => ({
    source,
    canonicalPath: path.join(workspaceRoot, unit),
    relativePath: unit,
  }));
  const instrumented = Object.fromEntries(
    api
      .instrument(targets)
      .map((t) => [path.relative(workspaceRoot, t.canonicalPath).split(path.sep).join("/"), t.source]),
  );
  const bytecode = Object.fromEntries(
    compile(instrumented, { optimize: false, quiet: true }).map((c) => [c.name, c.bytecode]),
  );
  writeFileSync(path.join(runDir, "bytecode.json"), JSON.stringify(bytecode));
  writeFileSync(path.join(runDir, "instrumentation.json"), JSON.stringify(api.getInstrumentationData()));
}

function runTests(): boolean {
  const vitest = path.join(path.dirname(require.resolve("vitest/package.json")), "vitest.mjs");
  // Arguments after `--` go to vitest, e.g. `--maxWorkers=1` when the run shares the machine.
  const run = spawnSync(process.execPath, [vitest, "run", ...process.argv.slice(2)], {
    cwd: workspaceRoot,
    stdio: "inherit",
    env: { ...process.env, ICMS_COVERAGE_DIR: runDir },
  });
  return run.status === 0;
}

function mergeHits(api: CoverageApi): void {
  const data = api.getInstrumentationData();
  const hitsDir = path.join(runDir, "hits");
  for (const file of existsSync(hitsDir) ? readdirSync(hitsDir) : []) {
    const hits = JSON.parse(readFileSync(path.join(hitsDir, file), "utf8")) as Record<string, number>;
    for (const [hash, count] of Object.entries(hits)) {
      const entry = data[hash];
      if (entry) entry.hits += count;
    }
  }
  api.setInstrumentationData(data);
}

interface Totals {
  total: number;
  covered: number;
  pct: number | "Unknown";
}

/** Prints lines, branches, functions and statements per contract; returns the files under threshold. */
function printSummary(): string[] {
  const summary = JSON.parse(readFileSync(path.join(outDir, "coverage-summary.json"), "utf8")) as Record<
    string,
    Record<"lines" | "branches" | "functions" | "statements", Totals>
  >;
  const pct = (t: Totals) =>
    t.total === 0 ? "-" : `${((100 * t.covered) / t.total).toFixed(1)}% ${t.covered}/${t.total}`;
  const rows = [["contract", "lines", "branches", "functions", "statements"]];
  const below: string[] = [];
  for (const [file, s] of Object.entries(summary)) {
    const name = file === "total" ? "all contracts" : path.relative(workspaceRoot, path.resolve(workspaceRoot, file));
    if (file !== "total" && s.lines.total === 0) continue; // interfaces
    rows.push([name, pct(s.lines), pct(s.branches), pct(s.functions), pct(s.statements)]);
    const under = (t: Totals) => t.total > 0 && (100 * t.covered) / t.total < threshold;
    if (file !== "total" && (under(s.lines) || under(s.branches))) below.push(name);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "),
    );
  return below;
}

async function main(): Promise<void> {
  const API = require("solidity-coverage/api") as new (config: object) => CoverageApi;
  const api = new API({
    silent: true,
    istanbulReporter: ["json-summary", "lcov", "html"],
    cwd: workspaceRoot,
    log: () => {},
  });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  instrumentAndCompile(api);
  const passed = runTests();
  mergeHits(api);
  await api.report(outDir);
  const stray = path.join(workspaceRoot, "coverage.json");
  if (existsSync(stray)) renameSync(stray, path.join(outDir, "coverage.json"));
  rmSync(runDir, { recursive: true, force: true });

  console.log("\nSolidity coverage (solidity-coverage instrumentation, vitest suite):");
  const below = printSummary();
  console.log(`\nreports: coverage/index.html, coverage/lcov.info`);
  if (!passed) {
    console.error("tests failed");
    process.exit(1);
  }
  if (below.length > 0) {
    console.error(`below ${threshold}% of lines or branches: ${below.join(", ")}`);
    process.exit(1);
  }
}

await main();
