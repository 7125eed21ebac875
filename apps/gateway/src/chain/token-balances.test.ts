import { daoNftAbi, icmsTokenAbi, ictTokenAbi } from "@icms/contracts";
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  numberToHex,
  parseEther,
  type RpcLog,
  zeroAddress,
} from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";
import { type ChainIdentity, resetIndex } from "./checkpoint.js";
import type { TokenSymbol } from "./core-events.js";
import type { ChainEvent, WatchedContracts } from "./events.js";
import { decodeLog } from "./followed-events.js";
import { applyRange } from "./writer.js";

const contracts = {
  DaoNFT: "0x00000000000000000000000000000000000000a1",
  NFTSale: "0x00000000000000000000000000000000000000a2",
  XManStaking: "0x00000000000000000000000000000000000000a3",
  RewardVault: "0x00000000000000000000000000000000000000a4",
  CourseCheckout: "0x00000000000000000000000000000000000000a7",
  ICT: "0x00000000000000000000000000000000000000a5",
  ICMS: "0x00000000000000000000000000000000000000a6",
} as const satisfies WatchedContracts;
const ALICE = "0x00000000000000000000000000000000000a11ce" as Address;
const BOB = "0x0000000000000000000000000000000000000b0b" as Address;
const BUYBACK = "0x00000000000000000000000000000000000bbbbb" as Address;

const identity: ChainIdentity = {
  chainId: 97,
  contracts: Object.values(contracts).join(","),
  deployBlock: 10,
  deployBlockHash: `0x${"10".repeat(32)}`,
};

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;

function rawLog(abi: Abi, args: Record<string, unknown>, address: Address): RpcLog {
  const item = abi.find((entry) => entry.type === "event" && entry.name === "Transfer");
  if (item?.type !== "event") throw new Error("Transfer");
  const unindexed = item.inputs.filter((input) => !input.indexed);
  return {
    address,
    topics: encodeEventTopics({ abi: [item], eventName: "Transfer", args } as never) as [Hex, ...Hex[]],
    data: encodeAbiParameters(
      unindexed,
      unindexed.map((input) => args[input.name as string]),
    ),
    blockNumber: numberToHex(7),
    blockHash: hash(7),
    transactionHash: hash(7000),
    transactionIndex: "0x0",
    logIndex: "0x0",
    removed: false,
  };
}

function transfer(block: number, i: number, token: TokenSymbol, from: Address, to: Address, value: bigint): ChainEvent {
  return {
    blockNumber: block,
    logIndex: i,
    txHash: hash(block * 1000 + Math.floor(i / 10)),
    blockHash: hash(block),
    address: contracts[token],
    event: "TokenTransfer",
    token,
    from,
    to,
    value,
  };
}

/**
 * Block 10 mints 1,000 ICT to alice and 50 ICMS to bob; block 11: alice sends bob 100 ICT with a
 * 1% fee (half to the buyback wallet, half burned), so bob receives 99; block 12: bob sends
 * alice 20 ICMS without a fee.
 */
const E = parseEther;
const events: ChainEvent[] = [
  transfer(10, 0, "ICT", zeroAddress, ALICE, E("1000")),
  transfer(10, 1, "ICMS", zeroAddress, BOB, E("50")),
  transfer(11, 10, "ICT", ALICE, BUYBACK, E("0.5")),
  transfer(11, 11, "ICT", ALICE, zeroAddress, E("0.5")),
  transfer(11, 12, "ICT", ALICE, BOB, E("99")),
  transfer(12, 20, "ICMS", BOB, ALICE, E("20")),
];

async function balances(db: Db): Promise<Record<string, string>> {
  const rows = await db.query<{ token: string; wallet: string; balance: string }>(
    "SELECT token, wallet, balance::text FROM chain_token_balances",
  );
  return Object.fromEntries(rows.map((row) => [`${row.token} ${row.wallet}`, row.balance]));
}

const expected = {
  [`ICT ${ALICE}`]: E("900").toString(),
  [`ICT ${BOB}`]: E("99").toString(),
  [`ICT ${BUYBACK}`]: E("0.5").toString(),
  [`ICMS ${BOB}`]: E("30").toString(),
  [`ICMS ${ALICE}`]: E("20").toString(),
};

describe("token transfer decoding", () => {
  it("tells an ERC-20 Transfer of ICT or ICMS from the DAO NFT's ERC-721 Transfer by its emitter", () => {
    const ict = decodeLog(rawLog(ictTokenAbi, { from: ALICE, to: BOB, value: 5n }, contracts.ICT), contracts);
    expect(ict).toMatchObject({ event: "TokenTransfer", token: "ICT", from: ALICE, to: BOB, value: 5n });
    const icms = decodeLog(rawLog(icmsTokenAbi, { from: ALICE, to: BOB, value: 7n }, contracts.ICMS), contracts);
    expect(icms).toMatchObject({ event: "TokenTransfer", token: "ICMS", value: 7n });
    const nft = decodeLog(rawLog(daoNftAbi, { from: ALICE, to: BOB, tokenId: 3n }, contracts.DaoNFT), contracts);
    expect(nft).toMatchObject({ event: "Transfer", tokenId: 3 });
    const elsewhere = rawLog(ictTokenAbi, { from: ALICE, to: BOB, value: 5n }, contracts.NFTSale);
    expect(decodeLog(elsewhere, contracts)).toBeUndefined();
  });
});

describe("token balances", () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());
  beforeEach(() => resetIndex(db, identity));

  it("sum mints, fee parts and transfers into each wallet's balance, without the zero address", async () => {
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 12 }, events);
    expect(await balances(db)).toEqual(expected);
    const [bob] = await db.query<{ block_number: string }>(
      "SELECT block_number::text FROM chain_token_balances WHERE token = 'ICMS' AND wallet = $1",
      [BOB],
    );
    expect(bob?.block_number).toBe("12");
    const [count] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_token_transfers");
    expect(count?.n).toBe(events.length);
  });

  it("change nothing when ranges overlap or are applied again", async () => {
    await applyRange(db, identity, { from: 10, to: 11, toHash: hash(11), head: 12 }, events.slice(0, 5));
    // The next range overlaps the first (its events are read again) and is then replayed whole.
    await applyRange(db, identity, { from: 11, to: 12, toHash: hash(12), head: 12 }, events.slice(2));
    await db.query("UPDATE chain_checkpoint SET next_block = 10");
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 12 }, events);
    expect(await balances(db)).toEqual(expected);
  });

  it("are emptied with the rest of the index when the chain is replaced", async () => {
    await applyRange(db, identity, { from: 10, to: 12, toHash: hash(12), head: 12 }, events);
    await resetIndex(db, identity);
    expect(await balances(db)).toEqual({});
    expect(await db.query("SELECT 1 FROM chain_token_transfers")).toEqual([]);
  });
});
