#!/usr/bin/env node
// `npm start`: installs what is missing, then starts the whole platform on its embedded defaults.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureInstalled, root } from "./lib/install.mjs";

// Development still starts on Node 20, which many machines have; the product targets 24 and 26.
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.warn(
    `Node ${process.versions.node} is end-of-life (no security fixes since 2026-04-30). ` +
      "Development still works on it; production needs Node 24 or 26 (docs/deploy.md).",
  );
}
ensureInstalled();
const result = spawnSync("npx", ["tsx", join(root, "scripts", "start-platform.ts")], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
