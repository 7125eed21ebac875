// Web bench: what the home route downloads (JavaScript and CSS, gzip) against the 200 KB
// JavaScript budget, and proof that the wallet libraries stay out of it. Builds the web app
// first unless BENCH_NO_BUILD is set.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  gzipBytes,
  HOME_JS_BUDGET_BYTES,
  HOME_ROUTE_SOURCES,
  type Manifest,
  routeFiles,
} from "../../apps/web/scripts/bundle-size.js";

const root = join(import.meta.dirname, "..", "..");
const dist = join(root, "apps", "web", "dist");
/** The module that pulls in wagmi and viem's wallet code; it must load only on demand. */
const WALLET_ENGINE = "src/wallet/engine.ts";

if (!process.env.BENCH_NO_BUILD) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const home = routeFiles(manifest, HOME_ROUTE_SOURCES);
const wallet = routeFiles(manifest, [WALLET_ENGINE]);
const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const homeJs = sum(home.js);
const walletOnly = wallet.js.filter((file) => !home.js.includes(file));
const engineFile = manifest[WALLET_ENGINE]?.file;
const walletInHome = engineFile === undefined || home.js.includes(engineFile);

console.log("web bench: the home route (/index), gzip");
console.log(`  JavaScript ${kb(homeJs)} (budget ${kb(HOME_JS_BUDGET_BYTES)}) in ${home.js.length} files`);
console.log(`  CSS        ${kb(sum(home.css))}`);
console.log(`  wallet code loaded on demand: ${kb(sum(walletOnly))} in ${walletOnly.length} files`);
console.log(`  wallet engine in the home route: ${walletInHome ? "YES (over budget)" : "no"}`);
const ok = homeJs <= HOME_JS_BUDGET_BYTES && !walletInHome;
console.log(ok ? "within budget" : "OVER BUDGET");
process.exitCode = ok ? 0 : 1;
