import { parseEther, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ICT_SUPPLY, ictTokenAbi } from "../../src/index.js";
import { bytecodeOf, deployFixture, type Fixture, revertOf } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
});
beforeEach(() => t.reset());

const abi = ictTokenAbi;
const balance = (who: `0x${string}`) =>
  t.as("deployer").readContract({ address: t.c.ICT, abi, functionName: "balanceOf", args: [who] });

describe("ICTToken", () => {
  it("mints 1,000,000,000 ICT: 5% locked liquidity, 95% contribution mining", async () => {
    const read = t.as("deployer");
    expect(await read.readContract({ address: t.c.ICT, abi, functionName: "symbol" })).toBe("ICT");
    expect(await read.readContract({ address: t.c.ICT, abi, functionName: "decimals" })).toBe(18);
    expect(await read.readContract({ address: t.c.ICT, abi, functionName: "totalSupply" })).toBe(ICT_SUPPLY);
    expect(await balance(t.addr("ictLockedLiquidity"))).toBe(parseEther("50000000"));
    expect(await balance(t.addr("deployer"))).toBe(parseEther("950000000")); // the dev mining pool
  });

  it("sends half of the fee to the governance-token buyback and burns the other half", async () => {
    const owner = t.as("deployer");
    await t.send(
      owner.writeContract({ address: t.c.ICT, abi, functionName: "transfer", args: [t.addr("alice"), 1001n] }),
    );
    await t.send(owner.writeContract({ address: t.c.ICT, abi, functionName: "setTransferFee", args: [1000n] }));
    await t.send(
      t.as("alice").writeContract({ address: t.c.ICT, abi, functionName: "transfer", args: [t.addr("bob"), 1001n] }),
    );
    // fee 100 (floor of 100.1): 50 to the buyback, 50 burned
    expect(await balance(t.addr("bob"))).toBe(901n);
    expect(await balance(t.addr("ictBuyback"))).toBe(50n);
    expect(await owner.readContract({ address: t.c.ICT, abi, functionName: "totalSupply" })).toBe(ICT_SUPPLY - 50n);
    const [recipients, bps, burn] = await owner.readContract({ address: t.c.ICT, abi, functionName: "feeShares" });
    expect([recipients, bps, burn]).toEqual([[t.addr("ictBuyback")], [5000], 5000n]);
  });

  it("refuses a zero buyback, locked-liquidity or mining-pool address", async () => {
    const deploy = (locked: `0x${string}`, pool: `0x${string}`, buyback: `0x${string}`) =>
      t.as("deployer").deployContract({
        abi,
        bytecode: bytecodeOf("ICTToken"),
        args: [t.addr("deployer"), locked, pool, buyback],
      });
    const a = t.addr("alice");
    expect(await revertOf(deploy(a, a, zeroAddress))).toEqual({
      name: "FeeTokenInvalidRecipient",
      args: [zeroAddress],
    });
    expect(await revertOf(deploy(zeroAddress, a, a))).toEqual({ name: "ERC20InvalidReceiver", args: [zeroAddress] });
    expect(await revertOf(deploy(a, zeroAddress, a))).toEqual({ name: "ERC20InvalidReceiver", args: [zeroAddress] });
  });
});
