import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import type { Db } from "../../db/db.js";
import { settleDue } from "../income/public.js";
import { creditForward, forwardCounts, visitorKey } from "./forward-credit.js";

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

describe("forward credit", () => {
  it("credits once per page, forwarder and visitor, not the forwarder's own visit, and scores it", async () => {
    const forwarder = await user(7001);
    const visitor = await user(7002);
    const visit = { kind: "project", item_id: 42, forwarder_uid: forwarder, visitor_uid: visitor, client: "10.0.0.1" };
    expect(await creditForward(db, visit)).toBe(true);
    expect(await creditForward(db, { ...visit, client: "10.0.0.2" })).toBe(false);
    expect(await creditForward(db, { ...visit, visitor_uid: forwarder })).toBe(false);
    expect(await creditForward(db, { ...visit, visitor_uid: null })).toBe(true);
    expect(await creditForward(db, { ...visit, visitor_uid: null })).toBe(false);
    expect(await creditForward(db, { ...visit, visitor_uid: null, client: "10.0.0.2" })).toBe(true);
    // Another kind of page is counted apart.
    expect(await creditForward(db, { ...visit, kind: "article" })).toBe(true);
    expect(visitorKey({ visitor_uid: null, client: "10.0.0.1" })).not.toContain("10.0.0.1");
    expect(await forwardCounts(db, "project", [42, 43])).toEqual(
      new Map([
        [42, 3],
        [43, 0],
      ]),
    );

    await db.query("UPDATE share_forwards SET created_at = now() - interval '2 days'");
    await settleDue(db, new Date());
    const ledger = await db.query<{ wallet: string; n: number }>(
      "SELECT wallet, count(*)::int AS n FROM contribution_ledger WHERE source_kind = 'share_forwarded' GROUP BY wallet",
    );
    expect(ledger).toEqual([{ wallet: wallet(7001), n: 4 }]);
  });
});
