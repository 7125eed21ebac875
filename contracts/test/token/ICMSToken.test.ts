import { parseEther, zeroAddress } from "viem";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ICMS_SUPPLY, icmsTokenAbi } from "../../src/index.js";
import { bytecodeOf, deployFixture, type Fixture, revertOf } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
});
beforeEach(() => t.reset());

const abi = icmsTokenAbi;
const balance = (who: `0x${string}`) =>
  t.as("deployer").readContract({ address: t.c.ICMS, abi, functionName: "balanceOf", args: [who] });
const supply = () => t.as("deployer").readContract({ address: t.c.ICMS, abi, functionName: "totalSupply" });
const recipients = () =>
  (["icmsUtilityReserve", "icmsMaintenance", "icmsDaoDividend", "icmsLiquidityFloor"] as const).map((r) => t.addr(r));
const give = (to: `0x${string}`, amount: bigint) =>
  t.send(t.as("deployer").writeContract({ address: t.c.ICMS, abi, functionName: "transfer", args: [to, amount] }));
const setFee = (bps: bigint) =>
  t.send(t.as("deployer").writeContract({ address: t.c.ICMS, abi, functionName: "setTransferFee", args: [bps] }));

describe("ICMSToken supply", () => {
  it("mints the fixed 101,001,110 ICMS once, to the holder", async () => {
    const read = t.as("deployer");
    expect(await read.readContract({ address: t.c.ICMS, abi, functionName: "name" })).toBe("ICMS Token");
    expect(await read.readContract({ address: t.c.ICMS, abi, functionName: "symbol" })).toBe("ICMS");
    expect(await read.readContract({ address: t.c.ICMS, abi, functionName: "decimals" })).toBe(18);
    expect(await read.readContract({ address: t.c.ICMS, abi, functionName: "MAX_SUPPLY" })).toBe(ICMS_SUPPLY);
    expect(await supply()).toBe(ICMS_SUPPLY);
    expect(await balance(t.addr("deployer"))).toBe(ICMS_SUPPLY);
  });

  it("has no mint function, so the supply can only shrink", () => {
    expect(abi.some((item) => item.type === "function" && /mint/i.test(item.name))).toBe(false);
  });

  it("lets holders burn their tokens, free of the transfer fee", async () => {
    await give(t.addr("alice"), 1000n);
    await setFee(1000n);
    const alice = t.as("alice");
    await t.send(alice.writeContract({ address: t.c.ICMS, abi, functionName: "burn", args: [400n] }));
    expect(await balance(t.addr("alice"))).toBe(600n);
    expect(await supply()).toBe(ICMS_SUPPLY - 400n);
    expect(await Promise.all(recipients().map(balance))).toEqual([0n, 0n, 0n, 0n]);
    const burnFrom = t
      .as("bob")
      .writeContract({ address: t.c.ICMS, abi, functionName: "burnFrom", args: [t.addr("alice"), 100n] });
    expect(await revertOf(burnFrom)).toEqual({ name: "ERC20InsufficientAllowance", args: [t.addr("bob"), 0n, 100n] });
    await t.send(alice.writeContract({ address: t.c.ICMS, abi, functionName: "approve", args: [t.addr("bob"), 100n] }));
    await t.send(
      t.as("bob").writeContract({ address: t.c.ICMS, abi, functionName: "burnFrom", args: [t.addr("alice"), 100n] }),
    );
    expect(await supply()).toBe(ICMS_SUPPLY - 500n);
  });

  it("shares the fee 20/30/20/20 between its recipients and burns 10%", async () => {
    const [addrs, bps, burn] = await t
      .as("deployer")
      .readContract({ address: t.c.ICMS, abi, functionName: "feeShares" });
    expect(addrs).toEqual(recipients());
    expect(bps).toEqual([2000, 3000, 2000, 2000]);
    expect(burn).toBe(1000n);
  });
});

