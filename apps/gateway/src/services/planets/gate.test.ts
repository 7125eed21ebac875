import { Code, GatewayError } from "@icms/protocol";
import { type Address, type Hex, parseEther, zeroAddress } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.js";
import { type ChainIdentity, resetIndex } from "../../chain/checkpoint.js";
import type { ChainEvent, EventPayload } from "../../chain/events.js";
import { applyRange } from "../../chain/writer.js";
import { loadConfig } from "../../config.js";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/db.js";
import { checkGate, type GatedPlanet, gateRefusal } from "./gate.js";
import type { GateShortfall } from "./gate-holdings.js";

const NFT = "0x00000000000000000000000000000000000000a1" as Address;
const STAKING = "0x00000000000000000000000000000000000000a3" as Address;
const ICT = "0x00000000000000000000000000000000000000a5" as Address;
const ICMS = "0x00000000000000000000000000000000000000a6" as Address;
const OWNER = "0x00000000000000000000000000000000000000f1" as Address;
const MEMBER = "0x00000000000000000000000000000000000000f2" as Address;
const OTHER = "0x00000000000000000000000000000000000000f3" as Address;

const identity: ChainIdentity = {
  chainId: 97,
  contracts: [NFT, STAKING, ICT, ICMS].join(","),
  deployBlock: 10,
  deployBlockHash: `0x${"10".repeat(32)}`,
};
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;

let block = 10;
/** Indexes `payloads` as the next block, through the indexer's own writer. */
async function index(db: Db, ...payloads: [Address, EventPayload][]): Promise<void> {
  const events: ChainEvent[] = payloads.map(([address, payload], i) => ({
    blockNumber: block,
    logIndex: i,
    txHash: hash(block * 100 + i),
    blockHash: hash(block),
    address,
    ...payload,
  }));
  await applyRange(db, identity, { from: block, to: block, toHash: hash(block), head: block }, events);
  block += 1;
}

const ict = (from: Address, to: Address, value: bigint): [Address, EventPayload] => [
  ICT,
  { event: "TokenTransfer", token: "ICT", from, to, value },
];
const icms = (from: Address, to: Address, value: bigint): [Address, EventPayload] => [
  ICMS,
  { event: "TokenTransfer", token: "ICMS", from, to, value },
];
const nft = (from: Address, to: Address, tokenId: number): [Address, EventPayload] => [
  NFT,
  { event: "Transfer", from, to, tokenId },
];

