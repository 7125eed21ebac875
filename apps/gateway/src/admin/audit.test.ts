import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { writeAudit } from "./audit-log.js";
import { admin } from "./testing.js";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  // Three changes in one transaction share their time: the id orders them.
  await db.tx(async (q) => {
    await writeAudit(q, {
      actor: "ann",
      action: "privilege.grant",
      target: "user:1",
      before: { val: 0 },
      after: { val: 1 },
    });
    await writeAudit(q, {
      actor: "bob",
      action: "reason.add",
      target: "review_reason:7",
      before: null,
      after: { id: 7 },
    });
    await writeAudit(q, {
      actor: "ann",
      action: "privilege.revoke",
      target: "user:2",
      before: { val: 1 },
      after: { val: 0 },
    });
  });
});
afterAll(() => drop?.());

const actionsOf = async (...argv: string[]) =>
  (JSON.parse((await admin(db, "audit", "--json", ...argv)).stdout) as { action: string }[]).map((row) => row.action);

describe("audit", () => {
  it("reads the log newest first, as JSON with every field", async () => {
    const rows = JSON.parse((await admin(db, "audit", "--json")).stdout);
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      "privilege.revoke",
      "reason.add",
      "privilege.grant",
    ]);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: "bob",
      action: "reason.add",
      target: "review_reason:7",
      before: null,
      after: { id: 7 },
    });
  });

  it("filters by actor, action and target, and stops at --limit", async () => {
    expect(await actionsOf("--actor", "ann")).toEqual(["privilege.revoke", "privilege.grant"]);
    expect(await actionsOf("--action", "reason.add")).toEqual(["reason.add"]);
    expect(await actionsOf("--target", "user:1")).toEqual(["privilege.grant"]);
    expect(await actionsOf("--actor", "ann", "--target", "user:1")).toEqual(["privilege.grant"]);
    expect(await actionsOf("--limit", "1")).toEqual(["privilege.revoke"]);
    expect(await actionsOf("--actor", "nobody")).toEqual([]);
  });

  it("prints a table for people, JSON values compact, - for none", async () => {
    const lines = (await admin(db, "audit", "--target", "review_reason:7")).stdout.split("\n");
    expect(lines[0]).toMatch(/^id +at +actor +action +target +before +after$/);
    expect(lines[1]).toMatch(/^\d+ +\S+Z +bob +reason\.add +review_reason:7 +- +\{"id":7\}$/);
    expect((await admin(db, "audit", "--actor", "nobody")).stdout).toBe("(none)");
  });

  it("refuses a limit that is not a number above 0", async () => {
    for (const limit of ["0", "-1", "ten"]) expect((await admin(db, "audit", "--limit", limit)).code).toBe(2);
  });
});
