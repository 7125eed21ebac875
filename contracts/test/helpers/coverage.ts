/**
 * Coverage mode of the test suite, switched on by `npm run coverage` through ICMS_COVERAGE_DIR:
 * contracts are deployed from an instrumented build and every EVM step is fed to
 * solidity-coverage's collector; each test file writes the hits it saw when it ends.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hex } from "viem";
import type { ContractName } from "../../src/index.js";

const require = createRequire(import.meta.url);
const dir = process.env.ICMS_COVERAGE_DIR;

export const coverageEnabled = dir !== undefined;

type Instrumentation = Record<string, { hits: number }>;
let instrumentation: Instrumentation | undefined;

/** The instrumented creation bytecode of each contract, when coverage is on. */
export function coverageBytecode(): Partial<Record<ContractName, Hex>> | undefined {
  if (!dir) return undefined;
  return JSON.parse(readFileSync(path.join(dir, "bytecode.json"), "utf8"));
}

interface VmProvider {
  _node: { _vm: { evm: { events: { on(event: "step", listener: (step: unknown) => void): void } } } };
}

/** Feeds every step the provider executes to solidity-coverage's collector. */
export function attachCoverage(provider: unknown): void {
  if (!dir) return;
  const DataCollector = require("solidity-coverage/lib/collector.js") as new (
    data: Instrumentation,
    viaIR: boolean,
  ) => { step(info: unknown): void };
  instrumentation ??= JSON.parse(readFileSync(path.join(dir, "instrumentation.json"), "utf8")) as Instrumentation;
  const collector = new DataCollector(instrumentation, false);
  (provider as VmProvider)._node._vm.evm.events.on("step", (step) => collector.step(step));
}

/** Writes the hits counted in this test file (called once the file's tests are done). */
export function writeCoverageHits(): void {
  if (!dir || !instrumentation) return;
  const hits = Object.fromEntries(
    Object.entries(instrumentation)
      .filter(([, entry]) => entry.hits > 0)
      .map(([hash, entry]) => [hash, entry.hits]),
  );
  mkdirSync(path.join(dir, "hits"), { recursive: true });
  const file = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(path.join(dir, "hits", file), JSON.stringify(hits));
}
