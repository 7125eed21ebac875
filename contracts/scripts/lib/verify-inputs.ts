/**
 * Source verification on BscScan (or any Etherscan-style explorer): for each deployed contract a
 * standard-JSON compiler input holding exactly the sources it is built from, with the settings of
 * the build, and its constructor arguments ABI-encoded. The explorer compiles the input with the
 * same solc version and matches the result against the code at the address.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Abi, type AbiParameter, encodeAbiParameters, type Hex } from "viem";
import { type ContractName, contractArtifacts, type DeployedContract } from "../../src/index.js";
import { compilerSettings, readImport, readSources, type Sources, solcVersion } from "./solc.js";

/** What the explorer's form (or its API) asks for, besides the input file. */
export interface VerificationEntry {
  key: DeployedContract["key"];
  address: DeployedContract["address"];
  /** `<source unit>:<contract>`, the explorer's "contract name". */
  contract: string;
  /** The explorer's spelling of the compiler version, `v0.8.30+commit.73712a01`. */
  compilerVersion: string;
  /** ABI-encoded constructor arguments, hex without `0x`, as the explorer takes them. */
  constructorArguments: string;
  /** The standard-JSON input file, beside this manifest. */
  input: string;
}

export interface StandardJsonInput {
  language: "Solidity";
  sources: Record<string, { content: string }>;
  settings: ReturnType<typeof compilerSettings> & { outputSelection: Record<string, Record<string, string[]>> };
}

const importPattern = /^\s*import\s+(?:[^"';]*?\bfrom\s+)?["']([^"']+)["']/gm;

/** The source unit an import names, relative imports resolved against the importing unit. */
function resolveImport(from: string, target: string): string {
  return target.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(from), target)) : target;
}

/** The source unit declaring `contract <name>` among our sources. */
function sourceOf(sources: Sources, name: ContractName): string {
  const declaration = new RegExp(`^\\s*(?:abstract\\s+)?contract\\s+${name}\\b`, "m");
  const unit = Object.keys(sources).find((u) => declaration.test(sources[u] ?? ""));
  if (!unit) throw new Error(`no source declares contract ${name}`);
  return unit;
}

/** The standard-JSON input of one contract: its source unit and everything it imports. */
function standardJsonInput(
  name: ContractName,
  sources: Sources = readSources(),
): {
  unit: string;
  input: StandardJsonInput;
} {
  const unit = sourceOf(sources, name);
  const closure: Record<string, { content: string }> = {};
  const pending = [unit];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (closure[next]) continue;
    const read = sources[next] ?? readImport(next);
    const content = typeof read === "string" ? read : "contents" in read ? read.contents : undefined;
    if (content === undefined) throw new Error(`cannot read ${next}`);
    closure[next] = { content };
    for (const match of content.matchAll(importPattern)) pending.push(resolveImport(next, match[1] as string));
  }
  const ordered = Object.fromEntries(
    Object.keys(closure)
      .sort()
      .map((u) => [u, closure[u] as { content: string }]),
  );
  const selection = [
    "abi",
    "evm.bytecode.object",
    "evm.deployedBytecode.object",
    "evm.deployedBytecode.immutableReferences",
  ];
  return {
    unit,
    input: {
      language: "Solidity",
      sources: ordered,
      settings: { ...compilerSettings(), outputSelection: { "*": { "*": selection } } },
    },
  };
}

/** The constructor arguments of `name` ABI-encoded, as they follow the creation code. */
function encodeConstructorArguments(name: ContractName, args: readonly unknown[]): Hex {
  const creation = (contractArtifacts[name].abi as Abi).find((item) => item.type === "constructor");
  const inputs: readonly AbiParameter[] = creation && "inputs" in creation ? creation.inputs : [];
  return inputs.length === 0 ? "0x" : encodeAbiParameters(inputs, args);
}

function explorerCompilerVersion(): string {
  return `v${solcVersion().replace(/\.Emscripten.*$/, "")}`;
}

/**
 * Writes `<key>.input.json` for each contract and `verify.json`, the list of entries, into `dir`;
 * returns the entries.
 */
export async function writeVerificationInputs(
  dir: string,
  contracts: DeployedContract[],
): Promise<VerificationEntry[]> {
  await mkdir(dir, { recursive: true });
  const sources = readSources();
  const compilerVersion = explorerCompilerVersion();
  const entries: VerificationEntry[] = [];
  for (const c of contracts) {
    const { unit, input } = standardJsonInput(c.name, sources);
    const file = `${c.key}.input.json`;
    await writeFile(path.join(dir, file), `${JSON.stringify(input, null, 2)}\n`);
    entries.push({
      key: c.key,
      address: c.address,
      contract: `${unit}:${c.name}`,
      compilerVersion,
      constructorArguments: encodeConstructorArguments(c.name, c.args).slice(2),
      input: file,
    });
  }
  await writeFile(path.join(dir, "verify.json"), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}
