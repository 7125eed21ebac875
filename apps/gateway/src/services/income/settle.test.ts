import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/db.js";
import { openTestDatabase } from "../../../test/harness.js";
import { emissionOf, epochBounds } from "./schedule.js";
import { incomeArea } from "./index.js";
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

/** Every row the settlement writes, as text, to compare before and after a re-run. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    ["income_credits", "income_allocations", "contribution_ledger", "income_epochs", "platform_income"].map((table) =>
      db.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3`),
    ),
  );
  return JSON.stringify(parts);
}

const wallet = (i: number) => `0x${i.toString(16).padStart(40, "0")}`;

const sum = async (query: string, params: unknown[]) =>
  BigInt(((await db.query<{ s: string }>(query, params))[0]?.s as string | null) ?? 0);

describe("settlement", () => {
  it("credits exactly what it emits and allocates, to the wei, and a re-run changes nothing", async () => {
    const world = fc.record({
      points: fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1_000_000 })), {
        maxLength: 12,
      }),
      stakers: fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 40 })), { maxLength: 6 }),
      income: fc.array(
        fc.record({
          fee: fc.boolean(),
          coin: fc.constantFrom("ICT", "ICMS", "USDT"),
          amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
        }),
        { maxLength: 6 },
      ),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(world, async ({ points, stakers, income }) => {
        await clear();
        const epoch = 100 + run++;
        const { starts } = epochBounds(epoch);
        await openEpoch(db, epoch);
        let id = 0;
        for (const [who, p] of points) {
          await db.query(
            "INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at) VALUES ('test', $1, $2, $3, $4, $5)",
            [String(++id), wallet(who), epoch, p, starts],
          );
        }
        // Each staker's tokens staked before the epoch and still staked: the whole day each.
        const seen = new Set<number>();
        for (const [who, count] of stakers) {
          if (seen.has(who)) continue;
          seen.add(who);
          await db.query(
            `INSERT INTO staking_periods (token_id, staker, staked_block, staked_log, staked_at)
             SELECT $1::int * 100 + t, $2, 1, 0, $3 FROM generate_series(1, $4::int) AS t`,
            [who, wallet(100 + who), new Date(starts.getTime() - 3_600_000), count],
          );
        }
        for (const [i, row] of income.entries()) {
          await db.query(
            "INSERT INTO platform_income (source_kind, source_id, coin, amount, at) VALUES ($1, $2, $3, $4, $5)",
            [row.fee ? "transaction_fee" : "course_order", String(i), row.coin, row.amount.toString(), starts],
          );
        }

        expect(await settleEpoch(db, epoch)).toBe(true);
        const emitted = await sum("SELECT emitted::text AS s FROM income_epochs WHERE epoch = $1", [epoch]);
        expect(emitted).toBe(points.length > 0 ? emissionOf(epoch) : 0n);
        expect(await sum("SELECT sum(amount)::text AS s FROM income_credits WHERE kind = 'mining'", [])).toBe(emitted);
        for (const coin of ["ICT", "ICMS", "USDT"]) {
          const arrived = income.filter((r) => r.coin === coin).reduce((acc, r) => acc + r.amount, 0n);
          const allocated = await sum("SELECT sum(amount)::text AS s FROM income_allocations WHERE coin = $1", [coin]);
          expect(allocated).toBe(arrived);
          const dividend = await sum(
            "SELECT amount::text AS s FROM income_allocations WHERE coin = $1 AND bucket = 'xman_dividend'",
            [coin],
          );
          const paid = await sum(
            "SELECT sum(amount)::text AS s FROM income_credits WHERE coin = $1 AND kind = 'dividend'",
            [coin],
          );
          expect(paid).toBe(dividend);
          if (seen.size === 0) expect(dividend).toBe(0n);
        }

        const before = await snapshot();
        expect(await settleEpoch(db, epoch)).toBe(false);
        expect(await snapshot()).toBe(before);
      }),
      { numRuns: 25 },
    );
  });

  it("shares the emission pro rata to points, the last wei to the largest remainders", async () => {
    await clear();
    const epoch = 200;
    await openEpoch(db, epoch);
    const { starts } = epochBounds(epoch);
    for (const [i, p] of [1, 1, 1].entries()) {
      await db.query(
        "INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at) VALUES ('test', $1, $2, $3, $4, $5)",
        [String(i), wallet(i + 1), epoch, p, starts],
      );
    }
    await settleEpoch(db, epoch);
    const rows = await db.query<{ wallet: string; amount: string; score: number }>(
      "SELECT wallet, amount::text, score FROM income_credits ORDER BY wallet",
    );
    const third = emissionOf(epoch) / 3n;
    const rest = emissionOf(epoch) - third * 3n;
    expect(rows.map((r) => BigInt(r.amount))).toEqual([0, 1, 2].map((i) => third + (BigInt(i) < rest ? 1n : 0n)));
    expect(rows.every((r) => r.score === 1)).toBe(true);
  });

  it("scores the sources' events into the epoch that first saw them, with the epoch's own weights", async () => {
    await clear();
    const now = new Date();
    const [author] = await db.query<{ uid: number }>(
      "INSERT INTO users (wallet_addr, nickname) VALUES ($1, 'author') RETURNING uid",
      [wallet(7)],
    );
    const [liker] = await db.query<{ uid: number }>(
      "INSERT INTO users (wallet_addr, nickname) VALUES ($1, 'liker') RETURNING uid",
      [wallet(8)],
    );
    const [article] = await db.query<{ id: number }>(
      `INSERT INTO articles (article_type, lang, author_uid, title, status, published_at, passed_at)
       VALUES (1, 'en', $1, 'Scored', 'online', now() - interval '2 days', now() - interval '2 days') RETURNING id`,
      [author?.uid],
    );
    await db.query(
      "INSERT INTO article_likes (article_id, uid, created_at) VALUES ($1, $2, now() - interval '2 days')",
      [article?.id, liker?.uid],
    );
    // The author's own like is not scored.
    await db.query(
      "INSERT INTO article_likes (article_id, uid, created_at) VALUES ($1, $2, now() - interval '2 days')",
      [article?.id, author?.uid],
    );
    const settled = await settleDue(db, now);
    expect(settled.length).toBeGreaterThan(0);
    const ledger = await db.query<{ source_kind: string; wallet: string; points: number }>(
      "SELECT source_kind, wallet, points FROM contribution_ledger ORDER BY source_kind",
    );
    expect(ledger).toEqual([
      { source_kind: "approved_content", wallet: wallet(7), points: 10 },
      { source_kind: "like_received", wallet: wallet(7), points: 1 },
    ]);
    // The next day's settlement finds nothing new: each event is scored once.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await settleDue(db, tomorrow);
    expect(await db.query("SELECT count(*)::int AS n FROM contribution_ledger")).toEqual([{ n: 2 }]);
    const open = await db.query<{ weights: Record<string, number> }>(
      "SELECT weights FROM income_epochs WHERE status = 'open'",
    );
    expect(open[0]?.weights).toMatchObject({ approved_content: 10, like_received: 1 });
  });

  it("runs as the area's income.settle job", async () => {
    await clear();
    const job = incomeArea.jobs?.["income.settle"];
    expect(job).toBeDefined();
    await job?.({ db, config: {} } as unknown as AppContext, {});
    const rows = await db.query<{ status: string }>("SELECT status FROM income_epochs ORDER BY epoch");
    expect(rows).toEqual([{ status: "settled" }, { status: "open" }]);
  });
});
