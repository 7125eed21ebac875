import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { epochBounds } from "./schedule.js";
import { openEpoch, settleDue, settleEpoch } from "./settle.js";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

const TABLES = [
  "income_credits",
  "income_allocations",
  "contribution_ledger",
  "platform_income",
  "income_epochs",
  "staking_periods",
  "chain_checkpoint",
];

async function clear(): Promise<void> {
  for (const table of TABLES) await db.query(`DELETE FROM ${table}`);
}
beforeEach(clear);

const HOUR = 3_600_000;
const ether = 10n ** 18n;
const wallet = (i: number) => `0x${i.toString(16).padStart(40, "0")}`;

interface Period {
  token: number;
  staker: string;
  stakedAt: Date;
  unstakedAt?: Date;
}

let block = 0;
/** Stores periods as the indexer would, each end at a block of its own. */
async function stake(periods: readonly Period[]): Promise<void> {
  if (periods.length === 0) return;
  const rows = periods.map((p) => {
    const staked = ++block;
    return {
      token_id: p.token,
      staker: p.staker,
      staked_block: staked,
      staked_at: p.stakedAt.toISOString(),
      unstaked_block: p.unstakedAt ? ++block : null,
      unstaked_at: p.unstakedAt?.toISOString() ?? null,
    };
  });
  await db.query(
    `INSERT INTO staking_periods (token_id, staker, staked_block, staked_log, staked_at, unstaked_block, unstaked_log, unstaked_at)
     SELECT p.token_id, p.staker, p.staked_block, 0, p.staked_at, p.unstaked_block,
            CASE WHEN p.unstaked_block IS NULL THEN NULL ELSE 0 END, p.unstaked_at
       FROM jsonb_to_recordset($1::jsonb)
         AS p(token_id int, staker text, staked_block bigint, staked_at timestamptz, unstaked_block bigint, unstaked_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/** The chain index as far as a block of time `at` (the checkpoint's anchor). */
async function indexedThrough(at: Date): Promise<void> {
  await db.query(
    `INSERT INTO chain_checkpoint (id, chain_id, contracts, deploy_block, deploy_block_hash, next_block, anchor_block, anchor_hash, anchor_time)
     VALUES (1, 97, '', 1, '0x01', 100, 99, '0x99', $1)
     ON CONFLICT (id) DO UPDATE SET anchor_time = EXCLUDED.anchor_time`,
    [at],
  );
}

/** A transaction fee whose X-Man 20% is `dividend` (the rest goes to the token's other shares). */
async function feeIncome(epoch: number, coin: string, dividend: bigint, id = "1"): Promise<void> {
  await db.query(
    "INSERT INTO platform_income (source_kind, source_id, coin, amount, at) VALUES ('transaction_fee', $1, $2, $3, $4)",
    [id, coin, (dividend * 5n).toString(), new Date(epochBounds(epoch).starts.getTime() + HOUR)],
  );
}

async function dividends(epoch: number, coin = "USDT"): Promise<Record<string, string>> {
  const rows = await db.query<{ wallet: string; amount: string }>(
    "SELECT wallet, amount::text FROM income_credits WHERE epoch = $1 AND coin = $2 AND kind = 'dividend' ORDER BY wallet",
    [epoch, coin],
  );
  return Object.fromEntries(rows.map((r) => [r.wallet, r.amount]));
}

async function xmanAllocation(epoch: number, coin: string): Promise<bigint> {
  const rows = await db.query<{ amount: string }>(
    "SELECT amount::text FROM income_allocations WHERE epoch = $1 AND coin = $2 AND bucket = 'xman_dividend'",
    [epoch, coin],
  );
  return BigInt(rows[0]?.amount ?? 0);
}

/** Every row a settlement of `epoch` writes, as text, to compare before and after a re-run. */
async function snapshot(epoch: number): Promise<string> {
  const parts = await Promise.all([
    ...["income_credits", "income_allocations", "income_epochs"].map((table) =>
      db.query(`SELECT * FROM ${table} WHERE epoch = $1 ORDER BY 1, 2, 3`, [epoch]),
    ),
    db.query("SELECT * FROM platform_income ORDER BY id"),
  ]);
  return JSON.stringify(parts);
}

describe("X-Man dividend by time staked", () => {
  it("shares the documented example to the wei: all day, from 18:00, until 06:00", async () => {
    const epoch = 300;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    await stake([
      { token: 1, staker: wallet(0xa), stakedAt: new Date(starts.getTime() - 5 * 24 * HOUR) },
      { token: 2, staker: wallet(0xb), stakedAt: new Date(starts.getTime() + 18 * HOUR) },
      {
        token: 3,
        staker: wallet(0xc),
        stakedAt: new Date(starts.getTime() - 24 * HOUR),
        unstakedAt: new Date(starts.getTime() + 6 * HOUR),
      },
    ]);
    await feeIncome(epoch, "USDT", 1_000n * ether);
    await indexedThrough(ends);
    expect(await settleEpoch(db, epoch, ends)).toBe(true);
    expect(await xmanAllocation(epoch, "USDT")).toBe(1_000n * ether);
    // 86,400 + 21,600 + 21,600 seconds: 2/3, 1/6 and 1/6; the two wei the floors leave go to the
    // equal remainders' smaller addresses.
    expect(await dividends(epoch)).toEqual({
      [wallet(0xa)]: "666666666666666666667",
      [wallet(0xb)]: "166666666666666666667",
      [wallet(0xc)]: "166666666666666666666",
    });
    const remarks = await db.query<{ remark: string }>(
      "SELECT remark FROM income_credits WHERE epoch = $1 ORDER BY wallet",
      [epoch],
    );
    expect(remarks.map((r) => r.remark)).toEqual(["nfts=1", "nfts=1", "nfts=1"]);
    const [row] = await db.query<{ staked_nfts: number }>("SELECT staked_nfts FROM income_epochs WHERE epoch = $1", [
      epoch,
    ]);
    expect(row?.staked_nfts).toBe(3);
  });

  it("gives a wallet that stakes five minutes before the end five minutes' worth, not a day's", async () => {
    const epoch = 301;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    await stake([
      { token: 1, staker: wallet(1), stakedAt: new Date(starts.getTime() - HOUR) },
      { token: 2, staker: wallet(2), stakedAt: new Date(ends.getTime() - 300_000) },
    ]);
    await feeIncome(epoch, "USDT", 86_700n);
    await indexedThrough(ends);
    expect(await settleEpoch(db, epoch, ends)).toBe(true);
    expect(await dividends(epoch)).toEqual({ [wallet(1)]: "86400", [wallet(2)]: "300" });
  });

  it("counts a token for each wallet that staked it, for its own seconds", async () => {
    const epoch = 302;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    // Token 7: wallet 1 until 08:00, then moved to wallet 2, who stakes it from 12:00.
    await stake([
      { token: 7, staker: wallet(1), stakedAt: starts, unstakedAt: new Date(starts.getTime() + 8 * HOUR) },
      { token: 7, staker: wallet(2), stakedAt: new Date(starts.getTime() + 12 * HOUR) },
    ]);
    await feeIncome(epoch, "ICMS", 20n * ether);
    await indexedThrough(new Date(ends.getTime() + 60_000));
    expect(await settleEpoch(db, epoch, ends)).toBe(true);
    expect(await dividends(epoch, "ICMS")).toEqual({
      [wallet(1)]: ((20n * ether * 8n) / 20n).toString(),
      [wallet(2)]: ((20n * ether * 12n) / 20n).toString(),
    });
    const [row] = await db.query<{ staked_nfts: number }>("SELECT staked_nfts FROM income_epochs WHERE epoch = $1", [
      epoch,
    ]);
    expect(row?.staked_nfts).toBe(1);
  });

  it("waits while the chain index has not passed the epoch's end, then settles with what it found", async () => {
    const epoch = 303;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    await stake([{ token: 1, staker: wallet(1), stakedAt: new Date(starts.getTime() - HOUR) }]);
    // 2,881 wei over 86,400 + 30 seconds: 2,880 and 1.
    await feeIncome(epoch, "USDT", 2_881n);
    const later = new Date(ends.getTime() + 2 * HOUR);

    // The indexer's last block is a minute before the end: a stake in that minute is not known yet.
    await indexedThrough(new Date(ends.getTime() - 60_000));
    const before = await snapshot(epoch);
    expect(await settleEpoch(db, epoch, later)).toBe(false);
    expect(await settleDue(db, later)).not.toContain(epoch);
    expect(await snapshot(epoch)).toBe(before);

    // It catches up: the stake 30 s before the end was there, and counts for its 30 seconds.
    await stake([{ token: 2, staker: wallet(2), stakedAt: new Date(ends.getTime() - 30_000) }]);
    await indexedThrough(ends);
    expect(await settleEpoch(db, epoch, later)).toBe(true);
    expect(await dividends(epoch)).toEqual({ [wallet(1)]: "2880", [wallet(2)]: "1" });
  });

  it("waits for block times the indexer has not read, and for a configured chain's first pass", async () => {
    const epoch = 304;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    const later = new Date(ends.getTime() + HOUR);
    // Without a chain there is no index to wait for, unless a chain is configured.
    expect(await settleEpoch(db, epoch, later, { requireIndex: true })).toBe(false);
    await indexedThrough(later);
    // A period backfilled from stored events: its block's time is still unknown.
    await db.query("INSERT INTO staking_periods (token_id, staker, staked_block, staked_log) VALUES (1, $1, 5, 0)", [
      wallet(1),
    ]);
    expect(await settleEpoch(db, epoch, later)).toBe(false);
    await db.query("UPDATE staking_periods SET staked_at = $1", [starts]);
    expect(await settleEpoch(db, epoch, later, { requireIndex: true })).toBe(true);
  });

  it("settles an epoch once when two workers settle it at the same moment", async () => {
    const epoch = 305;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    await stake([
      { token: 1, staker: wallet(1), stakedAt: starts },
      { token: 2, staker: wallet(2), stakedAt: new Date(starts.getTime() + 12 * HOUR) },
    ]);
    await feeIncome(epoch, "USDT", 3_000n);
    await indexedThrough(ends);
    const results = await Promise.all([settleEpoch(db, epoch, ends), settleEpoch(db, epoch, ends)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await dividends(epoch)).toEqual({ [wallet(1)]: "2000", [wallet(2)]: "1000" });
    expect(await xmanAllocation(epoch, "USDT")).toBe(3_000n);
  });

  it("writes nothing of a settlement that fails part way, and settles it whole on the next run", async () => {
    const epoch = 306;
    const { starts, ends } = epochBounds(epoch);
    await openEpoch(db, epoch);
    await stake([{ token: 1, staker: wallet(1), stakedAt: starts }]);
    await feeIncome(epoch, "USDT", 1_000n);
    await db.query(
      "INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at) VALUES ('test', '1', $1, $2, 5, $3)",
      [wallet(2), epoch, starts],
    );
    await indexedThrough(ends);
    const before = await snapshot(epoch);
    // The credits' insert fails, as a crash or a lost connection at the last statement would.
    await db.query(`CREATE FUNCTION income_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'failing on purpose'; END $$`);
    await db.query(
      "CREATE TRIGGER income_test_fail BEFORE INSERT ON income_credits FOR EACH ROW EXECUTE FUNCTION income_test_fail()",
    );
    try {
      await expect(settleEpoch(db, epoch, ends)).rejects.toThrow();
    } finally {
      await db.query("DROP TRIGGER income_test_fail ON income_credits");
      await db.query("DROP FUNCTION income_test_fail()");
    }
    expect(await snapshot(epoch)).toBe(before);
    expect(await settleEpoch(db, epoch, ends)).toBe(true);
    expect(await dividends(epoch)).toEqual({ [wallet(1)]: "1000" });
  });

  it("pays by seconds staked: a late stake earns only its fraction, the parts add up, a re-run changes nothing", async () => {
    const DAY = 86_400;
    /** A token's periods: [start, end) offsets in seconds from the epoch's start, by wallet. */
    const periodArb = fc
      .tuple(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -DAY, max: 2 * DAY }),
        fc.option(fc.integer({ min: 1, max: 2 * DAY }), { nil: undefined }),
      )
      .map(([who, start, length]) => ({ who, start, end: length === undefined ? undefined : start + length }));
    const world = fc.record({
      tokens: fc.array(fc.array(periodArb, { maxLength: 3 }), { maxLength: 6 }),
      /** A wallet of its own stakes this many seconds before the end. */
      late: fc.integer({ min: 1, max: 900 }),
      dividend: fc.bigInt({ min: 1n, max: 10n ** 24n }),
      coin: fc.constantFrom("ICT", "ICMS", "USDT"),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(world, async ({ tokens, late, dividend, coin }) => {
        await clear();
        const epoch = 400 + run++;
        const { starts, ends } = epochBounds(epoch);
        const at = (offset: number) => new Date(starts.getTime() + offset * 1000);
        await openEpoch(db, epoch);
        // A token's periods follow one another: each starts after the previous one ended.
        const periods: Period[] = [];
        const expected = new Map<string, bigint>();
        const count = (staker: string, from: number, to: number) => {
          const seconds = Math.max(0, Math.min(to, DAY) - Math.max(from, 0));
          expected.set(staker, (expected.get(staker) ?? 0n) + BigInt(seconds));
        };
        for (const [i, list] of tokens.entries()) {
          let free = -2 * DAY;
          for (const p of list) {
            const start = Math.max(p.start, free);
            const end = p.end === undefined ? undefined : Math.max(p.end, start + 1);
            periods.push({
              token: i + 1,
              staker: wallet(p.who),
              stakedAt: at(start),
              unstakedAt: end === undefined ? undefined : at(end),
            });
            count(wallet(p.who), start, end ?? DAY);
            if (end === undefined) break;
            free = end;
          }
        }
        const lateWallet = wallet(0xfff);
        periods.push({ token: 999, staker: lateWallet, stakedAt: at(DAY - late) });
        count(lateWallet, DAY - late, DAY);
        await stake(periods);
        await feeIncome(epoch, coin, dividend);
        await indexedThrough(ends);

        expect(await settleEpoch(db, epoch, ends)).toBe(true);
        const paid = await dividends(epoch, coin);
        const allocated = await xmanAllocation(epoch, coin);
        expect(allocated).toBe(dividend);
        expect(Object.values(paid).reduce((acc, a) => acc + BigInt(a), 0n)).toBe(allocated);
        const total = [...expected.values()].reduce((acc, s) => acc + s, 0n);
        for (const [staker, seconds] of expected) {
          const part = BigInt(paid[staker] ?? 0);
          // Within one wei of the exact share of its seconds (the floors' wei go one each).
          const floor = (dividend * seconds) / total;
          expect(part === floor || part === floor + 1n).toBe(true);
        }
        expect(Object.keys(paid).every((staker) => (expected.get(staker) ?? 0n) > 0n)).toBe(true);
        // The late staker: only its few seconds' fraction of the day's dividend.
        expect(BigInt(paid[lateWallet] ?? 0)).toBeLessThanOrEqual((dividend * BigInt(late)) / total + 1n);

        const before = await snapshot(epoch);
        expect(await settleEpoch(db, epoch, ends)).toBe(false);
        expect(await settleDue(db, new Date(ends.getTime() + 3_600_000))).not.toContain(epoch);
        expect(await snapshot(epoch)).toBe(before);
      }),
      { numRuns: 25 },
    );
  });
});
