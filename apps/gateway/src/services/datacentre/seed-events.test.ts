import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { seedIncome } from "../../seed/income.js";
import { addDays, dayOf } from "./rollup.js";
import { seedDatacentre } from "./seed-events.js";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

describe("demo data centre", () => {
  it("gives alice's pieces sixty days of views from every source, rolled up, with the settled days' income", async () => {
    const now = new Date();
    const [alice, bob] = await db.query<{ uid: number }>(
      `INSERT INTO users (wallet_addr, nickname) VALUES ('0x00000000000000000000000000000000000000a1', 'alice'),
         ('0x00000000000000000000000000000000000000b2', 'bob') RETURNING uid`,
    );
    for (const days of [50, 20, 3]) {
      await db.query(
        `INSERT INTO articles (article_type, lang, author_uid, title, status, published_at, passed_at)
         VALUES (1, 'en', $1, 'Demo ' || $2, 'online', now() - $2::int * interval '1 day', now() - $2::int * interval '1 day')`,
        [alice?.uid, days],
      );
    }
    await db.tx((q) => seedIncome(q, now));
    const uids = new Map([
      ["alice", alice?.uid as number],
      ["bob", bob?.uid as number],
    ]);
    await db.tx((q) => seedDatacentre(q, uids, now));
    const days = await db.query<{ day: string; views: number }>(
      "SELECT day::text AS day, sum(views)::int AS views FROM datacentre_piece_days GROUP BY day ORDER BY day",
    );
    expect(days).toHaveLength(60);
    expect(days[0]?.day).toBe(addDays(dayOf(now), -59));
    expect(days.every((d) => d.views > 0)).toBe(true);
    const sources = await db.query<{ source: number }>(
      "SELECT DISTINCT source FROM datacentre_piece_days ORDER BY source",
    );
    expect(sources.map((s) => s.source)).toEqual([1, 2, 3, 4, 5, 6]);
    const earned = await db.query<{ contribution: number; ict: string }>(
      "SELECT sum(contribution)::int AS contribution, sum(ict)::text AS ict FROM datacentre_piece_stats",
    );
    expect(earned[0]?.contribution).toBeGreaterThan(0);
    expect(BigInt(earned[0]?.ict ?? "0") > 0n).toBe(true);
    const follows = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_follows WHERE followee_uid = $1",
      [alice?.uid],
    );
    expect(follows[0]?.n).toBe(1);
    const level = await db.query<{ level: number }>("SELECT level FROM creator_levels WHERE uid = $1", [alice?.uid]);
    expect(level[0]?.level).toBeGreaterThanOrEqual(1);
    // A second run adds nothing.
    const [before] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM datacentre_events");
    await db.tx((q) => seedDatacentre(q, uids, now));
    expect(await db.query("SELECT count(*)::int AS n FROM datacentre_events")).toEqual([before]);
    // Sixty rollups on one embedded database: generous on a busy machine.
  }, 180_000);
});
