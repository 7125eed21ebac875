// The Node.js LTS lines the product supports, brought from the npm registry (which publishes each
// release's binary as `node-<platform>-<arch>`), so CI proves them with no other network access.
// A line's binary is unpacked once into `.cache/node/<version>/` and reused.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./install.mjs";

/** Pinned releases, one per supported line: 26 is the active LTS, 24 the maintenance LTS. */
export const NODE_LINES = { 24: "24.21.0", 26: "26.12.1" };

/** The folder holding `node` of that line, fetched on first use; the process stops if it cannot be. */
function nodeLineBin(line) {
  const version = NODE_LINES[line];
  if (!version) throw new Error(`no pinned Node ${line}`);
  const dir = join(root, ".cache", "node", version);
  const bin = join(dir, "bin");
  if (existsSync(join(bin, "node"))) return bin;
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  console.log(`Fetching Node ${version} (${pkg}) from the npm registry...`);
  const work = mkdtempSync(join(tmpdir(), "icms-node-"));
  try {
    const packed = spawnSync("npm", ["pack", pkg, "--silent"], { cwd: work, encoding: "utf8" });
    const file = packed.stdout.trim().split("\n").pop();
    if (packed.status !== 0 || !file) throw new Error(`npm pack ${pkg} failed: ${packed.stderr}`);
    const unpacked = spawnSync("tar", ["xzf", file, "package/bin/node"], { cwd: work, stdio: "inherit" });
    if (unpacked.status !== 0) throw new Error(`could not unpack ${file}`);
    mkdirSync(dir, { recursive: true });
    rmSync(bin, { recursive: true, force: true });
    renameSync(join(work, "package", "bin"), bin);
    return bin;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** An environment whose `node` (and what npx starts) is that line's. */
export function nodeLineEnv(line) {
  return { PATH: `${nodeLineBin(line)}:${process.env.PATH}` };
}
