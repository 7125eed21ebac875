import { hashTypedData, keccak256, parseEther, toHex, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devAccount } from "../../src/chain/dev-roles.js";
import {
  icmsTokenAbi,
  ictTokenAbi,
  rewardVaultAbi,
  voucherDomain,
  voucherTypes,
  WITHDRAW_FEE_WEI,
} from "../../src/index.js";
import { type Fixture, revertOf } from "../helpers/chain.js";
import { claim, sign, vaultFixture, voucherFor } from "./fixture.js";

let t: Fixture;
beforeAll(async () => {
  t = await vaultFixture();
});
beforeEach(() => t.reset());

const abi = rewardVaultAbi;
const nativeBalance = (address: `0x${string}`) => t.as("deployer").getBalance({ address });
const ictBalance = (who: `0x${string}`) =>
  t.as("deployer").readContract({ address: t.c.ICT, abi: ictTokenAbi, functionName: "balanceOf", args: [who] });

describe("RewardVault claims", () => {
  it("pays an ICT voucher once to its user and forwards the 0.001 fee to the fee wallet", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, parseEther("250"), await t.now());
    const feeWallet = await nativeBalance(t.addr("withdrawFeeWallet"));
    const receipt = await t.send(claim(t, "alice", voucher, await sign(t, voucher)));
    expect(await ictBalance(t.addr("alice"))).toBe(parseEther("250"));
    expect((await nativeBalance(t.addr("withdrawFeeWallet"))) - feeWallet).toBe(WITHDRAW_FEE_WEI);
    expect(await nativeBalance(t.c.RewardVault)).toBe(0n);
    const read = t.as("deployer");
    expect(
      await read.readContract({ address: t.c.RewardVault, abi, functionName: "isClaimed", args: [voucher.voucherId] }),
    ).toBe(true);
    const [log] = await read.getContractEvents({
      address: t.c.RewardVault,
      abi,
      eventName: "VoucherClaimed",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      voucherId: voucher.voucherId,
      user: t.addr("alice"),
      token: t.c.ICT,
      amount: parseEther("250"),
    });
  });

  it("pays ICMS in full even with a transfer fee active (the vault is exempt)", async () => {
    await t.send(
      t
        .as("deployer")
        .writeContract({ address: t.c.ICMS, abi: icmsTokenAbi, functionName: "setTransferFee", args: [1000n] }),
    );
    const voucher = voucherFor(t.addr("bob"), t.c.ICMS, parseEther("10"), await t.now());
    await t.send(claim(t, "bob", voucher, await sign(t, voucher)));
    const balance = await t
      .as("bob")
      .readContract({ address: t.c.ICMS, abi: icmsTokenAbi, functionName: "balanceOf", args: [t.addr("bob")] });
    expect(balance).toBe(parseEther("10"));
  });

  it("refuses a replayed voucher, even with another amount", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    await t.send(claim(t, "alice", voucher, await sign(t, voucher)));
    const replay = { name: "RewardVaultVoucherAlreadyClaimed", args: [voucher.voucherId] };
    expect(await revertOf(claim(t, "alice", voucher, await sign(t, voucher)))).toEqual(replay);
    const bigger = { ...voucher, amount: 500n };
    expect(await revertOf(claim(t, "alice", bigger, await sign(t, bigger)))).toEqual(replay);
  });

  it("refuses vouchers signed by anyone but the withdraw signer, and tampered ones", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    const forged = await sign(t, voucher, devAccount("alice"));
    expect(await revertOf(claim(t, "alice", voucher, forged))).toEqual({
      name: "RewardVaultInvalidSignature",
      args: [t.addr("alice")],
    });
    const tampered = await revertOf(claim(t, "alice", { ...voucher, amount: 6n }, await sign(t, voucher)));
    expect(tampered.name).toBe("RewardVaultInvalidSignature");
    expect(tampered.args[0]).not.toBe(t.addr("withdrawSigner"));
    expect(await revertOf(claim(t, "alice", voucher, "0x1234"))).toEqual({
      name: "RewardVaultInvalidSignature",
      args: [zeroAddress],
    });
  });

  it("needs exactly the withdraw fee", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    const signature = await sign(t, voucher);
    for (const value of [0n, WITHDRAW_FEE_WEI - 1n, WITHDRAW_FEE_WEI * 2n]) {
      expect(await revertOf(claim(t, "alice", voucher, signature, value))).toEqual({
        name: "RewardVaultIncorrectFee",
        args: [value, WITHDRAW_FEE_WEI],
      });
    }
  });

  it("pays only the voucher's user, before the deadline, in ICT or ICMS", async () => {
    const now = await t.now();
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, now);
    expect(await revertOf(claim(t, "bob", voucher, await sign(t, voucher)))).toEqual({
      name: "RewardVaultCallerNotBeneficiary",
      args: [t.addr("bob"), t.addr("alice")],
    });
    const usdt = { ...voucherFor(t.addr("alice"), t.c.USDT, 5n, now) };
    expect(await revertOf(claim(t, "alice", usdt, await sign(t, usdt)))).toEqual({
      name: "RewardVaultUnsupportedToken",
      args: [t.c.USDT],
    });
    await t.increaseTime(3601n);
    expect(await revertOf(claim(t, "alice", voucher, await sign(t, voucher)))).toEqual({
      name: "RewardVaultVoucherExpired",
      args: [voucher.voucherId, voucher.deadline],
    });
  });

  it("fails when the vault lacks the tokens", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICMS, parseEther("1001"), await t.now());
    expect(await revertOf(claim(t, "alice", voucher, await sign(t, voucher)))).toEqual({
      name: "ERC20InsufficientBalance",
      args: [t.c.RewardVault, parseEther("1000"), parseEther("1001")],
    });
  });

  it("signs the documented EIP-712 digest", async () => {
    const voucher = voucherFor(t.addr("alice"), t.c.ICT, 5n, await t.now());
    const read = t.as("deployer");
    const digest = await read.readContract({
      address: t.c.RewardVault,
      abi,
      functionName: "hashVoucher",
      args: [voucher],
    });
    expect(digest).toBe(
      hashTypedData({
        domain: voucherDomain(t.chain.id, t.c.RewardVault),
        types: voucherTypes,
        primaryType: "Voucher",
        message: voucher,
      }),
    );
    const typehash = keccak256(
      toHex("Voucher(address user,address token,uint256 amount,uint256 voucherId,uint256 deadline)"),
    );
    expect(await read.readContract({ address: t.c.RewardVault, abi, functionName: "VOUCHER_TYPEHASH" })).toBe(typehash);
    const [, name, version, chainId, verifyingContract] = await read.readContract({
      address: t.c.RewardVault,
      abi,
      functionName: "eip712Domain",
    });
    expect([name, version, chainId, verifyingContract]).toEqual(["ICMS RewardVault", "1", 97n, t.c.RewardVault]);
    expect(await read.readContract({ address: t.c.RewardVault, abi, functionName: "WITHDRAW_FEE" })).toBe(
      WITHDRAW_FEE_WEI,
    );
    expect(await read.readContract({ address: t.c.RewardVault, abi, functionName: "rewardTokens" })).toEqual([
      t.c.ICT,
      t.c.ICMS,
    ]);
  });
});
