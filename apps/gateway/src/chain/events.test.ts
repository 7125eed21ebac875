import { daoNftAbi, nftSaleAbi, xManStakingAbi } from "@icms/contracts";
import { getAddress, parseAbi, zeroAddress } from "viem";
import { describe, expect, it } from "vitest";
import { rawLog } from "../../test/raw-log.js";
import { contractsKey } from "./checkpoint.js";
import { chainEvent, followEvents, lower, type WatchedContracts } from "./events.js";
import { decodeLog, decodeLogs, EVENT_TOPICS } from "./followed-events.js";

const contracts = {
  DaoNFT: "0x00000000000000000000000000000000000000a1",
  NFTSale: "0x00000000000000000000000000000000000000a2",
  XManStaking: "0x00000000000000000000000000000000000000a3",
  RewardVault: "0x00000000000000000000000000000000000000a4",
  CourseCheckout: "0x00000000000000000000000000000000000000a5",
  ICT: "0x00000000000000000000000000000000000000a6",
  ICMS: "0x00000000000000000000000000000000000000a7",
} as const satisfies WatchedContracts;
const ALICE = getAddress("0xabcdef0000000000000000000000000000000001");
const BOB = getAddress("0x00000000000000000000000000000000000000b2");

describe("event decoders", () => {
  it("decode a DAO NFT transfer with lower-case addresses", () => {
    const log = rawLog(
      daoNftAbi,
      "Transfer",
      { from: zeroAddress, to: ALICE, tokenId: 42n },
      { address: contracts.DaoNFT },
    );
    expect(decodeLog(log, contracts)).toEqual({
      blockNumber: 7,
      logIndex: 0,
      txHash: `0x${"cd".repeat(32)}`,
      blockHash: `0x${"ab".repeat(32)}`,
      address: contracts.DaoNFT,
      event: "Transfer",
      from: zeroAddress,
      to: ALICE.toLowerCase(),
      tokenId: 42,
    });
  });

  it("decode a purchase, with no referrer as null", () => {
    const args = {
      buyer: BOB,
      stageId: 1n,
      referrer: zeroAddress,
      quantity: 3n,
      firstTokenId: 10n,
      amount: 4500n * 10n ** 18n,
      orderId: 77n,
    };
    const event = decodeLog(rawLog(nftSaleAbi, "Purchased", args, { address: contracts.NFTSale }), contracts);
    expect(event).toMatchObject({
      event: "Purchased",
      buyer: BOB.toLowerCase(),
      stageId: 1,
      referrer: null,
      quantity: 3,
      firstTokenId: 10,
      amount: 4500n * 10n ** 18n,
      orderId: 77n,
    });
    const referred = decodeLog(
      rawLog(nftSaleAbi, "Purchased", { ...args, referrer: ALICE }, { address: contracts.NFTSale }),
      contracts,
    );
    expect(referred).toMatchObject({ referrer: ALICE.toLowerCase() });
  });

  it("decode a former sale's purchases (no order id) and bindings, only from a watched former sale", () => {
    const FORMER = "0x00000000000000000000000000000000000000a8";
    const watching: WatchedContracts = { ...contracts, FormerNFTSales: [FORMER] };
    const former = parseAbi([
      "event Purchased(address indexed buyer, uint256 indexed stageId, address indexed referrer, uint256 quantity, uint256 firstTokenId, uint256 amount)",
    ]);
    const args = { buyer: BOB, stageId: 1n, referrer: ALICE, quantity: 2n, firstTokenId: 4n, amount: 3000n };
    const old = rawLog(former, "Purchased", args, { address: FORMER });
    expect(decodeLog(old, watching)).toMatchObject({
      event: "Purchased",
      buyer: BOB.toLowerCase(),
      referrer: ALICE.toLowerCase(),
      quantity: 2,
      orderId: null,
    });
    // The former event from the current sale's address, or from a sale nobody listed: nothing.
    expect(decodeLog(rawLog(former, "Purchased", args, { address: contracts.NFTSale }), watching)).toBeUndefined();
    expect(decodeLog(old, contracts)).toBeUndefined();
    const bound = rawLog(nftSaleAbi, "ReferrerBound", { account: BOB, referrer: ALICE }, { address: FORMER });
    expect(decodeLog(bound, watching)).toMatchObject({ event: "ReferrerBound", account: BOB.toLowerCase() });
    expect(decodeLog(bound, contracts)).toBeUndefined();
    expect(contractsKey(watching)).toContain(FORMER);
    expect(contractsKey(contracts)).not.toContain(FORMER);
  });

  it("decode referrer bindings, stakes and unstakes", () => {
    const bound = rawLog(
      nftSaleAbi,
      "ReferrerBound",
      { account: BOB, referrer: ALICE },
      { address: contracts.NFTSale },
    );
    expect(decodeLog(bound, contracts)).toMatchObject({
      event: "ReferrerBound",
      account: BOB.toLowerCase(),
      referrer: ALICE.toLowerCase(),
    });
    const staked = rawLog(
      xManStakingAbi,
      "Staked",
      { account: ALICE, tokenIds: [1n, 2n], stakedCount: 2n },
      { address: contracts.XManStaking },
    );
    expect(decodeLog(staked, contracts)).toMatchObject({ event: "Staked", tokenIds: [1, 2], stakedCount: 2 });
    const unstaked = rawLog(
      xManStakingAbi,
      "Unstaked",
      { account: ALICE, tokenIds: [2n], stakedCount: 1n },
      { address: contracts.XManStaking },
    );
    expect(decodeLog(unstaked, contracts)).toMatchObject({ event: "Unstaked", tokenIds: [2], stakedCount: 1 });
  });

  it("ignore logs from another contract, removed logs and unknown events", () => {
    const transfer = { from: zeroAddress, to: ALICE, tokenId: 1n };
    expect(
      decodeLog(rawLog(daoNftAbi, "Transfer", transfer, { address: contracts.NFTSale }), contracts),
    ).toBeUndefined();
    const removed = { ...rawLog(daoNftAbi, "Transfer", transfer, { address: contracts.DaoNFT }), removed: true };
    expect(decodeLog(removed, contracts)).toBeUndefined();
    const minted = rawLog(
      daoNftAbi,
      "Minted",
      { to: ALICE, tokenId: 1n, stage: 1, grade: 2 },
      { address: contracts.DaoNFT },
    );
    expect(EVENT_TOPICS).not.toContain(minted.topics[0]);
    expect(decodeLog(minted, contracts)).toBeUndefined();
  });

  it("refuse a token id that does not fit a number", () => {
    const log = rawLog(
      daoNftAbi,
      "Transfer",
      { from: zeroAddress, to: ALICE, tokenId: 2n ** 60n },
      { address: contracts.DaoNFT },
    );
    expect(() => decodeLog(log, contracts)).toThrow(/out of range/);
  });

  it("put a batch in chain order", () => {
    const at = (block: number, index: number) =>
      rawLog(
        daoNftAbi,
        "Transfer",
        { from: zeroAddress, to: ALICE, tokenId: BigInt(block * 10 + index) },
        { address: contracts.DaoNFT, block, index },
      );
    const events = decodeLogs([at(9, 1), at(8, 5), at(9, 0)], contracts);
    expect(events.map((e) => [e.blockNumber, e.logIndex])).toEqual([
      [8, 5],
      [9, 0],
      [9, 1],
    ]);
  });
});

describe("followed events", () => {
  const pingAbi = parseAbi(["event Ping(address indexed from, uint256 count)"]);
  const ping = chainEvent(pingAbi, "Ping", "DaoNFT", (a) => ({
    event: "Transfer",
    from: lower(a.from),
    to: lower(a.from),
    tokenId: Number(a.count),
  }));

  it("follow any declared event, from the contract that declares it only", () => {
    const followed = followEvents([ping]);
    expect(followed.topics).toEqual([ping.topic]);
    expect(followed.emitters).toEqual(["DaoNFT"]);
    const log = rawLog(pingAbi, "Ping", { from: ALICE, count: 3n }, { address: contracts.DaoNFT });
    expect(followed.decodeLog(log, contracts)).toMatchObject({
      event: "Transfer",
      from: ALICE.toLowerCase(),
      tokenId: 3,
    });
    expect(followed.decodeLog({ ...log, address: contracts.NFTSale }, contracts)).toBeUndefined();
    expect(followed.decodeLog(log, { NFTSale: contracts.NFTSale })).toBeUndefined();
  });

  it("refuse one event of one contract followed twice", () => {
    expect(() => followEvents([ping, ping])).toThrow(/followed twice/);
  });
});
