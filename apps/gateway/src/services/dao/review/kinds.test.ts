import { Code, type ContentStatus, type ReviewKind as ReviewKindName } from "@icms/protocol";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, refusedWith } from "../../../../test/harness.js";
import type { Config } from "../../../config.js";
import { type CallContext, type CoreContext, createAppContext, defineArea } from "../../../context.js";
import type { Db } from "../../../db/db.js";
import { applyDecision, type VerifiedDecision } from "./decide.js";
import { defineReviewKind } from "./kinds.js";

/**
 * A kind the review core has never heard of, registered by a test area: notes kept in memory,
 * which record how the core settled them.
 */
const notes = new Map<number, { owner: number; status: ContentStatus }>();
const settledNotes: { id: number; passed: boolean; afterCommit: boolean }[] = [];
const noteKind = defineReviewKind({
  name: "note",
  async lock(_q, id) {
    const note = notes.get(id);
    if (note?.status !== "audit") throw new Error("not waiting");
    return note;
  },
  async settle(_q, id, note, passed) {
    note.status = passed ? "online" : "refused";
    settledNotes.push({ id, passed, afterCommit: false });
  },
  async settled(_app, id) {
    settledNotes.push({ id, passed: notes.get(id)?.status === "online", afterCommit: true });
  },
});
const notesArea = defineArea({ name: "notes", handlers: {}, reviewKinds: [noteKind] });

let db: Db;
let drop: () => Promise<void>;
let ctx: CallContext<"required">;
let reviewer: { uid: number; wallet: string };

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  // A new kind's area widens this check in its migration; this database serves this file alone.
  await sql`ALTER TABLE review_decisions DROP CONSTRAINT review_decisions_kind_check`.execute(db.kysely);
  const wallet = `0x${"ab".repeat(20)}`;
  const { uid } = await db.kysely
    .insertInto("users")
    .values({ wallet_addr: wallet })
    .returning("uid")
    .executeTakeFirstOrThrow();
  reviewer = { uid, wallet };
  const app = createAppContext({ db, config: { REVIEW_QUORUM: 1 } as Config } as CoreContext, [notesArea]);
  ctx = Object.assign(Object.create(app), {
    session: { uid, wallet, family: "test" },
  }) as CallContext<"required">;
});
afterAll(async () => drop?.());

let nonce = 0;
const decision = (kind: string, id: number, pass: boolean): VerifiedDecision => ({
  // The wire's kinds are the protocol's; a registered kind is any name the core is given.
  kind: kind as ReviewKindName,
  item_id: id,
  decision: pass ? "pass" : "reject",
  reason_id: 0,
  reason: pass ? "" : "Off topic",
  nonce: String(++nonce),
  deadline: Math.floor(Date.now() / 1000) + 60,
  signature: `0x${"22".repeat(65)}`,
  wallet: reviewer.wallet,
  chain_id: 97,
  tokens: ["7"],
});

describe("review kinds registered by their areas", () => {
  it("decides on a kind a test area registered, through its lock and settle, then its cache step", async () => {
    notes.set(1, { owner: reviewer.uid + 1, status: "audit" });
    notes.set(2, { owner: reviewer.uid + 1, status: "audit" });
    expect(await applyDecision(ctx, decision("note", 1, true))).toMatchObject({
      status: "online",
      review: { pass_count: 1 },
    });
    expect(await applyDecision(ctx, decision("note", 2, false))).toMatchObject({ status: "refused" });
    expect(settledNotes).toEqual([
      { id: 1, passed: true, afterCommit: false },
      { id: 1, passed: true, afterCommit: true },
      { id: 2, passed: false, afterCommit: false },
      { id: 2, passed: false, afterCommit: true },
    ]);
    const stored = await db.kysely.selectFrom("review_decisions").select(["kind", "settled"]).execute();
    expect(stored).toEqual([
      { kind: "note", settled: true },
      { kind: "note", settled: true },
    ]);
  });

  it("refuses its owner's own decision on it (1006)", async () => {
    notes.set(3, { owner: reviewer.uid, status: "audit" });
    expect(await refusedWith(applyDecision(ctx, decision("note", 3, true)))).toBe(Code.PermissionDenied);
  });

  it("refuses a kind no area registered with 3002, and writes nothing", async () => {
    const before = await db.kysely.selectFrom("review_decisions").select("id").execute();
    expect(await refusedWith(applyDecision(ctx, decision("poem", 1, true)))).toBe(Code.NotFound);
    expect(await refusedWith(applyDecision(ctx, decision("course", 1, true)))).toBe(Code.NotFound);
    expect(await db.kysely.selectFrom("review_decisions").select("id").execute()).toEqual(before);
  });

  it("refuses at start a kind two areas register", () => {
    const again = defineArea({ name: "more-notes", handlers: {}, reviewKinds: [noteKind] });
    expect(() => createAppContext({ db } as CoreContext, [notesArea, again])).toThrow(/"note" is registered twice/);
  });
});
