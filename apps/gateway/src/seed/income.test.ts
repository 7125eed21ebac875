import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.js";
import { openTestDatabase } from "../../test/harness.js";
import { epochAt } from "../services/income/schedule.js";
import { seedIncome } from "./income.js";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

describe("demo income", () => {
  it("settles the last two weeks from the content's events, leaving yesterday to the first settlement", async () => {
    const now = new Date();
    const [author] = await db.query<{ uid: number }>(
      "INSERT INTO users (wallet_addr, nickname) VALUES ('0x00000000000000000000000000000000000000a1', 'a') RETURNING uid",
    );
    for (const days of [30, 10, 5]) {
      await db.query(
        `INSERT INTO articles (article_type, lang, author_uid, title, status, published_at, passed_at)
         VALUES (1, 'en', $1, 'Demo ' || $2, 'online', now() - $2::int * interval '1 day', now() - $2::int * interval '1 day')`,
        [author?.uid, days],
      );
    }
    const settled = await db.tx((q) => seedIncome(q, now));
    expect(settled).toBe(13);
    const today = epochAt(now);
    const epochs = await db.query<{ epoch: number; status: string }>(
      "SELECT epoch, status FROM income_epochs ORDER BY epoch",
    );
    expect(epochs.at(-1)).toEqual({ epoch: today, status: "open" });
    expect(epochs.at(-2)).toEqual({ epoch: today - 1, status: "open" });
    const ledger = await db.query<{ epoch: number; points: number }>(
      "SELECT epoch, points FROM contribution_ledger ORDER BY epoch",
    );
    // The article of 30 days ago is swept into the first demo epoch; the others into their own days.
    expect(ledger.map((r) => r.epoch)).toEqual([today - 14, today - 10, today - 5]);
    const credits = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM income_credits WHERE kind = 'mining'",
    );
    expect(credits[0]?.n).toBe(3);
    // Income of the settled days is allocated (without stakers the X-Man share stays with the platform).
    const shared = await db.query<{ bucket: string }>(
      "SELECT DISTINCT bucket FROM income_allocations WHERE amount > 0 ORDER BY bucket",
    );
    expect(shared.map((r) => r.bucket)).toEqual(["fee_other", "governance_buyback", "platform", "utility_buyback"]);
    const pending = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM platform_income WHERE settled_epoch IS NULL",
    );
    expect(pending[0]?.n).toBe(2);
    // Seeding again changes nothing.
    expect(await db.tx((q) => seedIncome(q, now))).toBe(0);
  });
});
