import { type Address, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { daoNftAbi, NFT_MAX_SUPPLY } from "../../src/index.js";
import { deployFixture, type Fixture, revertOf } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
  // The deployer acts as a second minter besides the sale, so tokens can be minted directly.
  await t.send(
    t.as("deployer").writeContract({
      address: t.c.DaoNFT,
      abi: daoNftAbi,
      functionName: "setMinter",
      args: [t.addr("deployer"), true],
    }),
  );
  await t.checkpoint();
});
beforeEach(() => t.reset());

const abi = daoNftAbi;
const mint = (
  tokenId: bigint,
  to: Address = t.addr("alice"),
  url = "ipfs://a",
  role: "deployer" | "bob" = "deployer",
) =>
  t.as(role).writeContract({
    address: t.c.DaoNFT,
    abi,
    functionName: "mint",
    args: [to, tokenId, "ICMS DAO NFT", "ICMSDAO", 2, 3, url],
  });

describe("DaoNFT minting", () => {
  it("mints with the calls-spec arguments and records stage, grade and url", async () => {
    const receipt = await t.send(mint(7n));
    const read = t.as("alice");
    expect(await read.readContract({ address: t.c.DaoNFT, abi, functionName: "ownerOf", args: [7n] })).toBe(
      t.addr("alice"),
    );
    expect(await read.readContract({ address: t.c.DaoNFT, abi, functionName: "tokenInfo", args: [7n] })).toEqual({
      name: "ICMS DAO NFT",
      symbol: "ICMSDAO",
      stage: 2,
      grade: 3,
      url: "ipfs://a",
    });
    expect(await read.readContract({ address: t.c.DaoNFT, abi, functionName: "tokenURI", args: [7n] })).toBe(
      "ipfs://a",
    );
    const [log] = await read.getContractEvents({
      address: t.c.DaoNFT,
      abi,
      eventName: "Minted",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({ to: t.addr("alice"), tokenId: 7n, stage: 2, grade: 3 });
  });

  it("keeps each token's own url when triples differ and shares them when they repeat", async () => {
    await t.send(mint(1n, t.addr("alice"), "ipfs://a"));
    await t.send(mint(2n, t.addr("alice"), "ipfs://b"));
    await t.send(mint(3n, t.addr("bob"), "ipfs://a"));
    const url = (id: bigint) =>
      t.as("alice").readContract({ address: t.c.DaoNFT, abi, functionName: "tokenURI", args: [id] });
    expect([await url(1n), await url(2n), await url(3n)]).toEqual(["ipfs://a", "ipfs://b", "ipfs://a"]);
  });

  it("allows token ids 1 to 6480 only, each once: at most 6480 can ever exist", async () => {
    expect(await t.as("alice").readContract({ address: t.c.DaoNFT, abi, functionName: "MAX_SUPPLY" })).toBe(
      NFT_MAX_SUPPLY,
    );
    await t.send(mint(NFT_MAX_SUPPLY));
    expect(await revertOf(mint(NFT_MAX_SUPPLY + 1n))).toEqual({
      name: "DaoNFTTokenIdOutOfRange",
      args: [NFT_MAX_SUPPLY + 1n, NFT_MAX_SUPPLY],
    });
    expect(await revertOf(mint(0n))).toEqual({ name: "DaoNFTTokenIdOutOfRange", args: [0n, NFT_MAX_SUPPLY] });
    expect(await revertOf(mint(NFT_MAX_SUPPLY))).toEqual({ name: "ERC721InvalidSender", args: [zeroAddress] });
  });

  it("refuses minters the owner has not authorised, and authorisation can be withdrawn", async () => {
    expect(await revertOf(mint(1n, t.addr("bob"), "u", "bob"))).toEqual({
      name: "DaoNFTUnauthorizedMinter",
      args: [t.addr("bob")],
    });
    const owner = t.as("deployer");
    const isMinter = (who: Address) =>
      owner.readContract({ address: t.c.DaoNFT, abi, functionName: "isMinter", args: [who] });
    expect(await isMinter(t.c.NFTSale)).toBe(true);
    const receipt = await t.send(
      owner.writeContract({ address: t.c.DaoNFT, abi, functionName: "setMinter", args: [t.addr("deployer"), false] }),
    );
    const [log] = await owner.getContractEvents({
      address: t.c.DaoNFT,
      abi,
      eventName: "MinterUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({ account: t.addr("deployer"), allowed: false });
    expect(await revertOf(mint(1n))).toEqual({ name: "DaoNFTUnauthorizedMinter", args: [t.addr("deployer")] });
  });

  it("lets only the owner manage minters", async () => {
    const call = t
      .as("bob")
      .writeContract({ address: t.c.DaoNFT, abi, functionName: "setMinter", args: [t.addr("bob"), true] });
    expect(await revertOf(call)).toEqual({ name: "OwnableUnauthorizedAccount", args: [t.addr("bob")] });
  });
});

describe("DaoNFT reads", () => {
  it("lists an owner's tokens and follows transfers", async () => {
    for (const id of [4n, 9n, 2n]) await t.send(mint(id));
    const tokensOf = (who: Address) =>
      t.as("alice").readContract({ address: t.c.DaoNFT, abi, functionName: "tokensOfOwner", args: [who] });
    expect(await tokensOf(t.addr("alice"))).toEqual([4n, 9n, 2n]);
    await t.send(
      t.as("alice").writeContract({
        address: t.c.DaoNFT,
        abi,
        functionName: "transferFrom",
        args: [t.addr("alice"), t.addr("bob"), 4n],
      }),
    );
    expect(await tokensOf(t.addr("alice"))).toEqual([2n, 9n]);
    expect(await tokensOf(t.addr("bob"))).toEqual([4n]);
    expect(await tokensOf(t.addr("carol"))).toEqual([]);
    expect(await t.as("alice").readContract({ address: t.c.DaoNFT, abi, functionName: "totalSupply" })).toBe(3n);
  });

  it("refuses tokenInfo and tokenURI of a token that does not exist", async () => {
    const read = t.as("alice");
    const missing = { name: "ERC721NonexistentToken", args: [5n] };
    expect(
      await revertOf(read.readContract({ address: t.c.DaoNFT, abi, functionName: "tokenInfo", args: [5n] })),
    ).toEqual(missing);
    expect(
      await revertOf(read.readContract({ address: t.c.DaoNFT, abi, functionName: "tokenURI", args: [5n] })),
    ).toEqual(missing);
  });

  it("declares ERC-721, metadata and enumerable support", async () => {
    const supports = (id: `0x${string}`) =>
      t.as("alice").readContract({ address: t.c.DaoNFT, abi, functionName: "supportsInterface", args: [id] });
    expect(await supports("0x80ac58cd")).toBe(true); // ERC-721
    expect(await supports("0x5b5e139f")).toBe(true); // metadata
    expect(await supports("0x780e9d63")).toBe(true); // enumerable
    expect(await supports("0xffffffff")).toBe(false);
  });
});
