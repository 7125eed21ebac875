// Starts the platform as one process: builds the web app when its build is missing or stale,
// starts a local chain with every contract deployed (unless RPC_URL points elsewhere), then the
// gateway serving the API and the web app on one port.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../apps/gateway/src/config.js";
import { startPlatform } from "../apps/gateway/src/platform.js";
import { seedDemoContent } from "../apps/gateway/src/seed/demo-content.js";
import { type DevChain, startDevChain } from "../contracts/src/devchain.js";

const root = join(import.meta.dirname, "..");
const webDir = join(root, "apps", "web");
const webDist = join(webDir, "dist");
/** How often the local chain mines a block when no transaction comes. */
const EMPTY_BLOCK_MS = 60_000;
/** How long before today the local chain's demo state is made (the demo income's settled days). */
const DEMO_HISTORY_DAYS = 15;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function buildWebIfStale(): void {
  const built = join(webDist, "index.html");
  const sources = [join(webDir, "src"), join(webDir, "index.html"), join(root, "packages", "protocol", "src")];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestMtime))) return;
  console.log("Building the web app...");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the web app did not build");
}

/** The local chain, unless the environment names a chain of its own. */
async function startChain(dataDir: string): Promise<DevChain | undefined> {
  if (process.env.RPC_URL) return undefined;
  const chain = await startDevChain({
    port: Number(process.env.CHAIN_PORT ?? 8545),
    addressesFile: join(dataDir, "chain", "addresses.json"),
    // The demo wallets' NFTs were staked two weeks ago, so the settled demo days pay dividends.
    historyDays: DEMO_HISTORY_DAYS,
  });
  // Besides a block per transaction, an empty block a minute: the chain's clock then moves like a
  // live chain's, and a day's X-Man dividend, which waits for the index to pass the day's end by
  // block time (docs/income.md), settles on an idle chain too.
  await chain.provider.request({ method: "evm_setIntervalMining", params: [EMPTY_BLOCK_MS] });
  console.log(`Local chain ${chain.chainId} at ${chain.rpcUrl}, contracts deployed.`);
  console.log("Demo wallets (development keys, public, never use them elsewhere):");
  for (const account of chain.demoAccounts)
    console.log(`  ${account.name.padEnd(6)} ${account.address}  ${account.privateKey}`);
  return chain;
}

// Every setting is checked before anything starts: production refuses the local chain (its keys
// are public), demo content and the development secrets.
try {
  loadConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? join(root, "data");
buildWebIfStale();
const chain = await startChain(dataDir);
const platform = await startPlatform({
  WEB_DIST: process.env.WEB_DIST ?? webDist,
  DATA_DIR: dataDir,
  // The local chain mines a block per transaction, so its indexer reads to the head (0 confirmations).
  ...(chain
    ? { RPC_URL: chain.rpcUrl, CONTRACTS_FILE: join(dataDir, "chain", "addresses.json"), CHAIN_CONFIRMATIONS: "0" }
    : {}),
});
if (platform.config.SEED_DEMO) {
  // An empty database gets demo content by the chain's demo accounts (SEED_DEMO=false skips it).
  const demo = await seedDemoContent(platform.db, {
    storage: platform.storage,
    authors: chain?.demoAccounts,
    chain: chain ? platform.config : undefined,
    // The demo's review decisions are signed for the local chain's staking contract.
    reviewDomain: chain
      ? { chainId: platform.config.CHAIN_ID, verifyingContract: chain.addresses.contracts.XManStaking }
      : undefined,
  });
  if (demo.seeded) console.log(`Demo content: ${demo.articles} articles and videos, ${demo.specials} specials.`);
}
console.log(`\nICMS is running at ${platform.config.PUBLIC_ORIGIN} (API and web app on one port)`);

const shutdown = async () => {
  await platform.stop();
  await chain?.stop();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
