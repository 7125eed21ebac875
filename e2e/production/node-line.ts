/**
 * The Node.js binary a production process runs on: the pinned release of an LTS line
 * (scripts/lib/node-lines.mjs, fetched into .cache/node/ when CI asks for it), or the machine's
 * own Node when the pinned one is not there outside CI, which the summary then says.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface NodeBinary {
  /** The `node` to start. */
  path: string;
  /** What it reports for `node --version`. */
  version: string;
  /** How it was chosen, for the summary. */
  note: string;
}

interface NodeLines {
  NODE_LINES: Record<number, string>;
  nodeLineEnv(line: number): { PATH: string };
}

export async function nodeBinary(repoRoot: string, line: 24 | 26): Promise<NodeBinary> {
  const lines = (await import(pathToFileURL(join(repoRoot, "scripts", "lib", "node-lines.mjs")).href)) as NodeLines;
  const pinned = lines.NODE_LINES[line] as string;
  const cached = join(repoRoot, ".cache", "node", pinned, "bin", "node");
  let path = process.execPath;
  let note = `the machine's Node: the pinned Node ${pinned} is not in .cache/node (CI fetches it)`;
  if (process.env.CI === "true" || existsSync(cached)) {
    // Fetches the binary when it is missing (CI only reaches here without it).
    path = join(lines.nodeLineEnv(line).PATH.split(":")[0] as string, "node");
    note = `pinned Node ${line} LTS`;
  }
  const version = execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
  return { path, version, note };
}
