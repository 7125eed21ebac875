import type { Address, Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { type ChainIdentity, readCheckpoint, resetIndex } from "./checkpoint.js";
import type { ChainEvent, EventPayload } from "./events.js";
import { readXmanStatus } from "./holdings.js";
import { applyRange, CheckpointMismatch } from "./writer.js";

const NFT = "0x00000000000000000000000000000000000000a1" as Address;
const SALE = "0x00000000000000000000000000000000000000a2" as Address;
const STAKING = "0x00000000000000000000000000000000000000a3" as Address;
const VAULT = "0x00000000000000000000000000000000000000a4" as Address;
const ZERO = "0x0000000000000000000000000000000000000000" as Address;
const ALICE = "0x00000000000000000000000000000000000a11ce" as Address;
const BOB = "0x0000000000000000000000000000000000000b0b" as Address;

const identity: ChainIdentity = {
  chainId: 97,
  contracts: [NFT, SALE, STAKING, VAULT].join(","),
  deployBlock: 10,
  deployBlockHash: `0x${"10".repeat(32)}`,
};

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;

function at(block: number, logIndex: number, address: Address, payload: EventPayload): ChainEvent {
  return {
    blockNumber: block,
    logIndex,
    txHash: hash(block * 1000 + logIndex),
    blockHash: hash(block),
    address,
    ...payload,
  };
}

const mint = (block: number, i: number, to: Address, tokenId: number) =>
  at(block, i, NFT, { event: "Transfer", from: ZERO, to, tokenId });
const move = (block: number, i: number, from: Address, to: Address, tokenId: number) =>
  at(block, i, NFT, { event: "Transfer", from, to, tokenId });

/** Blocks 10..12: alice buys 1-3 through bob's referral and stakes 1 and 2; a voucher is paid. */
const firstRange: ChainEvent[] = [
  at(10, 0, SALE, { event: "ReferrerBound", account: ALICE, referrer: BOB }),
  mint(11, 0, ALICE, 1),
  mint(11, 1, ALICE, 2),
  mint(11, 2, ALICE, 3),
  at(11, 3, SALE, {
    event: "Purchased",
    buyer: ALICE,
    stageId: 1,
    referrer: BOB,
    quantity: 3,
    firstTokenId: 1,
    amount: 4500n * 10n ** 18n,
    // Any uint256 the buyer sent: no order of ours, stored whole.
    orderId: 2n ** 200n,
  }),
  move(12, 0, ALICE, STAKING, 1),
  move(12, 1, ALICE, STAKING, 2),
  at(12, 2, STAKING, { event: "Staked", account: ALICE, tokenIds: [1, 2], stakedCount: 2 }),
  at(12, 3, VAULT, { event: "VoucherClaimed", voucherId: 2n ** 100n, wallet: BOB, token: NFT, amount: 7n }),
];

const TABLES = [
  "chain_events",
  "chain_nft_tokens",
  "chain_stakers",
  "chain_purchases",
  "chain_referrers",
  "chain_vault_payouts",
  "user_privileges",
];

/** Every indexed row (without timestamps), to compare before and after a replay. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
    result[table] = rows
      .map(({ indexed_at: _i, updated_at: _u, ...row }) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row));
  }
  result.checkpoint = [await readCheckpoint(db)].map((c) => c && { ...c, updatedAt: undefined });
  return result;
}

async function privilege(db: Db, wallet: Address): Promise<number[]> {
  const rows = await db.query<{ val: number }>(
    `SELECT up.val FROM user_privileges up JOIN users u USING (uid)
     WHERE u.wallet_addr = $1 AND up.privilege_code IN ('dao_review', 'dao_vote') ORDER BY up.privilege_code`,
    [wallet],
  );
  return rows.map((row) => row.val);
}

describe("range writer", () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await db.query("DELETE FROM user_privileges");
    await db.query("DELETE FROM users");
    await resetIndex(db, identity);
  });

  it("applies a range's events and the checkpoint together", async () => {
    const result = await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange);
    expect(result).toEqual({ applied: true, inserted: firstRange.length });
    expect(await readXmanStatus(db, ALICE)).toEqual({
      is_xman: true,
      staked_count: 2,
      nft_count: 3,
      staked_token_ids: [1, 2],
      held_token_ids: [3],
      indexed_block: 12,
    });
    expect(await readCheckpoint(db)).toMatchObject({
      nextBlock: 13,
      anchorBlock: 12,
      anchorHash: hash(12),
      headBlock: 15,
    });
    const [purchase] = await db.query<Record<string, unknown>>(
      "SELECT buyer, referrer, amount::text, order_id::text FROM chain_purchases",
    );
    expect(purchase).toEqual({
      buyer: ALICE,
      referrer: BOB,
      amount: (4500n * 10n ** 18n).toString(),
      order_id: (2n ** 200n).toString(),
    });
    const [payout] = await db.query<{ voucher_id: string }>("SELECT voucher_id::text FROM chain_vault_payouts");
    expect(payout?.voucher_id).toBe((2n ** 100n).toString());
    expect(await db.query("SELECT referrer FROM chain_referrers WHERE account = $1", [ALICE])).toEqual([
      { referrer: BOB },
    ]);
  });

  it("changes nothing when the same range is applied again", async () => {
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange);
    const before = await snapshot(db);
    expect(await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange)).toEqual({
      applied: false,
      inserted: 0,
    });
    expect(await snapshot(db)).toEqual(before);

    // Even past the checkpoint's guard (the checkpoint moved back), the rows themselves do not move.
    await db.query("UPDATE chain_checkpoint SET next_block = 10");
    const replay = await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange);
    expect(replay).toEqual({ applied: true, inserted: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it("keeps the latest state when older events arrive again after newer ones", async () => {
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange);
    const later = [
      move(13, 0, ALICE, BOB, 3),
      at(13, 1, STAKING, { event: "Unstaked", account: ALICE, tokenIds: [1], stakedCount: 1 }),
      move(13, 2, STAKING, ALICE, 1),
    ];
    await applyRange(db, identity, { from: 13, to: 13, toHash: hash(13), head: 15 }, later);
    await db.query("UPDATE chain_checkpoint SET next_block = 10");
    await applyRange(db, identity, { from: 10, to: 13, toHash: hash(13), head: 15 }, firstRange);
    expect(await readXmanStatus(db, ALICE)).toMatchObject({
      staked_token_ids: [2],
      held_token_ids: [1],
      staked_count: 1,
    });
    expect(await readXmanStatus(db, BOB)).toMatchObject({ held_token_ids: [3], is_xman: false, nft_count: 1 });
  });

  it("refuses a range that leaves a gap or belongs to another chain", async () => {
    await expect(applyRange(db, identity, { from: 11, to: 12, toHash: hash(12), head: 15 }, [])).rejects.toThrow(
      CheckpointMismatch,
    );
    const other = { ...identity, deployBlockHash: hash(999) };
    await expect(applyRange(db, other, { from: 10, to: 12, toHash: hash(12), head: 15 }, [])).rejects.toThrow(
      CheckpointMismatch,
    );
    expect(await readCheckpoint(db)).toMatchObject({ nextBlock: 10 });
  });

  it("writes nothing of a range whose transaction fails", async () => {
    const broken = [...firstRange, mint(12, 9, ALICE, 0.5)];
    await expect(applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, broken)).rejects.toThrow();
    expect(await db.query("SELECT count(*)::int AS n FROM chain_events")).toEqual([{ n: 0 }]);
    expect(await readCheckpoint(db)).toMatchObject({ nextBlock: 10, eventsIndexed: 0 });
  });

  it("sets and clears the DAO privileges of signed-up users, and of users who sign up later", async () => {
    await db.query("INSERT INTO users (wallet_addr) VALUES ($1)", [ALICE]);
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 15 }, firstRange);
    expect(await privilege(db, ALICE)).toEqual([1, 1]);

    // bob is not a user yet when he stakes; his row gets the privileges when it is created.
    const bobStakes = [
      move(13, 0, ALICE, BOB, 3),
      move(13, 1, BOB, STAKING, 3),
      at(13, 2, STAKING, { event: "Staked", account: BOB, tokenIds: [3], stakedCount: 1 }),
    ];
    await applyRange(db, identity, { from: 13, to: 13, toHash: hash(13), head: 15 }, bobStakes);
    await db.query("INSERT INTO users (wallet_addr) VALUES ($1)", [BOB]);
    expect(await privilege(db, BOB)).toEqual([1, 1]);

    const aliceLeaves = [
      at(14, 0, STAKING, { event: "Unstaked", account: ALICE, tokenIds: [1, 2], stakedCount: 0 }),
      move(14, 1, STAKING, ALICE, 1),
      move(14, 2, STAKING, ALICE, 2),
    ];
    await applyRange(db, identity, { from: 14, to: 14, toHash: hash(14), head: 15 }, aliceLeaves);
    expect(await privilege(db, ALICE)).toEqual([0, 0]);
    expect(await readXmanStatus(db, ALICE)).toMatchObject({ is_xman: false, held_token_ids: [1, 2], staked_count: 0 });

    // A new chain: nobody is a member until the new chain says so.
    await resetIndex(db, { ...identity, deployBlockHash: hash(999) });
    expect(await privilege(db, BOB)).toEqual([0, 0]);
    expect(await readXmanStatus(db, BOB)).toMatchObject({ is_xman: false, nft_count: 0, indexed_block: 9 });
  });
});