/** The code a gate check refuses with (and its data), or "passes". */
async function outcome(run: Promise<unknown>): Promise<number | "passes"> {
  try {
    await run;
    return "passes";
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
}

describe("planet gates on the chain index", () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: AppContext;
  let ownerUid: number;
  let memberUid: number;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
    // No chain node: holding rules are judged on the index alone.
    app = { db, config: loadConfig({ NODE_ENV: "test" }), saleChain: () => undefined } as unknown as AppContext;
    const users = await db.kysely
      .insertInto("users")
      .values([{ wallet_addr: OWNER }, { wallet_addr: MEMBER }])
      .returning("uid")
      .execute();
    ownerUid = users[0]?.uid ?? 0;
    memberUid = users[1]?.uid ?? 0;
  });
  afterAll(() => drop());
  beforeEach(async () => {
    block = 10;
    await resetIndex(db, identity);
  });

  let planets = 0;
  async function planet(gate_kind: GatedPlanet["gate_kind"], gate_amount: string | null): Promise<GatedPlanet> {
    planets += 1;
    const row = await db.kysely
      .insertInto("planets")
      .values({ owner_uid: ownerUid, name: `gated ${planets}`, icon_url: "/icon.png", gate_kind, gate_amount })
      .returning(["id", "owner_uid", "gate_kind", "gate_amount"])
      .executeTakeFirstOrThrow();
    return { ...row, gate_kind, gate_amount: row.gate_amount === null ? null : String(row.gate_amount) };
  }
  const member = { uid: 0, wallet: MEMBER, purpose: "post" as const };
  const post = (p: GatedPlanet) => outcome(db.tx((q) => checkGate(app, q, p, { ...member, uid: memberUid })));
  const join = (p: GatedPlanet, tx_hash?: string) =>
    outcome(db.tx((q) => checkGate(app, q, p, { ...member, uid: memberUid, purpose: "join", tx_hash })));

  it("lets anyone through an open planet, and the owner through any", async () => {
    expect(await post(await planet("none", null))).toBe("passes");
    const gated = await planet("ict_balance", parseEther("1").toString());
    expect(
      await outcome(db.tx((q) => checkGate(app, q, gated, { uid: ownerUid, wallet: OWNER, purpose: "post" }))),
    ).toBe("passes");
  });

  it("cannot judge a holding before the indexer has read the chain (802012)", async () => {
    await db.query("DELETE FROM chain_checkpoint");
    expect(await post(await planet("dao_nft", null))).toBe(Code.PlanetGateUnavailable);
  });

  it("dao_nft: a DAO NFT held or staked admits; giving it away ends posting at the indexed transfer", async () => {
    const p = await planet("dao_nft", null);
    const refusal = await db.tx((q) => gateRefusal(q, p, { uid: memberUid, wallet: MEMBER }));
    expect(refusal?.code).toBe(Code.PlanetGateNotMet);
    expect(refusal?.details).toEqual({
      gate_kind: "dao_nft",
      gate_amount: null,
      held: "0",
      indexed_block: 9,
    } satisfies GateShortfall);
    await index(db, nft(zeroAddress, MEMBER, 7));
    expect(await join(p)).toBe("passes");
    // Staked: the staking contract owns it, the member is its staker.
    await index(db, nft(MEMBER, STAKING, 7), [
      STAKING,
      { event: "Staked", account: MEMBER, tokenIds: [7], stakedCount: 1 },
    ]);
    expect(await post(p)).toBe("passes");
    await index(db, nft(STAKING, MEMBER, 7), [
      STAKING,
      { event: "Unstaked", account: MEMBER, tokenIds: [7], stakedCount: 0 },
    ]);
    await index(db, nft(MEMBER, OTHER, 7));
    expect(await post(p)).toBe(Code.PlanetGateNotMet);
  });

  it("ict_balance: at least the amount admits; a transfer out below it ends posting", async () => {
    const p = await planet("ict_balance", parseEther("100").toString());
    await index(db, ict(zeroAddress, MEMBER, parseEther("99.99")));
    expect(await join(p)).toBe(Code.PlanetGateNotMet);
    await index(db, ict(OTHER, MEMBER, parseEther("0.01")));
    expect(await join(p)).toBe("passes");
    expect(await post(p)).toBe("passes");
    await index(db, ict(MEMBER, OTHER, 1n));
    const refusal = await db.tx((q) => gateRefusal(q, p, { uid: memberUid, wallet: MEMBER }));
    expect(refusal?.details).toMatchObject({ held: (parseEther("100") - 1n).toString(), indexed_block: 12 });
    // ICMS does not count for an ICT rule.
    await index(db, icms(zeroAddress, MEMBER, parseEther("1000")));
    expect(await post(p)).toBe(Code.PlanetGateNotMet);
  });

  it("icms_balance: counts ICMS only", async () => {
    const p = await planet("icms_balance", parseEther("5").toString());
    await index(db, ict(zeroAddress, MEMBER, parseEther("50")));
    expect(await post(p)).toBe(Code.PlanetGateNotMet);
    await index(db, icms(zeroAddress, MEMBER, parseEther("5")));
    expect(await post(p)).toBe("passes");
    await index(db, icms(MEMBER, OTHER, parseEther("0.5")));
    expect(await post(p)).toBe(Code.PlanetGateNotMet);
  });

  it("entry_fee: joining needs a payment (802013), posting a recorded one (802011)", async () => {
    const p = await planet("entry_fee", parseEther("10").toString());
    expect(await join(p)).toBe(Code.EntryFeeRequired);
    expect(await post(p)).toBe(Code.PlanetGateNotMet);
    // A payment the gateway cannot check (no chain node here) refuses as unavailable, not as a 500.
    expect(await join(p, hash(1))).toBe(Code.PlanetGateUnavailable);
    await db.kysely
      .insertInto("planet_entry_payments")
      .values({
        chain_id: 97,
        tx_hash: hash(2),
        circle_id: p.id,
        uid: memberUid,
        payer: MEMBER,
        recipient: OWNER,
        received: parseEther("10").toString(),
        fee: parseEther("10").toString(),
        block_number: 12,
      })
      .execute();
    expect(await post(p)).toBe("passes");
  });
});
