import { parseEther } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { testUsdtAbi } from "../../src/index.js";
import { bytecodeOf, deployFixture, type Fixture, revertOf, startChain } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
});

const abi = testUsdtAbi;

describe("TestUSDT", () => {
  it("has 18 decimals as USDT on BSC", async () => {
    const read = t.as("deployer");
    expect(await read.readContract({ address: t.c.USDT, abi, functionName: "decimals" })).toBe(18);
    expect(await read.readContract({ address: t.c.USDT, abi, functionName: "symbol" })).toBe("USDT");
    expect(await read.readContract({ address: t.c.USDT, abi, functionName: "totalSupply" })).toBe(0n);
  });

  it("is minted by the owner only", async () => {
    const mint = (role: "deployer" | "alice") =>
      t
        .as(role)
        .writeContract({ address: t.c.USDT, abi, functionName: "mint", args: [t.addr("alice"), parseEther("5")] });
    expect(await revertOf(mint("alice"))).toEqual({ name: "OwnableUnauthorizedAccount", args: [t.addr("alice")] });
    await t.send(mint("deployer"));
    const balance = await t
      .as("alice")
      .readContract({ address: t.c.USDT, abi, functionName: "balanceOf", args: [t.addr("alice")] });
    expect(balance).toBe(parseEther("5"));
  });

  it.each([56, 1])("refuses deployment on mainnet chain %i", async (chainId) => {
    const { as } = await startChain(chainId);
    const deployer = as("deployer");
    const deploy = deployer.deployContract({ abi, bytecode: bytecodeOf("TestUSDT"), args: [deployer.account.address] });
    expect(await revertOf(deploy)).toEqual({ name: "TestUSDTMainnetDeployment", args: [BigInt(chainId)] });
  });
});
