import { createPublicClient } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../test/chain-harness.js";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { providerTransport } from "@icms/contracts";

/** The staking periods the indexer keeps, against the local chain's own blocks. */
describe("staking periods on the local chain", () => {
  let chain: TestChain;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
    await chain.stop();
  });

  it("times each period by its blocks' timestamps (the chain's clock, not the indexer's)", async () => {
    const reader = createPublicClient({ transport: providerTransport(chain.chain.provider) });
    const blockTime = async (block: number | bigint) =>
      new Date(Number((await reader.getBlock({ blockNumber: BigInt(block) })).timestamp) * 1000).toISOString();
    // The chain runs two days ahead of the wall clock before carol unstakes.
    await chain.chain.provider.request({ method: "evm_increaseTime", params: [2 * 86_400] });
    await chain.chain.provider.request({ method: "evm_mine", params: [] });
    const indexer = chain.indexer(db);
    try {
      await indexer.waitForBlock(await chain.blockNumber());
      const [token] = await db.query<{ token_id: number }>(
        "SELECT token_id FROM chain_nft_tokens WHERE staker = $1 ORDER BY token_id LIMIT 1",
        [chain.account("carol").address.toLowerCase()],
      );
      expect(token).toBeDefined();
      await chain.unstake("carol", [BigInt(token?.token_id as number)]);
      await indexer.waitForBlock(await chain.blockNumber());
    } finally {
      await indexer.stop();
    }

    const rows = await db.query<{
      token_id: number;
      staker: string;
      staked_block: string;
      staked_at: string;
      unstaked_block: string | null;
      unstaked_at: string | null;
    }>("SELECT * FROM staking_periods ORDER BY token_id");
    const events = await db.query<{ n: number }>(
      "SELECT coalesce(sum(jsonb_array_length(args -> 'tokenIds')), 0)::int AS n FROM chain_events WHERE event = 'Staked'",
    );
    expect(rows.length).toBe(events[0]?.n);
    for (const row of rows) {
      expect(new Date(row.staked_at).toISOString()).toBe(await blockTime(BigInt(row.staked_block)));
      if (row.unstaked_block !== null) {
        expect(new Date(row.unstaked_at as string).toISOString()).toBe(await blockTime(BigInt(row.unstaked_block)));
      }
    }
    const closed = rows.filter((row) => row.unstaked_block !== null);
    expect(closed.map((row) => row.staker)).toEqual([chain.account("carol").address.toLowerCase()]);
    expect(new Date(closed[0]?.unstaked_at as string).getTime()).toBeGreaterThan(Date.now() + 86_400_000);

    // The checkpoint knows how far in chain time the index is complete.
    const [checkpoint] = await db.query<{ anchor_block: string; anchor_time: string }>(
      "SELECT anchor_block, anchor_time FROM chain_checkpoint",
    );
    expect(new Date(checkpoint?.anchor_time as string).toISOString()).toBe(
      await blockTime(BigInt(checkpoint?.anchor_block as string)),
    );
  });
});
