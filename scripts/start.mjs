#!/usr/bin/env node
// `npm start`: installs what is missing, then starts the whole platform on its embedded defaults.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureInstalled, root } from "./lib/install.mjs";

ensureInstalled();
const result = spawnSync("npx", ["tsx", join(root, "scripts", "start-platform.ts")], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
