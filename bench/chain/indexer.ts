/**
 * Chain indexer catch-up rate: puts at least 10,000 indexed events on the in-process dev chain,
 * then times the indexer reading them all from the deploy block into PostgreSQL (a fresh
 * database, dropped afterwards), over the chain's HTTP JSON-RPC as in production. Exits non-zero
 * when the rate is under budget or the index does not match the chain's logs.
 *
 *   npx tsx bench/chain/indexer.ts
 *
 * DATABASE_URL names the server (postgres://postgres@127.0.0.1:5432/postgres unless set).
 */
import { randomBytes } from "node:crypto";
import { startDevChain } from "@icms/contracts";
import pg from "pg";
import { readCheckpoint } from "../../apps/gateway/src/chain/checkpoint.js";
import { EVENT_TOPICS, watchedContracts } from "../../apps/gateway/src/chain/followed-events.js";
import { startIndexer } from "../../apps/gateway/src/chain/indexer.js";
import { migrate } from "../../apps/gateway/src/db/migrate.js";
import { openPostgres } from "../../apps/gateway/src/db/postgres.js";
import { generateIndexedEvents } from "./indexer-load.js";

/** Events per second the indexer must at least sustain while catching up. */
const BUDGET_EVENTS_PER_SECOND = 1_000;
const MIN_EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
/** Blocks per eth_getLogs request, as the gateway's default INDEXER_BATCH_BLOCKS. */
const BATCH_BLOCKS = Number(process.env.INDEXER_BATCH_BLOCKS ?? 2_000);
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const chain = await startDevChain({ port: 0 });
  const name = `icms_bench_indexer_${randomBytes(4).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { size: 4 });
  try {
    await migrate(db);
    const load = await generateIndexedEvents(chain, MIN_EVENTS);
    const onChain = (
      (await chain.provider.request({
        method: "eth_getLogs",
        params: [
          {
            address: Object.values(watchedContracts(chain.addresses)).flat(),
            topics: [[...EVENT_TOPICS]],
            fromBlock: "0x0",
            toBlock: "latest",
          },
        ],
      })) as unknown[]
    ).length;
    const head = Number(await chain.provider.request({ method: "eth_blockNumber" }));
    console.log(
      `load: ${load.transactions} transactions in ${load.blocks} blocks, ${onChain} indexed events on chain ` +
        `(${load.seconds.toFixed(1)} s to generate)`,
    );

    const started = performance.now();
    const indexer = startIndexer({
      db,
      rpcUrl: chain.rpcUrl,
      addresses: chain.addresses,
      confirmations: 0,
      pollMs: 50,
      maxBlocksPerRange: BATCH_BLOCKS,
      log: { info() {}, warn: (fields, message) => console.warn(message, fields) },
    });
    try {
      await indexer.waitForBlock(head, 300_000);
    } finally {
      await indexer.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const indexed = (await readCheckpoint(db))?.eventsIndexed ?? 0;
    const [stored] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_events");
    const rate = indexed / seconds;
    const ok = rate >= BUDGET_EVENTS_PER_SECOND && indexed === onChain && stored?.n === onChain;
    console.log(
      `indexer catch-up: ${indexed} events from block ${chain.addresses.deployBlock} to ${head} in ${seconds.toFixed(2)} s` +
        ` = ${Math.round(rate).toLocaleString("en")} events/s (budget >= ${BUDGET_EVENTS_PER_SECOND.toLocaleString("en")})` +
        ` ${ok ? "ok" : "FAIL"}`,
    );
    if (indexed !== onChain || stored?.n !== onChain) {
      console.error(`index mismatch: chain ${onChain}, checkpoint ${indexed}, table ${stored?.n}`);
    }
    return ok ? 0 : 1;
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await chain.stop();
  }
}

process.exitCode = await main();
