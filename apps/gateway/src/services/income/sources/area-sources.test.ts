import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../test/harness.js";
import type { Db } from "../../../db/db.js";
import { settleDue } from "../settle.js";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

const wallet = (i: number) => `0x${i.toString(16).padStart(40, "0")}`;

async function user(i: number): Promise<number> {
  const [row] = await db.query<{ uid: number }>(
    "INSERT INTO users (wallet_addr, nickname) VALUES ($1, $2) RETURNING uid",
    [wallet(i), `user ${i}`],
  );
  return row?.uid as number;
}

/** A paid order of a course by `buyer` from `seller`, whose refund window ended `ago` before now. */
async function paidOrder(courseId: number, buyer: number, seller: number, status: string, deadline: string) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO course_orders (course_id, buyer_uid, seller_uid, buyer_wallet, seller_wallet, coin, token, price,
        amount, seller_amount, platform_share, platform_share_bps, refund_window_seconds, chain_id, checkout,
        quote_expires_at, signature, status, tx_hash, paid_at, refund_deadline)
     VALUES ($1, $2, $3, $4, $5, 'ICT', '0xtoken', 10, 1000, 900, 100, 1000, 604800, 31337, '0xcheckout',
        now(), '0xsig', $6, $7, now() - interval '10 days', now() - $8::interval)
     RETURNING id`,
    [courseId, buyer, seller, wallet(buyer + 1000), wallet(1), status, `0x${courseId}${buyer}${status}`, deadline],
  );
  return row?.id as number;
}

describe("the planets' and courses' contribution and income", () => {
  it("scores likes and comments received on planet topics, and course sales whose refund window closed", async () => {
    const owner = await user(1);
    const member = await user(2);
    const [planet] = await db.query<{ id: number }>(
      "INSERT INTO planets (owner_uid, name, icon_url) VALUES ($1, 'Scored planet', '') RETURNING id",
      [owner],
    );
    const [topic] = await db.query<{ id: number }>(
      "INSERT INTO planet_topics (circle_id, author_uid, name, created_at) VALUES ($1, $2, 'A topic', now() - interval '3 days') RETURNING id",
      [planet?.id, owner],
    );
    const ago = "now() - interval '2 days'";
    await db.query(`INSERT INTO planet_likes (topic_id, uid, created_at) VALUES ($1, $2, ${ago})`, [topic?.id, member]);
    await db.query(
      `INSERT INTO planet_comments (topic_id, author_uid, content, created_at) VALUES ($1, $2, 'Nice', ${ago})`,
      [topic?.id, member],
    );
    // The author's own comment is not scored.
    await db.query(
      `INSERT INTO planet_comments (topic_id, author_uid, content, created_at) VALUES ($1, $2, 'Mine', ${ago})`,
      [topic?.id, owner],
    );

    const [course] = await db.query<{ id: number }>(
      "INSERT INTO courses (author_uid, cate_id, lang, name, price, coin, status) VALUES ($1, (SELECT min(id) FROM course_categories), 'en', 'Sold', 10, 'ICT', 'online') RETURNING id",
      [owner],
    );
    const closed = await paidOrder(course?.id as number, await user(3), owner, "paid", "2 days");
    // Still refundable, and refunded: neither scored nor shared.
    await paidOrder(course?.id as number, await user(4), owner, "paid", "-2 days");
    await paidOrder(course?.id as number, await user(5), owner, "refunded", "2 days");

    await settleDue(db, new Date());
    const ledger = await db.query<{ source_kind: string; source_id: string; wallet: string; points: number }>(
      "SELECT source_kind, source_id, wallet, points FROM contribution_ledger WHERE source_kind IN ('course_sale', 'planet_like_received', 'planet_comment_received') ORDER BY source_kind",
    );
    expect(ledger).toEqual([
      { source_kind: "course_sale", source_id: String(closed), wallet: wallet(1), points: 10 },
      { source_kind: "planet_comment_received", source_id: expect.any(String), wallet: wallet(1), points: 1 },
      { source_kind: "planet_like_received", source_id: `${topic?.id}:${member}`, wallet: wallet(1), points: 1 },
    ]);
    const income = await db.query<{ source_kind: string; source_id: string; coin: string; amount: string }>(
      "SELECT source_kind, source_id, coin, amount::text FROM platform_income",
    );
    expect(income).toEqual([{ source_kind: "course_order", source_id: String(closed), coin: "ICT", amount: "100" }]);
    const shared = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM platform_income WHERE settled_epoch IS NOT NULL",
    );
    expect(shared).toEqual([{ n: 1 }]);

    // A later settlement adds nothing for the same events.
    await settleDue(db, new Date(Date.now() + 86_400_000));
    const again = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contribution_ledger WHERE source_kind IN ('course_sale', 'planet_like_received', 'planet_comment_received')",
    );
    expect(again).toEqual([{ n: 3 }]);
  });
});