describe("ICMSToken transfer fee", () => {
  it("charges nothing while the rate is zero", async () => {
    await give(t.addr("alice"), parseEther("100"));
    await t.send(
      t.as("alice").writeContract({ address: t.c.ICMS, abi, functionName: "transfer", args: [t.addr("bob"), 100n] }),
    );
    expect(await balance(t.addr("bob"))).toBe(100n);
  });

  it("splits a 5% fee exactly and burns the burned share", async () => {
    await give(t.addr("alice"), parseEther("1000"));
    await setFee(500n);
    const before = await supply();
    const receipt = await t.send(
      t.as("alice").writeContract({
        address: t.c.ICMS,
        abi,
        functionName: "transfer",
        args: [t.addr("bob"), parseEther("1000")],
      }),
    );
    expect(await balance(t.addr("bob"))).toBe(parseEther("950"));
    const parts = await Promise.all(recipients().map(balance));
    expect(parts).toEqual([parseEther("10"), parseEther("15"), parseEther("10"), parseEther("10")]);
    expect(before - (await supply())).toBe(parseEther("5"));
    expect(await balance(t.addr("alice"))).toBe(0n);
    const logs = await t.as("deployer").getContractEvents({
      address: t.c.ICMS,
      abi,
      eventName: "TransferFeeCharged",
      blockHash: receipt.blockHash,
    });
    expect(logs[0]?.args).toEqual({
      from: t.addr("alice"),
      to: t.addr("bob"),
      fee: parseEther("50"),
      burned: parseEther("5"),
    });
  });

  it("burns the rounding dust and sends no zero-value parts", async () => {
    await give(t.addr("alice"), 10_001n);
    await setFee(1n);
    const receipt = await t.send(
      t.as("alice").writeContract({ address: t.c.ICMS, abi, functionName: "transfer", args: [t.addr("bob"), 10_001n] }),
    );
    expect(await balance(t.addr("bob"))).toBe(10_000n);
    expect(await Promise.all(recipients().map(balance))).toEqual([0n, 0n, 0n, 0n]);
    const transfers = await t.as("deployer").getContractEvents({
      address: t.c.ICMS,
      abi,
      eventName: "Transfer",
      blockHash: receipt.blockHash,
    });
    expect(transfers.map((l) => [l.args.to, l.args.value])).toEqual([
      [zeroAddress, 1n],
      [t.addr("bob"), 10_000n],
    ]);
  });

  it("charges nothing when the sender or the receiver is exempt", async () => {
    await setFee(1000n);
    await give(t.addr("alice"), 1000n); // the holder is exempt
    expect(await balance(t.addr("alice"))).toBe(1000n);
    await t.send(
      t.as("deployer").writeContract({
        address: t.c.ICMS,
        abi,
        functionName: "setFeeExempt",
        args: [t.addr("bob"), true],
      }),
    );
    await t.send(
      t.as("alice").writeContract({ address: t.c.ICMS, abi, functionName: "transfer", args: [t.addr("bob"), 1000n] }),
    );
    expect(await balance(t.addr("bob"))).toBe(1000n);
  });

  it("spends the full allowance on transferFrom and delivers the amount less the fee", async () => {
    await give(t.addr("alice"), 1000n);
    await setFee(1000n);
    const alice = t.as("alice");
    await t.send(
      alice.writeContract({ address: t.c.ICMS, abi, functionName: "approve", args: [t.addr("carol"), 1000n] }),
    );
    await t.send(
      t.as("carol").writeContract({
        address: t.c.ICMS,
        abi,
        functionName: "transferFrom",
        args: [t.addr("alice"), t.addr("bob"), 1000n],
      }),
    );
    expect(await balance(t.addr("bob"))).toBe(900n);
    expect(
      await alice.readContract({
        address: t.c.ICMS,
        abi,
        functionName: "allowance",
        args: [t.addr("alice"), t.addr("carol")],
      }),
    ).toBe(0n);
  });

  it("refuses a transfer above the balance before moving any fee", async () => {
    await give(t.addr("alice"), 1000n);
    await setFee(1000n);
    const call = t
      .as("alice")
      .writeContract({ address: t.c.ICMS, abi, functionName: "transfer", args: [t.addr("bob"), 1001n] });
    expect(await revertOf(call)).toEqual({
      name: "ERC20InsufficientBalance",
      args: [t.addr("alice"), 1000n, 1001n],
    });
  });

  it("previews exactly what a transfer charges", async () => {
    await setFee(333n);
    const [fee, parts, burned] = await t.as("deployer").readContract({
      address: t.c.ICMS,
      abi,
      functionName: "previewTransferFee",
      args: [t.addr("alice"), t.addr("bob"), 123_456_789n],
    });
    expect(fee).toBe((123_456_789n * 333n) / 10_000n);
    expect(parts).toEqual([2000n, 3000n, 2000n, 2000n].map((w) => (fee * w) / 10_000n));
    expect(parts.reduce((a, b) => a + b, 0n) + burned).toBe(fee);
  });
});

