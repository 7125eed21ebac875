// Notices bench: 1,000 members with the notices stream open on one gateway instance (PostgreSQL),
// and the memory those streams hold there (after a full collection: the JS heap with the buffers
// outside it, which is the budgeted figure, and RSS, which the allocator keeps or returns in
// steps larger than a stream and so is printed only); then comments on the members' articles, one at a time, each timed from the comment
// call to its notification arriving on the author's stream (p50/p99); and the instance's CPU
// while the streams sit idle (the change watcher's cost). Exits 1 over a budget below.
//
//   npm run bench:notices -w bench   (BENCH_STREAMS, BENCH_SAMPLES; DATABASE_URL of the server)
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { api, createGatewayClient } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import { readStream, type StreamReader } from "../../apps/gateway/src/services/notices/live/sse-client.js";
import { STREAM_PATH } from "../../apps/gateway/src/services/notices/live/stream.js";

/** Memory one open stream holds on the instance (heap and buffers, per stream). */
const BUDGET_BYTES_PER_STREAM = 50 * 1024;
/** From the comment call to its notification on the author's stream. */
const BUDGET_P99_MS = 500;

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SAMPLES = Math.min(Number(process.env.BENCH_SAMPLES ?? 200), Math.floor(STREAMS / 2));
const IDLE_SECONDS = 10;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SERVER_FILE = new URL("./server.ts", import.meta.url).pathname;

type Client = ReturnType<typeof createGatewayClient>;
interface Member {
  uid: number;
  token: string;
  client: Client;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The server process's CPU time so far in ms, from /proc; undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", SERVER_FILE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const [line] = (await once(child.stdout as NonNullable<ChildProcess["stdout"]>, "data")) as [Buffer];
  return { url: line.toString().trim(), child };
}

/** The server's memory after a full collection: RSS, and the JS heap with the buffers outside it. */
async function memoryOf(child: ChildProcess): Promise<{ rss: number; heapUsed: number }> {
  child.send("memory");
  const [answer] = (await once(child, "message")) as [{ rss: number; heapUsed: number; external: number }];
  return { rss: answer.rss, heapUsed: answer.heapUsed + answer.external };
}

async function signInMember(url: string): Promise<Member> {
  const account = privateKeyToAccount(generatePrivateKey());
  const client = (session = {}) =>
    createGatewayClient({
      baseUrl: url,
      appId: DEV_DEFAULTS.APP_ID,
      appSecret: DEV_DEFAULTS.APP_SECRET,
      tokens: () => session,
    });
  const { message } = await client().call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await client().call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  const session = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return { uid: login.uid, token: login.AccessToken, client: client(session) };
}

/** Resolves with the time the next `notice` event arrives on `reader`. */
async function nextNotice(reader: StreamReader): Promise<number> {
  for (;;) {
    const { event } = await reader.next();
    if (event.type === "notice") return performance.now();
  }
}

