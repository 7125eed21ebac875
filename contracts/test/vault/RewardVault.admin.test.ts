import { parseEther, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devAccount } from "../../src/chain/dev-roles.js";
import { ictTokenAbi, rewardVaultAbi } from "../../src/index.js";
import { type DevRole, type Fixture, revertOf } from "../helpers/chain.js";
import { claim, sign, vaultFixture, voucherFor } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await vaultFixture();
});
beforeEach(() => t.reset());

const abi = rewardVaultAbi;
const write = <F extends "setSigner" | "setFeeWallet" | "pause" | "unpause" | "sweep">(
  role: DevRole,
  functionName: F,
  args: readonly unknown[] = [],
) => t.as(role).writeContract({ address: t.c.RewardVault, abi, functionName, args } as never);
const read = <F extends "signer" | "feeWallet" | "paused">(functionName: F) =>
  t.as("deployer").readContract({ address: t.c.RewardVault, abi, functionName } as never);

describe("RewardVault administration", () => {
  it("rotates the withdraw signer: old vouchers' signatures stop working", async () => {
    expect(await read("signer")).toBe(t.addr("withdrawSigner"));
    const receipt = await t.send(write("deployer", "setSigner", [t.addr("dave")]));
    const [log] = await t
      .as("deployer")
      .getContractEvents({ address: t.c.RewardVault, abi, eventName: "SignerUpdated", blockHash: receipt.blockHash });
    expect(log?.args).toEqual({ previousSigner: t.addr("withdrawSigner"), newSigner: t.addr("dave") });
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    expect(await revertOf(claim(t, "alice", voucher, await sign(t, voucher)))).toEqual({
      name: "RewardVaultInvalidSignature",
      args: [t.addr("withdrawSigner")],
    });
    await t.send(claim(t, "alice", voucher, await sign(t, voucher, devAccount("dave"))));
    expect(await revertOf(write("deployer", "setSigner", [zeroAddress]))).toEqual({
      name: "RewardVaultInvalidAddress",
      args: [zeroAddress],
    });
  });

  it("changes the fee wallet, and a claim fails if the wallet refuses the fee", async () => {
    expect(await read("feeWallet")).toBe(t.addr("withdrawFeeWallet"));
    const receipt = await t.send(write("deployer", "setFeeWallet", [t.c.DaoNFT]));
    const [log] = await t.as("deployer").getContractEvents({
      address: t.c.RewardVault,
      abi,
      eventName: "FeeWalletUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({ previousWallet: t.addr("withdrawFeeWallet"), newWallet: t.c.DaoNFT });
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    expect(await revertOf(claim(t, "alice", voucher, await sign(t, voucher)))).toEqual({
      name: "RewardVaultFeeTransferFailed",
      args: [t.c.DaoNFT],
    });
    expect(await revertOf(write("deployer", "setFeeWallet", [zeroAddress]))).toEqual({
      name: "RewardVaultInvalidAddress",
      args: [zeroAddress],
    });
  });

  it("stops and resumes claims", async () => {
    await t.send(write("deployer", "pause"));
    expect(await read("paused")).toBe(true);
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    const signature = await sign(t, voucher);
    expect(await revertOf(claim(t, "alice", voucher, signature))).toEqual({ name: "EnforcedPause", args: [] });
    await t.send(write("deployer", "unpause"));
    await t.send(claim(t, "alice", voucher, signature));
  });

  it("lets the owner sweep tokens out", async () => {
    const receipt = await t.send(write("deployer", "sweep", [t.c.ICT, t.addr("carol"), parseEther("7")]));
    const [log] = await t
      .as("deployer")
      .getContractEvents({ address: t.c.RewardVault, abi, eventName: "TokensSwept", blockHash: receipt.blockHash });
    expect(log?.args).toEqual({ token: t.c.ICT, to: t.addr("carol"), amount: parseEther("7") });
    const balance = await t
      .as("carol")
      .readContract({ address: t.c.ICT, abi: ictTokenAbi, functionName: "balanceOf", args: [t.addr("carol")] });
    expect(balance).toBe(parseEther("7"));
  });

  it("keeps every setting to the owner", async () => {
    const denied = { name: "OwnableUnauthorizedAccount", args: [t.addr("bob")] };
    expect(await revertOf(write("bob", "setSigner", [t.addr("bob")]))).toEqual(denied);
    expect(await revertOf(write("bob", "setFeeWallet", [t.addr("bob")]))).toEqual(denied);
    expect(await revertOf(write("bob", "pause"))).toEqual(denied);
    expect(await revertOf(write("bob", "unpause"))).toEqual(denied);
    expect(await revertOf(write("bob", "sweep", [t.c.ICT, t.addr("bob"), 1n]))).toEqual(denied);
  });
});