describe("ICMSToken owner settings", () => {
  it("caps the fee at 10% and emits TransferFeeUpdated", async () => {
    const owner = t.as("deployer");
    const call = owner.writeContract({ address: t.c.ICMS, abi, functionName: "setTransferFee", args: [1001n] });
    expect(await revertOf(call)).toEqual({ name: "FeeTokenFeeTooHigh", args: [1001n, 1000n] });
    const receipt = await setFee(1000n);
    const [log] = await owner.getContractEvents({
      address: t.c.ICMS,
      abi,
      eventName: "TransferFeeUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({ previousBps: 0n, newBps: 1000n });
    expect(await owner.readContract({ address: t.c.ICMS, abi, functionName: "transferFeeBps" })).toBe(1000n);
  });

  it("lets only the owner change the fee, exemptions and recipients", async () => {
    const bob = t.as("bob");
    const denied = { name: "OwnableUnauthorizedAccount", args: [t.addr("bob")] };
    expect(
      await revertOf(bob.writeContract({ address: t.c.ICMS, abi, functionName: "setTransferFee", args: [1n] })),
    ).toEqual(denied);
    expect(
      await revertOf(
        bob.writeContract({ address: t.c.ICMS, abi, functionName: "setFeeExempt", args: [t.addr("bob"), true] }),
      ),
    ).toEqual(denied);
    expect(
      await revertOf(
        bob.writeContract({ address: t.c.ICMS, abi, functionName: "setFeeRecipient", args: [0n, t.addr("bob")] }),
      ),
    ).toEqual(denied);
  });

  it("moves a share to a new recipient, refusing unknown shares and the zero address", async () => {
    const owner = t.as("deployer");
    const setRecipient = (share: bigint, to: `0x${string}`) =>
      owner.writeContract({ address: t.c.ICMS, abi, functionName: "setFeeRecipient", args: [share, to] });
    expect(await revertOf(setRecipient(4n, t.addr("bob")))).toEqual({ name: "FeeTokenUnknownShare", args: [4n] });
    expect(await revertOf(setRecipient(1n, zeroAddress))).toEqual({
      name: "FeeTokenInvalidRecipient",
      args: [zeroAddress],
    });
    const receipt = await t.send(setRecipient(1n, t.addr("dave")));
    const [log] = await owner.getContractEvents({
      address: t.c.ICMS,
      abi,
      eventName: "FeeRecipientUpdated",
      blockHash: receipt.blockHash,
    });
    expect(log?.args).toEqual({
      share: 1n,
      previousRecipient: t.addr("icmsMaintenance"),
      newRecipient: t.addr("dave"),
    });
    const [addrs] = await owner.readContract({ address: t.c.ICMS, abi, functionName: "feeShares" });
    expect(addrs[1]).toBe(t.addr("dave"));
  });

  it("records exemptions", async () => {
    const owner = t.as("deployer");
    const isExempt = (who: `0x${string}`) =>
      owner.readContract({ address: t.c.ICMS, abi, functionName: "isFeeExempt", args: [who] });
    expect(await isExempt(t.c.RewardVault)).toBe(true);
    expect(await isExempt(t.addr("alice"))).toBe(false);
    await t.send(
      owner.writeContract({ address: t.c.ICMS, abi, functionName: "setFeeExempt", args: [t.c.RewardVault, false] }),
    );
    expect(await isExempt(t.c.RewardVault)).toBe(false);
  });
});

describe("ICMSToken construction", () => {
  const deploy = (recipients: `0x${string}`[]) =>
    t.as("deployer").deployContract({
      abi,
      bytecode: bytecodeOf("ICMSToken"),
      args: [t.addr("deployer"), t.addr("deployer"), recipients],
    });

  it("needs exactly four non-zero fee recipients", async () => {
    expect(await revertOf(deploy(recipients().slice(0, 3)))).toEqual({ name: "FeeTokenInvalidShares", args: [] });
    const withZero = [...recipients().slice(0, 3), zeroAddress];
    expect(await revertOf(deploy(withZero))).toEqual({ name: "FeeTokenInvalidRecipient", args: [zeroAddress] });
  });
});
