/**
 * The chain node unreachable, and a short reorganisation. The gateway indexes the local chain
 * (Hardhat Network with every contract deployed and the demo state, in this process) through the
 * fault proxy, one confirmation deep.
 *
 * Node silent (a partition): a call that reads the chain answers its catalogue code (804106)
 * within seconds, not after the client has given up.
 *
 * Node down (every connection reset): the indexer backs off with growing waits, readiness answers
 * 503 naming the chain, the status page keeps the last error and the checkpoint stops moving,
 * and a call that reads the chain answers its catalogue code (804106) at once; purchases made on
 * chain meanwhile are indexed once the node answers, each exactly once.
 *
 * Reorganisation: a purchase is indexed from a block with a confirmation on it, then the chain is
 * reverted to before it (`evm_revert`) and another purchase mined in its place. The indexer finds
 * the block it last indexed replaced and indexes again from the deploy block: the orphaned
 * purchase is no longer counted, the replacement is, and the tables match the chain's own logs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../apps/gateway/test/chain-harness.ts";
import { api, Code } from "../../packages/protocol/src/index.ts";
import { type FaultProxy, startFaultProxy } from "./fault-proxy.ts";
import { type FaultGateway, type Member, outcomeOf, signInMember, startFaultGateway } from "./gateway.ts";
import { broke, restored, verified, waitFor } from "./report.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

const METRICS_TOKEN = "fault-suite-metrics-token";
/** The indexer's poll, and so its back-off base (at least 250 ms). */
const POLL_MS = 100;

let chain: TestChain;
let proxy: FaultProxy;
let database: ScratchDatabase;
let gateway: FaultGateway;
let member: Member;

beforeAll(async () => {
  chain = await startTestChain();
  proxy = await startFaultProxy({ host: "127.0.0.1", port: Number(new URL(chain.chain.rpcUrl).port) });
  database = await createScratchDatabase();
  gateway = await startFaultGateway({
    DATABASE_URL: database.url,
    RPC_URL: `http://${proxy.host}:${proxy.port}`,
    CONTRACTS_FILE: chain.addressesFile,
    CHAIN_CONFIRMATIONS: "1",
    INDEXER_POLL_MS: String(POLL_MS),
    METRICS_TOKEN,
    // The indexer runs where the workers run.
    WORKERS: "on",
  });
  member = await signInMember(gateway.url);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await database?.drop();
  await chain?.stop();
});

interface IndexerStatus {
  indexed_block: number;
  head_block: number;
  blocks_behind: number;
  events_indexed: number;
  updated_at: string;
  last_error: string | null;
  last_error_at: string | null;
}

const status = async () => (await (await fetch(`${gateway.url}/gwapi/indexer`)).json()) as IndexerStatus;

const readiness = async () => {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, { ok: boolean }> } };
};

async function metric(name: string): Promise<number> {
  const response = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text()).split("\n").find((text) => text.startsWith(`${name} `));
  return Number(line?.split(" ")[1]);
}

/** Mines an empty block, so the block before it has its one confirmation. */
const mine = () => chain.chain.provider.request({ method: "evm_mine", params: [] });

/** Waits until the index holds every block up to the last confirmed one. */
async function indexedToHead(): Promise<void> {
  const confirmed = (await chain.blockNumber()) - 1;
  await waitFor(`the index up to block ${confirmed}`, async () => (await status()).indexed_block >= confirmed, {
    limitMs: 60_000,
    intervalMs: 50,
  });
}

/** The index against the chain: each event as often as the chain logged it, purchases included. */
async function expectInSync(): Promise<void> {
  const onChain = await chain.eventCounts();
  const rows = await database.query<{ event: string; n: number }>(
    "SELECT event, count(*)::int AS n FROM chain_events GROUP BY event",
  );
  expect(Object.fromEntries(rows.map((row) => [row.event, row.n]))).toEqual(onChain);
  const [purchases] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_purchases");
  expect(purchases?.n).toBe(onChain.Purchased);
  const total = Object.values(onChain).reduce((sum, n) => sum + n, 0);
  expect((await status()).events_indexed).toBe(total);
}

/** The purchases the index counts for `name`'s wallet: quantities, oldest first. */
async function purchasesOf(name: "carol" | "dave"): Promise<number[]> {
  const rows = await database.query<{ quantity: number }>(
    "SELECT quantity::int AS quantity FROM chain_purchases WHERE lower(buyer) = lower($1) ORDER BY block_number, log_index",
    [chain.account(name).address],
  );
  return rows.map((row) => row.quantity);
}

