import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../test/chain-harness.js";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { readCheckpoint } from "./checkpoint.js";
import { readXmanStatus } from "./holdings.js";
import type { Indexer } from "./indexer.js";

/** The indexed events by name, as the audit table holds them. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ event: string; n: number }>(
    "SELECT event, count(*)::int AS n FROM chain_events GROUP BY event",
  );
  return Object.fromEntries(rows.map((row) => [row.event, row.n]));
}

/** Everything the chain says must match what the index says. */
async function expectInSync(db: Db, chain: TestChain): Promise<void> {
  const onChain = await chain.eventCounts();
  expect(await tableCounts(db)).toEqual(onChain);
  const total = Object.values(onChain).reduce((a, b) => a + b, 0);
  expect((await readCheckpoint(db))?.eventsIndexed).toBe(total);
  const [purchases] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_purchases");
  expect(purchases?.n).toBe(onChain.Purchased);
}

describe("chain indexer on the local chain", () => {
  let chain: TestChain;
  let db: Db;
  let drop: () => Promise<void>;
  const running: Indexer[] = [];
  const start = (...args: Parameters<TestChain["indexer"]>) => {
    const indexer = chain.indexer(...args);
    running.push(indexer);
    return indexer;
  };

  beforeAll(async () => {
    chain = await startTestChain();
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await Promise.all(running.map((indexer) => indexer.stop()));
    await drop();
    await chain.stop();
  });

  it("indexes the seeded chain from the deploy block", async () => {
    const indexer = start(db);
    await indexer.waitForBlock(await chain.blockNumber());
    await expectInSync(db, chain);
    const alice = await readXmanStatus(db, chain.account("alice").address);
    expect(alice).toMatchObject({ is_xman: true, staked_token_ids: [1, 2], held_token_ids: [3], staked_count: 2 });
    expect(await readXmanStatus(db, chain.account("bob").address)).toMatchObject({
      is_xman: false,
      held_token_ids: [4],
    });
    await indexer.stop();
  });

  it("loses and doubles nothing when stopped mid-stream and started again", async () => {
    // Events arrive while no indexer runs, then a slow one (2-block ranges) is stopped part way.
    const first = await chain.buy("dave", 10n);
    const ids = Array.from({ length: 10 }, (_, i) => first + BigInt(i));
    await chain.stake("dave", ids.slice(0, 5));
    await chain.stake("dave", ids.slice(5));
    await chain.unstake("dave", ids.slice(0, 3));
    const head = await chain.blockNumber();
    const slow = start(db, { maxBlocksPerRange: 2 });
    await slow.waitForBlock(head - 3);
    await slow.stop();
    expect(slow.status().indexedBlock).toBeLessThan(head);

    await chain.unstake("dave", ids.slice(3, 5));
    const resumed = start(db);
    await resumed.waitForBlock(await chain.blockNumber());
    await expectInSync(db, chain);
    expect(await readXmanStatus(db, chain.account("dave").address)).toEqual({
      is_xman: true,
      staked_count: 5,
      nft_count: 10,
      staked_token_ids: ids.slice(5).map(Number),
      held_token_ids: ids.slice(0, 5).map(Number),
      indexed_block: await chain.blockNumber(),
    });
    await resumed.stop();
  });

  it("backs off while the node is down and resumes when it is back", async () => {
    const indexer = start(db);
    await indexer.waitForBlock(await chain.blockNumber());
    await chain.stopRpc();
    await chain.stake("bob", [4n]);
    await expect.poll(() => indexer.status().failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(indexer.status().lastError).toBeTruthy();
    expect((await readCheckpoint(db))?.lastError).toBeTruthy();

    await chain.startRpc();
    await indexer.waitForBlock(await chain.blockNumber());
    await expect.poll(() => indexer.status().failures).toBe(0);
    expect(await readXmanStatus(db, chain.account("bob").address)).toMatchObject({
      is_xman: true,
      staked_token_ids: [4],
    });
    await expectInSync(db, chain);
    await indexer.stop();
  });

  it("starts over when the database holds another chain's index", { timeout: 60_000 }, async () => {
    const other = await startTestChain();
    try {
      const before = await readCheckpoint(db);
      const indexer = other.indexer(db);
      running.push(indexer);
      // The same deployer and seed give the same addresses, but the deploy block's hash differs.
      await expect
        .poll(async () => (await readCheckpoint(db))?.deployBlockHash, { timeout: 20_000 })
        .not.toBe(before?.deployBlockHash);
      await indexer.waitForBlock(await other.blockNumber());
      await expectInSync(db, other);
      expect(await readXmanStatus(db, other.account("dave").address)).toMatchObject({ nft_count: 0, is_xman: false });
      await indexer.stop();
    } finally {
      await other.stop();
    }
  });
});
