import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dragonNftAbi } from "../../src/index.js";
import { deployFixture, type Fixture, revertOf } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
});
beforeEach(() => t.reset());

const abi = dragonNftAbi;

describe("DragonNFT", () => {
  it("deploys two collections with their own names", async () => {
    const read = t.as("alice");
    expect(await read.readContract({ address: t.c.Dragon1, abi, functionName: "name" })).toBe("ICMS Dragon");
    expect(await read.readContract({ address: t.c.Dragon2, abi, functionName: "name" })).toBe("ICMS Dragon II");
  });

  it("mints sequential ids and lists a user's token ids", async () => {
    const owner = t.as("deployer");
    for (const role of ["alice", "bob", "alice"] as const) {
      await t.send(owner.writeContract({ address: t.c.Dragon1, abi, functionName: "mint", args: [t.addr(role)] }));
    }
    const ids = (role: "alice" | "bob") =>
      owner.readContract({ address: t.c.Dragon1, abi, functionName: "userTokenIds", args: [t.addr(role)] });
    expect(await ids("alice")).toEqual([1n, 3n]);
    expect(await ids("bob")).toEqual([2n]);
    expect(
      await owner.readContract({ address: t.c.Dragon2, abi, functionName: "userTokenIds", args: [t.addr("alice")] }),
    ).toEqual([]);
  });

  it("builds token URIs from the base URI the owner sets", async () => {
    const owner = t.as("deployer");
    await t.send(owner.writeContract({ address: t.c.Dragon1, abi, functionName: "mint", args: [t.addr("alice")] }));
    expect(await owner.readContract({ address: t.c.Dragon1, abi, functionName: "tokenURI", args: [1n] })).toBe("");
    const receipt = await t.send(
      owner.writeContract({ address: t.c.Dragon1, abi, functionName: "setBaseURI", args: ["https://d.example/"] }),
    );
    const [log] = await owner.getContractEvents({
      address: t.c.Dragon1,
      abi,
      eventName: "BaseURIUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args.baseURI).toBe("https://d.example/");
    expect(await owner.readContract({ address: t.c.Dragon1, abi, functionName: "tokenURI", args: [1n] })).toBe(
      "https://d.example/1",
    );
  });

  it("lets only the owner mint and set the base URI", async () => {
    const bob = t.as("bob");
    const denied = { name: "OwnableUnauthorizedAccount", args: [t.addr("bob")] };
    expect(
      await revertOf(bob.writeContract({ address: t.c.Dragon1, abi, functionName: "mint", args: [t.addr("bob")] })),
    ).toEqual(denied);
    expect(
      await revertOf(bob.writeContract({ address: t.c.Dragon1, abi, functionName: "setBaseURI", args: ["x"] })),
    ).toEqual(denied);
  });
});
