/**
 * compose.yaml's topology without containers, each part a process of its own: PostgreSQL (the
 * running server, a fresh database), Redis, an S3-compatible store (s3rver) with the bucket, a
 * chain standing in for BSC with the contracts deployed by the production deploy script, the
 * one-shot migration, two API instances (WORKERS=off) and a worker (WORKERS=only) started from
 * the build output with NODE_ENV=production, and the proxy in front. API instance 1 runs on
 * Node 24, instance 2 and the worker on Node 26.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPostgres } from "../../apps/gateway/src/db/postgres.ts";
import { freePort } from "../src/system.ts";
import { type DeployedChain, deployToChain } from "./deploy.ts";
import { type NodeBinary, nodeBinary } from "./node-line.ts";
import { runOnce, type Service, startService, waitForHttp, waitUntil } from "./processes.ts";
import { type RunningProxy, startProxy } from "./proxy.ts";

const ADMIN_DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const BUCKET = "icms";
/** s3rver's own keys: it accepts requests signed with these. */
const S3RVER_KEY = "S3RVER";

interface Gateway {
  name: string;
  service: Service;
  origin: string;
  port: number;
  node: NodeBinary;
}

export interface Topology {
  proxy: RunningProxy;
  apis: [Gateway, Gateway];
  worker: Gateway;
  chain: DeployedChain;
  storage: { origin: string; dir: string; bucket: string };
  databaseUrl: string;
  appId: string;
  appSecret: string;
  /** What was started, a line each, for the test output. */
  started: string[];
  stop(): Promise<void>;
}

const random = (bytes: number) => randomBytes(bytes).toString("base64url");
const baseEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });

/** What to undo, in the order it was done; kept outside the start so a start cut short is undone too. */
const cleanups: (() => Promise<void>)[] = [];

/** Stops whatever has been started (processes, proxy) and drops the database, newest first. */
export async function stopTopology(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}