describe("the chain node unreachable, and a short reorganisation", () => {
  it("backs off while the node is down, answers chain calls clearly, and indexes every event once after", async () => {
    await mine();
    await indexedToHead();
    await expectInSync();
    const before = await status();
    const daveBefore = await purchasesOf("dave");

    // A partition first: the node accepts connections and never answers.
    proxy.set({ kind: "silence" });
    broke("chain RPC: the node accepts connections and never answers (network partition)");
    const silent = Date.now();
    const unanswered = await outcomeOf(member.client.call(api.wallet_msrv.autonomy_nft_batch, {}));
    expect(unanswered).toMatchObject({ ok: false, code: Code.NoNodeAvailable });
    verified(`while the node is silent, a call that reads the chain answered code 804106 in ${Date.now() - silent} ms`);

    proxy.set({ kind: "reset" });
    const down = Date.now();
    broke("chain RPC: every connection to the node reset");
    // Purchases go on on chain (the suite's wallets reach it in-process, not through the proxy).
    await chain.buy("dave", 2n);
    await chain.buy("dave", 1n);
    await mine();

    const failed = (failures: number) =>
      gateway.process.line(
        (line) => line.includes('"indexer pass failed"') && line.includes(`"failures":${failures},`),
      );
    const [first, third] = await Promise.all([failed(1), failed(3)]);
    const waits = [first, third].map((line) => (JSON.parse(line) as { retryInMs: number }).retryInMs);
    verified(
      `the indexer backs off: retry in ${waits[0]} ms after the first failed pass, ${waits[1]} ms after the third`,
    );

    const call = Date.now();
    const stages = await outcomeOf(member.client.call(api.wallet_msrv.autonomy_nft_batch, {}));
    expect(stages).toMatchObject({ ok: false, code: Code.NoNodeAvailable });
    verified(`a call that reads the chain answered code ${Code.NoNodeAvailable} in ${Date.now() - call} ms`);

    const notReady = await readiness();
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.chain).toMatchObject({ ok: false });
    const whileDown = await status();
    expect(whileDown.last_error).toBeTruthy();
    expect(whileDown.indexed_block).toBe(before.indexed_block);
    expect(whileDown.updated_at).toBe(before.updated_at);
    const stalled = await metric("icms_indexer_seconds_since_progress");
    expect(stalled).toBeGreaterThanOrEqual((Date.now() - down) / 1000 - 1);
    verified(
      `while the node is down: readiness 503 naming the chain, the status keeps the last error ("${whileDown.last_error}"), ` +
        `no progress for ${stalled.toFixed(1)} s (icms_indexer_seconds_since_progress)`,
    );

    proxy.set({ kind: "pass" });
    const back = Date.now();
    restored("chain RPC: the node answers again");
    await indexedToHead();
    verified(`the index caught up with the chain ${Date.now() - back} ms after the node answers`);
    expect(await purchasesOf("dave")).toEqual([...daveBefore, 2, 1]);
    await expectInSync();
    expect((await status()).blocks_behind).toBeLessThanOrEqual(1);
    await waitFor("readiness 200 again", async () => (await readiness()).status === 200, { limitMs: 30_000 });
    verified("after recovery: every purchase made while the node was down indexed exactly once, readiness 200");
  });

  it("counts a purchase of a block replaced by a reorganisation no more, and counts its replacement", async () => {
    const [carolBefore, daveBefore] = [await purchasesOf("carol"), await purchasesOf("dave")];
    const snapshot = await chain.chain.provider.request({ method: "evm_snapshot", params: [] });
    const forkedAt = await chain.blockNumber();
    await chain.buy("carol", 1n);
    const orphaned = await chain.blockNumber();
    await mine();
    await indexedToHead();
    expect(await purchasesOf("carol")).toEqual([...carolBefore, 1]);
    verified(`a purchase by carol indexed from block ${orphaned}, with a confirmation on it`);

    expect(await chain.chain.provider.request({ method: "evm_revert", params: [snapshot] })).toBe(true);
    // The replacing branch: another purchase where carol's was, and blocks past the old head.
    await chain.buy("dave", 3n);
    await mine();
    await mine();
    broke(
      `chain: reorganised from block ${forkedAt + 1} (blocks ${forkedAt + 1}-${orphaned + 1} replaced, carol's purchase orphaned)`,
    );
    await waitFor(
      "the orphaned purchase dropped from the index",
      async () => (await purchasesOf("carol")).length === carolBefore.length,
      { limitMs: 60_000, intervalMs: 50 },
    );
    await gateway.process.line((line) => line.includes('"indexed block changed on chain'));
    await indexedToHead();
    expect(await purchasesOf("carol")).toEqual(carolBefore);
    expect(await purchasesOf("dave")).toEqual([...daveBefore, 3]);
    await expectInSync();
    verified(
      "after the reorganisation: the indexer found its last block replaced and indexed again from the deploy block; " +
        "carol's orphaned purchase not counted, dave's replacement counted, every event once",
    );
  });
});
