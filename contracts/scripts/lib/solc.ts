/**
 * Compiling the Solidity sources with solc-js (the compiler from npm: nothing is downloaded).
 * Source unit names are paths relative to the workspace (`contracts/token/ICMSToken.sol`), and
 * `@openzeppelin/...` imports are read from the installed package, so output is reproducible.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const solc = require("solc") as {
  compile(input: string, callbacks: { import(p: string): { contents: string } | { error: string } }): string;
  version(): string;
};

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sourcesDir = "contracts";
/** Import prefixes solc may ask for, and the installed folder each one reads from. */
const remappings: [prefix: string, folder: string][] = [
  ["@openzeppelin/contracts/", path.dirname(require.resolve("@openzeppelin/contracts/package.json"))],
];

export type Sources = Record<string, string>;

export interface CompiledContract {
  /** Source unit the contract is declared in. */
  source: string;
  name: string;
  abi: unknown[];
  bytecode: string;
  deployedBytecode: string;
}

/** Every `.sol` file under `contracts/contracts`, keyed by source unit name, in sorted order. */
export function readSources(): Sources {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".sol")) files.push(rel);
    }
  };
  walk(sourcesDir);
  files.sort();
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(workspaceRoot, f), "utf8")]));
}

/** Reads an import that is not one of our sources from its installed package. */
export function readImport(unit: string): { contents: string } | { error: string } {
  const mapping = remappings.find(([prefix]) => unit.startsWith(prefix));
  if (!mapping) return { error: `no package provides ${unit}` };
  try {
    return { contents: readFileSync(path.join(mapping[1], unit.slice(mapping[0].length)), "utf8") };
  } catch (error) {
    return { error: `cannot read ${unit}: ${(error as Error).message}` };
  }
}

export interface CompileOptions {
  /** Turn the optimizer off (coverage instrumentation needs it off). */
  optimize?: boolean;
  /** Do not print warnings (instrumented sources have many). */
  quiet?: boolean;
}

/**
 * The settings that make the bytecode (the output selection aside): a source verifier compiles
 * with exactly these to get the deployed bytecode back.
 */
export function compilerSettings(optimize = true) {
  return { optimizer: { enabled: optimize, runs: 200 }, evmVersion: "cancun" };
}

/** Compiles `sources` and returns the deployable contracts declared in them, sorted by name. */
export function compile(sources: Sources, options: CompileOptions = {}): CompiledContract[] {
  const optimize = options.optimize ?? true;
  const selection = ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"];
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(Object.entries(sources).map(([unit, content]) => [unit, { content }])),
    settings: {
      ...compilerSettings(optimize),
      outputSelection: Object.fromEntries(Object.keys(sources).map((unit) => [unit, { "*": selection }])),
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const problems = output.errors ?? [];
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  if (!options.quiet) for (const warning of problems) console.warn(warning.formattedMessage);

  const contracts: CompiledContract[] = [];
  for (const [source, declared] of Object.entries(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(declared)) {
      if (c.evm.bytecode.object.length === 0) continue; // interfaces and abstract contracts
      contracts.push({
        source,
        name,
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      });
    }
  }
  return contracts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function solcVersion(): string {
  return solc.version();
}

/** Compiles a standard-JSON input as it is, with no import callback (as a source verifier does). */
export function compileStandardJson(input: unknown): unknown {
  return JSON.parse(solc.compile(JSON.stringify(input), { import: () => ({ error: "imports must be in the input" }) }));
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >;
}
