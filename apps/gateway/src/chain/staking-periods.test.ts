import { readFileSync } from "node:fs";
import type { Address, Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { fillBlockTimes, stakingBlockTimes } from "./block-times.js";
import { type ChainIdentity, resetIndex } from "./checkpoint.js";
import type { ChainEvent, EventPayload } from "./events.js";
import type { BlockStamp } from "./rpc.js";
import { applyStakingPeriods } from "./staking-periods.js";
import { applyRange } from "./writer.js";

const STAKING = "0x00000000000000000000000000000000000000a3" as Address;
const ALICE = "0x00000000000000000000000000000000000a11ce" as Address;
const BOB = "0x0000000000000000000000000000000000000b0b" as Address;

const identity: ChainIdentity = {
  chainId: 97,
  contracts: STAKING,
  deployBlock: 10,
  deployBlockHash: `0x${"10".repeat(32)}`,
};

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;
/** Block n's time on the test chain: a minute per block from 2026-03-01. */
const timeOf = (block: number) => new Date(Date.UTC(2026, 2, 1) + block * 60_000);

function at(block: number, logIndex: number, payload: EventPayload): ChainEvent {
  return {
    blockNumber: block,
    logIndex,
    txHash: hash(block * 1000 + logIndex),
    blockHash: hash(block),
    address: STAKING,
    ...payload,
  };
}
const staked = (block: number, account: Address, tokenIds: number[]) =>
  at(block, 0, { event: "Staked", account, tokenIds, stakedCount: tokenIds.length });
const unstaked = (block: number, account: Address, tokenIds: number[]) =>
  at(block, 1, { event: "Unstaked", account, tokenIds, stakedCount: 0 });

/** A node that knows every block's time, and counts what it was asked. */
function fakeNode() {
  const asked: number[] = [];
  return {
    asked,
    async block(number: number): Promise<BlockStamp | undefined> {
      asked.push(number);
      return { hash: hash(number), time: timeOf(number) };
    },
  };
}

interface PeriodRow {
  token_id: number;
  staker: string;
  staked_block: number;
  staked_at: string | null;
  unstaked_block: number | null;
  unstaked_at: string | null;
}

async function periods(db: Db): Promise<PeriodRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT token_id, staker, staked_block::int, staked_at, unstaked_block::int, unstaked_at
       FROM staking_periods ORDER BY token_id, staked_block`,
  );
  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
  return rows.map((r) => ({
    token_id: r.token_id as number,
    staker: r.staker as string,
    staked_block: r.staked_block as number,
    staked_at: iso(r.staked_at),
    unstaked_block: r.unstaked_block as number | null,
    unstaked_at: iso(r.unstaked_at),
  }));
}

const period = (token: number, staker: Address, from: number, to: number | null): PeriodRow => ({
  token_id: token,
  staker,
  staked_block: from,
  staked_at: timeOf(from).toISOString(),
  unstaked_block: to,
  unstaked_at: to === null ? null : timeOf(to).toISOString(),
});

describe("staking periods", () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await resetIndex(db, identity);
  });

  it("keeps each token's periods with their blocks' times, a moved token once per wallet, and a replay changes nothing", async () => {
    const node = fakeNode();
    // Alice stakes 1 and 2, unstakes 2 and hands it to bob, who stakes it; a later range closes 1.
    const first = [
      staked(11, ALICE, [1, 2]),
      unstaked(13, ALICE, [2]),
      staked(15, BOB, [2]),
      at(15, 5, { event: "Transfer", from: ALICE, to: BOB, tokenId: 9 }),
    ];
    const times = await stakingBlockTimes(node, first, new Map([[15, timeOf(15)]]));
    // Only the blocks with staking events are read, and not the one already known.
    expect(node.asked.sort()).toEqual([11, 13]);
    await applyRange(
      db,
      identity,
      { from: 10, to: 15, toHash: hash(15), toTime: timeOf(15), head: 20, blockTimes: times },
      first,
    );
    const second = [unstaked(17, ALICE, [1])];
    await applyRange(
      db,
      identity,
      {
        from: 16,
        to: 18,
        toHash: hash(18),
        toTime: timeOf(18),
        head: 20,
        blockTimes: await stakingBlockTimes(node, second),
      },
      second,
    );
    const expected = [period(1, ALICE, 11, 17), period(2, ALICE, 11, 13), period(2, BOB, 15, null)];
    expect(await periods(db)).toEqual(expected);
    const [checkpoint] = await db.query<{ anchor_time: string }>("SELECT anchor_time FROM chain_checkpoint");
    expect(new Date(checkpoint?.anchor_time as string).toISOString()).toBe(timeOf(18).toISOString());

    // The same events again, in the range's transaction or on their own: nothing moves.
    await db.tx((q) => applyStakingPeriods(q, [...first, ...second], times));
    await db.tx((q) => applyStakingPeriods(q, second, new Map()));
    expect(await periods(db)).toEqual(expected);
  });

  it("leaves a time it was not given empty, for the indexer to read on its next pass", async () => {
    const events = [staked(11, ALICE, [3]), unstaked(12, ALICE, [3]), staked(14, BOB, [4])];
    await applyRange(db, identity, { from: 10, to: 14, toHash: hash(14), head: 14 }, events);
    const untimed = await periods(db);
    expect(untimed.map((p) => [p.staked_at, p.unstaked_at])).toEqual([
      [null, null],
      [null, null],
    ]);
    const node = fakeNode();
    // Blocks 11, 12 and 14 (the anchor's too): each read once.
    expect(await fillBlockTimes(db, node)).toBe(3);
    expect(node.asked.sort()).toEqual([11, 12, 14]);
    expect(await periods(db)).toEqual([period(3, ALICE, 11, 12), period(4, BOB, 14, null)]);
    const [checkpoint] = await db.query<{ anchor_time: string }>("SELECT anchor_time FROM chain_checkpoint");
    expect(new Date(checkpoint?.anchor_time as string).toISOString()).toBe(timeOf(14).toISOString());
    // Nothing is missing any more: the next pass reads nothing.
    expect(await fillBlockTimes(db, fakeNode())).toBe(0);
  });

  it("backfills the periods of stored events as migration 0073 does", async () => {
    const events = [staked(11, ALICE, [5, 6]), unstaked(12, ALICE, [5]), staked(13, BOB, [5])];
    await applyRange(db, identity, { from: 10, to: 13, toHash: hash(13), head: 13 }, events);
    const indexed = await periods(db);
    await db.query("DELETE FROM staking_periods");
    const migration = readFileSync(new URL("../../migrations/0073_staking_periods.sql", import.meta.url), "utf8");
    const backfill = migration.slice(migration.indexOf("WITH moves AS"));
    await db.query(backfill);
    expect(await periods(db)).toEqual(indexed);
    await fillBlockTimes(db, fakeNode());
    expect(await periods(db)).toEqual([period(5, ALICE, 11, 12), period(5, BOB, 13, null), period(6, ALICE, 11, null)]);
  });
});
