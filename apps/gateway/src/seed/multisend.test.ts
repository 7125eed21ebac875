import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/db.js";
import { openTestDatabase } from "../../test/harness.js";
import { seedMultisend } from "./multisend.js";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

it("seeds a send history in every state for one writer per language, with no secret", async () => {
  const uids = new Map<string, number>();
  for (const [i, name] of ["alice", "bob", "carol"].entries()) {
    const [row] = await db.query<{ uid: number }>(
      "INSERT INTO users (wallet_addr, nickname) VALUES ($1, $2) RETURNING uid",
      [`0x${String(i + 1).padStart(40, "0")}`, name],
    );
    uids.set(name, row?.uid as number);
    for (const n of [1, 2]) {
      await db.query(
        `INSERT INTO articles (article_type, lang, author_uid, title, status, published_at)
         VALUES (1, 'en', $1, $2, 'online', now() - $3::int * interval '1 hour')`,
        [row?.uid, `${name} ${n}`, n],
      );
    }
  }
  expect(await db.tx((q) => seedMultisend(q, uids, new Date()))).toBe(6);
  const states = await db.query<{ state: string }>("SELECT DISTINCT state FROM multisend_targets ORDER BY state");
  expect(states.map((row) => row.state)).toEqual(["failed", "sent", "unknown"]);
  const secrets = await db.query("SELECT id FROM multisend_accounts WHERE secret_box <> ''");
  expect(secrets).toHaveLength(0);
  const notices = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM multisend_notices");
  expect(notices[0]?.n).toBe(6);
});