export async function startTopology(repoRoot: string): Promise<Topology> {
  const dir = mkdtempSync(join(tmpdir(), "icms-production-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const started: string[] = [];
  try {
    const [node24, node26] = await Promise.all([nodeBinary(repoRoot, 24), nodeBinary(repoRoot, 26)]);

    // PostgreSQL: a database of the suite's own on the running server, dropped at the end.
    const database = `icms_production_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = await openPostgres(ADMIN_DATABASE_URL, { size: 1 });
    await admin.query(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.close();
    });
    const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${database}` }).toString();
    started.push(`postgresql: database ${database} on ${new URL(ADMIN_DATABASE_URL).host}`);
    started.push(`redis: ${REDIS_URL}`);

    // The S3-compatible store, the bucket created at its start.
    const s3Port = await freePort();
    const s3Dir = join(dir, "s3");
    // biome-ignore format: the command line
    const s3 = startService({ name: "s3rver", command: process.execPath, cwd: repoRoot, env: baseEnv(),
      args: [fileURLToPath(import.meta.resolve("s3rver/bin/s3rver.js")), "-d", s3Dir, "-a", "127.0.0.1",
        "-p", String(s3Port), "--configure-bucket", BUCKET, "--no-vhost-buckets"] });
    cleanups.push(() => s3.stop());
    const s3Origin = `http://127.0.0.1:${s3Port}`;
    await waitUntil(s3, "its port", async () => Boolean(await fetch(s3Origin)));
    started.push(`s3rver 3.7.1: pid ${s3.pid}, port ${s3Port}, bucket ${BUCKET}`);

    // The chain standing in for BSC, in a process of its own.
    const chainPort = await freePort();
    // biome-ignore format: the command line
    const chainNode = startService({ name: "chain", command: process.execPath, cwd: repoRoot, env: baseEnv(),
      args: ["--import", "tsx", join(repoRoot, "e2e", "production", "chain-node.ts"), String(chainPort)] });
    cleanups.push(() => chainNode.stop());
    const rpcUrl = `http://127.0.0.1:${chainPort}`;
    await waitUntil(chainNode, "its JSON-RPC", async () => /listening/.test(chainNode.output()));
    started.push(`chain (Hardhat Network, chain id 97): pid ${chainNode.pid}, port ${chainPort}`);
    const chain = await deployToChain(rpcUrl, dir, repoRoot);
    started.push(
      `contracts: deployed by \`npm run deploy -w contracts\` (deploy block ${chain.addresses.deployBlock}), owner ${chain.owner}`,
    );

    const ports = [await freePort(), await freePort(), await freePort()] as const;
    const proxy = await startProxy(
      ports.slice(0, 2).map((port) => `http://127.0.0.1:${port}`),
      { origin: s3Origin, bucket: BUCKET },
    );
    cleanups.push(() => proxy.close());

    const appId = `icms-production-${random(4)}`;
    const appSecret = random(24);
    // Every production setting given, none of them a development default.
    const settings: Record<string, string> = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: proxy.url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, "data"),
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: `icms:production:${database}:`,
      APP_ID: appId,
      APP_SECRET: appSecret,
      JWT_SECRET: random(48),
      CREDENTIALS_KEY: randomBytes(32).toString("base64"),
      COURSE_QUOTE_SIGNER_KEY: chain.quoteSignerKey,
      WITHDRAW_SIGNER_KEY: chain.withdrawSignerKey,
      METRICS_TOKEN: random(24),
      CHAIN_ID: "97",
      RPC_URL: rpcUrl,
      CONTRACTS_FILE: chain.contractsFile,
      // The stand-in chain mines a block per transaction and no more: nothing would ever get three
      // confirmations, so the indexer reads to the head.
      CHAIN_CONFIRMATIONS: "0",
      INDEXER_POLL_MS: "200",
      REVIEW_QUORUM: "2",
      SEED_DEMO: "false",
      S3_ENDPOINT: s3Origin,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_PUBLIC_URL: `${proxy.url}/files`,
    };

    // The migration, once, before any instance starts.
    const migrated = await runOnce({
      name: "migrate",
      command: "npm",
      args: ["run", "migrate"],
      env: { ...baseEnv(), ...settings, PATH: `${join(node26.path, "..")}:${process.env.PATH}` },
      cwd: repoRoot,
    });
    started.push(`migrate (npm run migrate, ${node26.version}): ${migrated.split("\n").pop()}`);

    const gateway = (name: string, port: number, node: NodeBinary, workers: "off" | "only"): Gateway => {
      const service = startService({
        name,
        command: node.path,
        args: ["--enable-source-maps", join(repoRoot, "apps", "gateway", "dist", "bin", "main.js")],
        env: { ...baseEnv(), ...settings, PORT: String(port), WORKERS: workers },
        cwd: join(repoRoot, "apps", "gateway"),
      });
      cleanups.push(() => service.stop());
      return { name, service, origin: `http://127.0.0.1:${port}`, port, node };
    };
    const apis: [Gateway, Gateway] = [
      gateway("api-1", ports[0], node24, "off"),
      gateway("api-2", ports[1], node26, "off"),
    ];
    const worker = gateway("worker", ports[2], node26, "only");
    const all = [...apis, worker];
    await Promise.all(all.map((g) => waitForHttp(g.service, `${g.origin}/healthz`)));
    // Ready: database, Redis, storage, chain and the worker's indexer all answer.
    await Promise.all(all.map((g) => waitForHttp(g.service, `${g.origin}/readyz`)));
    for (const g of all) {
      const workers = g === worker ? "WORKERS=only" : "WORKERS=off";
      started.push(
        `${g.name}: node dist/bin/main.js, NODE_ENV=production, ${workers}, pid ${g.service.pid}, port ${g.port}, ${g.node.version} (${g.node.note})`,
      );
    }
    started.push(`proxy: ${proxy.url} -> api-1, api-2; /files/* -> s3rver bucket ${BUCKET}`);
    return {
      proxy,
      apis,
      worker,
      chain,
      storage: { origin: s3Origin, dir: s3Dir, bucket: BUCKET },
      databaseUrl,
      appId,
      appSecret,
      started,
      stop: stopTopology,
    };
  } catch (error) {
    await stopTopology();
    throw error;
  }
}
