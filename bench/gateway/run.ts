// Gateway bench: `userinfo` with a valid session through the whole wire path (signature,
// session, validation, the user read through its cache in front of PostgreSQL, the reply),
// beside a bare Fastify route taking the same request and answering the same bytes, in the same
// run on the same machine.
// Budget: the gateway spends at most twice the bare route's server CPU per request (steady on a
// shared machine, where throughput swings with the neighbours); the throughput ratio is printed
// beside it. Where /proc is missing (no CPU figures), the old throughput budget (60%) applies.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { api, createGatewayClient, encodeCall } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import { startBenchServer } from "./server-process.js";

const BUDGET_RATIO = 0.6;
const BUDGET_CPU_FACTOR = 2;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time (user and system) per request, in µs; undefined where /proc is not. */
  cpuUs: number | undefined;
}

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

/**
 * A process's CPU time so far in ticks (user + system), from /proc; undefined elsewhere. Other
 * load on the machine slows a server's requests much less than it takes throughput away, so
 * this is the steadier figure on a shared machine.
 */
function cpuTicks(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The median of the runs' CPU time per request, if measured. */
function medianCpu(runs: Figures[]): number | undefined {
  const values = runs.map((run) => run.cpuUs).filter((value): value is number => value !== undefined);
  return values.length === 0 ? undefined : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The run with the median throughput. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)] as Figures;
}

async function load(url: string, body: string, headers: Record<string, string>, pid?: number): Promise<Figures> {
  const before = cpuTicks(pid);
  const result = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const after = cpuTicks(pid);
  const cpuUs =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / CLOCK_TICKS / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

const dbName = `icms_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const children: ChildProcess[] = [];
try {
  const gateway = await startBenchServer(["gateway"], { DATABASE_URL: dbUrl.toString() });
  children.push(gateway.child);

  const account = privateKeyToAccount(generatePrivateKey());
  const client = createGatewayClient({
    baseUrl: gateway.url,
    appId: DEV_DEFAULTS.APP_ID,
    appSecret: DEV_DEFAULTS.APP_SECRET,
  });
  const { message } = await client.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await client.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });

  const call = encodeCall(
    "user_msrv/userinfo",
    {},
    {
      appId: DEV_DEFAULTS.APP_ID,
      appSecret: DEV_DEFAULTS.APP_SECRET,
      lang: "en",
      timestamp: Math.floor(Date.now() / 1000),
    },
  );
  const headers = { AccessToken: login.AccessToken };
  const sample = await fetch(`${gateway.url}${call.url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: call.body,
  });
  const replyBytes = await sample.text();
  if (!replyBytes.includes('"code":0')) throw new Error(`userinfo did not succeed: ${replyBytes}`);

  // The bare route gets the very request the gateway gets: the same path, headers and body.
  const bare = await startBenchServer(["bare", replyBytes, call.url], {});
  children.push(bare.child);

  // Warm both paths, then alternate them so that other load on the machine hits both alike,
  // and compare the medians.
  await load(`${gateway.url}${call.url}`, call.body, headers).catch(() => undefined);
  const gatewayRuns: Figures[] = [];
  const bareRuns: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    gatewayRuns.push(await load(`${gateway.url}${call.url}`, call.body, headers, gateway.child.pid));
    bareRuns.push(await load(`${bare.url}${call.url}`, call.body, headers, bare.child.pid));
  }
  const gatewayResult = median(gatewayRuns);
  const bareResult = median(bareRuns);
  const ratio = gatewayResult.rps / bareResult.rps;

  console.log(
    `\ngateway bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S}s each, reply ${replyBytes.length} bytes`,
  );
  console.log("path (median of rounds)   req/s     p50 ms   p99 ms   CPU µs/req (median)");
  const row = (name: string, r: Figures, cpu: number | undefined) =>
    console.log(
      `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${cpu === undefined ? "" : cpu.toFixed(1).padStart(9)}`,
    );
  const gatewayCpu = medianCpu(gatewayRuns);
  const bareCpu = medianCpu(bareRuns);
  row("userinfo via gateway", gatewayResult, gatewayCpu);
  row("bare Fastify route", bareResult, bareCpu);
  const perRound = gatewayRuns.map((run, i) => `${((run.rps / (bareRuns[i] as Figures).rps) * 100).toFixed(0)}%`);
  console.log(
    `ratio gateway/bare: ${(ratio * 100).toFixed(1)}% (the budget where CPU figures are missing: ${BUDGET_RATIO * 100}%)`,
  );
  console.log(`ratio by round: ${perRound.join(" ")}`);
  let within = ratio >= BUDGET_RATIO;
  if (gatewayCpu !== undefined && bareCpu !== undefined) {
    const factor = gatewayCpu / bareCpu;
    within = factor <= BUDGET_CPU_FACTOR;
    console.log(
      `server CPU per request: gateway ${factor.toFixed(2)}× the bare route (budget: at most ${BUDGET_CPU_FACTOR}×); by round (gateway/bare µs): ${gatewayRuns.map((run, i) => `${run.cpuUs?.toFixed(1)}/${bareRuns[i]?.cpuUs?.toFixed(1)}`).join(" ")}`,
    );
  }
  process.exitCode = within ? 0 : 1;
  console.log(within ? "within budget" : "OVER BUDGET");
} finally {
  for (const child of children) child.kill();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
