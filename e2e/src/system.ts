import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { privateKeyToAccount } from "viem/accounts";
import { startPlatform } from "../../apps/gateway/src/platform.ts";
import { seedDaoVotes } from "../../apps/gateway/src/seed/dao-votes.ts";
import { ensureDemoOperator } from "../../apps/gateway/src/seed/publications.ts";
import { grantDemoActivityOperator } from "../../apps/gateway/src/seed/activities.ts";
import { grantPrivilege } from "../../apps/gateway/src/seed/privileges.ts";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { seedSettledContribution } from "./income";
import { type DevChain, startDevChain } from "../../contracts/src/devchain.ts";

/** The dev chain's dave account (a public development key). */
const DEMO_OPERATOR = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const WEB_DIST = join(repoRoot, "apps", "web", "dist");

const WEB_ROOT = join(repoRoot, "apps", "web");

/** The newest modification time among the web app's sources. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when `apps/web/dist` is missing or older than its sources; otherwise reuses it. */
function ensureWebBuilt(): void {
  const index = join(WEB_DIST, "index.html");
  if (existsSync(index)) {
    const sources = Math.max(newestSource(join(WEB_ROOT, "src")), statSync(join(WEB_ROOT, "index.html")).mtimeMs);
    if (statSync(index).mtimeMs >= sources) return;
  }
  // The test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production" };
  execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: repoRoot, stdio: "inherit", env });
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningSystem {
  url: string;
  /** The local chain's JSON-RPC URL (chain 97, contracts deployed, demo wallets funded). */
  rpcUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole system for the browser tests: the gateway with its API and the built web
 * app on one origin, on a fresh embedded database (or DATABASE_URL when the environment sets it).
 */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  ensureWebBuilt();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "icms-e2e-data-"));
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const chain: DevChain = await startDevChain({ port: 0, addressesFile: join(dataDir, "chain", "addresses.json") });
  // The settings in both spellings: `{port, webDist, databaseUrl}` and the gateway's
  // configuration names, so the call works whichever form startPlatform reads.
  const settings = {
    port,
    webDist: WEB_DIST,
    databaseUrl,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    WEB_DIST,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    RPC_URL: chain.rpcUrl,
    CONTRACTS_FILE: join(dataDir, "chain", "addresses.json"),
    // The local chain mines a block per transaction: the indexer reads to the head.
    CHAIN_CONFIRMATIONS: "0",
    // The suite's content goes online at once; the review test starts a system with a quorum.
    REVIEW_QUORUM: "0",
    ...env,
  };
  const platform = await startPlatform(settings as unknown as Parameters<typeof startPlatform>[0]);
  // The demo proposals, and the proposing privilege for alice (development keys, local chain only).
  await seedDaoVotes(platform.db, platform.config, chain.demoAccounts);
  // dave (TEST_KEYS.dave) is the demo operator who publishes news and announcements.
  await ensureDemoOperator(platform.db, DEMO_OPERATOR);
  // The demo operator of activities (dave), as the demo seed of `npm start` makes him.
  const dave = await grantDemoActivityOperator(platform.db, privateKeyToAccount(devPrivateKey("dave")).address);
  // The demo reviewer of KOL applications is dave too...
  await grantPrivilege(platform.db, dave, "review_kol");
  // ...and of investment submissions (investment.test.ts).
  await grantPrivilege(platform.db, dave, "answer_invest");
  // carol's settled contribution: income to see and to withdraw (income.test.ts).
  await seedSettledContribution(platform.db, privateKeyToAccount(devPrivateKey("carol")).address);
  return {
    url: origin,
    rpcUrl: chain.rpcUrl,
    async stop() {
      await platform.stop();
      await chain.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