const dbName = `icms_bench_notices_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

let server: { url: string; child: ChildProcess } | undefined;
const readers: StreamReader[] = [];
let failed = false;
try {
  server = await startServer({ DATABASE_URL: dbUrl.toString(), REVIEW_QUORUM: "0" });
  const { url, child } = server;

  const members: Member[] = [];
  for (let i = 0; i < STREAMS; i += 25) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(25, STREAMS - i) }, () => signInMember(url)))));
  }
  // The first SAMPLES members each write an article; the next SAMPLES comment on them.
  const articles: number[] = [];
  for (let i = 0; i < SAMPLES; i += 25) {
    const batch = members.slice(i, Math.min(i + 25, SAMPLES));
    articles.push(
      ...(await Promise.all(
        batch.map(async (m) => {
          const saved = await m.client.call(api.appcms_msrv.my_article_add_save, {
            article_type: 1,
            title: `Notices bench ${m.uid}`,
            abstract: "How optimistic rollups settle on Ethereum.",
            content: "<p>Fraud proofs give challengers a week to dispute a state root.</p>",
            cover_url: `/uploads/image/2025/01/${randomBytes(16).toString("hex")}.png`,
            tags: "rollups,layer2",
            lang: "en",
          } as never);
          return saved.article_id;
        }),
      )),
    );
  }
  console.log(`${STREAMS} members signed in, ${SAMPLES} articles written; opening the streams`);

  // Memory is compared between half the streams open and all of them, so what the first
  // connections allocate once (the server's buffers, code warming up) is not counted per stream.
  const open = async (from: number, to: number) => {
    for (let i = from; i < to; i += 100) {
      const batch = members.slice(i, Math.min(i + 100, to));
      const opened = await Promise.all(batch.map((m) => readStream(`${url}${STREAM_PATH}?token=${m.token}`)));
      await Promise.all(opened.map((reader) => reader.next()));
      readers.push(...opened);
    }
  };
  const half = Math.floor(STREAMS / 2);
  await open(0, half);
  const before = await memoryOf(child);
  await open(half, STREAMS);
  const after = await memoryOf(child);
  const rssPerStream = (after.rss - before.rss) / (STREAMS - half);
  const heapPerStream = (after.heapUsed - before.heapUsed) / (STREAMS - half);

  // Past the watcher's settling window after the streams opened: the idle state proper.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const cpuBefore = cpuMs(child.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const cpuAfter = cpuMs(child.pid);
  const idleCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / IDLE_SECONDS;

  // What the watcher asks each tick, timed from here: the sequence alone (every tick), and which
  // of the connected users changed (while the sequence moved lately).
  const data = new pg.Client({ connectionString: dbUrl.toString() });
  await data.connect();
  const timed = async (runs: number, statement: string, params: unknown[] = []) => {
    const started = performance.now();
    for (let i = 0; i < runs; i++) await data.query(statement, params);
    return (performance.now() - started) / runs;
  };
  const uids = members.map((m) => m.uid);
  const sequenceMs = await timed(500, "SELECT last_value FROM notice_seq");
  const changedMs = await timed(
    50,
    `SELECT c.uid FROM unnest($1::int[], $2::bigint[]) AS c(uid, since)
     WHERE EXISTS (SELECT 1 FROM notices n WHERE n.uid = c.uid AND n.seq > c.since)
        OR EXISTS (SELECT 1 FROM notice_cursors k WHERE k.uid = c.uid AND k.changed > c.since)`,
    [uids, uids.map(() => 0)],
  );
  await data.end();

  const latencies: number[] = [];
  const callTimes: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const author = readers[i] as StreamReader;
    const commenter = members[SAMPLES + i] as Member;
    const arrived = nextNotice(author);
    const sent = performance.now();
    await commenter.client.call(api.appcms_msrv.article_comment_add, {
      article_id: articles[i] as number,
      content: "Great write-up",
    });
    callTimes.push(performance.now() - sent);
    latencies.push((await arrived) - sent);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const calls = [...callTimes].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  console.log(`\nnotices bench: ${STREAMS} streams on one instance (PostgreSQL), ${SAMPLES} comments`);
  console.log(
    `memory, ${half} -> ${STREAMS} streams: RSS ${kb(before.rss)} -> ${kb(after.rss)}, heap and buffers ${kb(before.heapUsed)} -> ${kb(after.heapUsed)}; per stream heap and buffers ${kb(heapPerStream)} (budget ${kb(BUDGET_BYTES_PER_STREAM)}), RSS ${kb(rssPerStream)}`,
  );
  console.log(
    `comment -> notice on the stream: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (budget p99 ${BUDGET_P99_MS} ms); the comment call alone p50 ${percentile(calls, 0.5).toFixed(0)} ms, p99 ${percentile(calls, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `watcher statements (round trip from the bench): sequence ${(sequenceMs * 1000).toFixed(0)} µs; changed users of ${STREAMS} ${changedMs.toFixed(2)} ms`,
  );
  console.log(
    `instance CPU with the streams idle: ${idleCpu === undefined ? "n/a" : `${idleCpu.toFixed(1)} ms/s`}; machine load average ${loadavg()[0]?.toFixed(1)}`,
  );
  if (heapPerStream > BUDGET_BYTES_PER_STREAM || p99 > BUDGET_P99_MS) {
    console.log("OVER BUDGET");
    failed = true;
  }
} finally {
  for (const reader of readers) reader.close();
  if (server) {
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
