import { execFileSync } from "node:child_process";
import { repoRoot } from "./paths.ts";

/**
 * The production build the suite starts from: the gateway's bundles (`dist/bin/main.js`,
 * `migrate.js`). The contract artifacts the deploy script uses are generated sources already
 * in the tree, and the suite drives the API, not the web app, so the rest of `npm run build`
 * is not needed here.
 */
export default function setup(): void {
  const started = Date.now();
  execFileSync("npm", ["run", "build", "-w", "apps/gateway"], { cwd: repoRoot, stdio: "inherit" });
  console.log(`built the gateway in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
