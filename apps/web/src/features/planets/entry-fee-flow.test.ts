import { Code, type JoinResult } from "@icms/protocol";
import { describe, expect, it, vi } from "vitest";
import { type EntryFeeDeps, EntryFeeStop, grossForNet, payEntryFee } from "./entry-fee-flow";

const ME = "0x00000000000000000000000000000000000000a1";
const STAR_LORD = "0x00000000000000000000000000000000000000b2";
const HASH = `0x${"ab".repeat(32)}` as const;
const planet = {
  gate_amount: "1000",
  owner: { uid: 2, nickname: "Lord", avatar_url: "", wallet_addr: STAR_LORD },
};
/** A 1% transfer fee, rounded down as the token rounds it. */
const onePercent = async (amount: bigint) => amount / 100n;

function deps(overrides: Partial<EntryFeeDeps> = {}, chain: Partial<EntryFeeDeps["chain"]> = {}) {
  const joined: JoinResult = { circle_id: 7, is_joined: true, member_count: 3 };
  const steps: string[] = [];
  const d = {
    chain: {
      connectedAddress: () => ME,
      nativeBalance: vi.fn(async () => 10n ** 18n),
      tokenBalance: vi.fn(async () => 5_000n),
      transferFee: vi.fn(async (_t: "ICT" | "ICMS", _f: string, _to: string, amount: bigint) => onePercent(amount)),
      transferToken: vi.fn(async () => HASH),
      receiptStatus: vi.fn(async () => "success" as const),
      ...chain,
    },
    restore: async () => null,
    signedInWallet: ME.toUpperCase().replace("0X", "0x"),
    join: vi.fn(async () => joined),
    onStep: (step: string) => steps.push(step),
    onPaid: vi.fn(),
    sleep: async () => undefined,
    ...overrides,
  } satisfies EntryFeeDeps;
  return { d, steps, joined };
}

describe("grossForNet", () => {
  it("finds the smallest amount that still nets the fee after a 1% transfer fee", async () => {
    for (const net of [1000n, 10n ** 19n, 123_456_789_012_345_678_901n, 7n]) {
      const gross = await grossForNet(net, onePercent);
      expect(gross - (await onePercent(gross))).toBeGreaterThanOrEqual(net);
      expect(gross - 1n - (await onePercent(gross - 1n))).toBeLessThan(net);
    }
    expect(await grossForNet(500n, async () => 0n)).toBe(500n);
  });
});

describe("payEntryFee", () => {
  it("pays the star lord the fee grossed up, waits for the receipt, then joins with the hash", async () => {
    const { d, steps, joined } = deps();
    expect(await payEntryFee(d, planet)).toEqual(joined);
    expect(d.chain.transferToken).toHaveBeenCalledWith("ICT", STAR_LORD, 1010n);
    expect(d.onPaid).toHaveBeenCalledWith(HASH);
    expect(d.join).toHaveBeenCalledWith(HASH);
    expect(steps).toEqual(["checking", "paying", "confirming", "joining"]);
  });

  it("stops before paying without a wallet, with another wallet, or without enough ICT", async () => {
    const none = deps({}, { connectedAddress: () => null });
    await expect(payEntryFee(none.d, planet)).rejects.toEqual(new EntryFeeStop("notConnected"));
    const other = deps({ signedInWallet: STAR_LORD });
    await expect(payEntryFee(other.d, planet)).rejects.toEqual(new EntryFeeStop("wrongWallet"));
    const poor = deps({}, { tokenBalance: vi.fn(async () => 1009n) });
    await expect(payEntryFee(poor.d, planet)).rejects.toEqual(new EntryFeeStop("insufficientBalance"));
    for (const run of [none, other, poor]) expect(run.d.chain.transferToken).not.toHaveBeenCalled();
  });

  it("reports a reverted payment and does not join", async () => {
    const { d } = deps({}, { receiptStatus: vi.fn(async () => "reverted" as const) });
    await expect(payEntryFee(d, planet)).rejects.toEqual(new EntryFeeStop("reverted"));
    expect(d.join).not.toHaveBeenCalled();
  });

  it("asks the receipt once a second until it is mined, and joins again while the gateway waits for confirmations", async () => {
    const receipts = ["pending", "pending", "success"] as const;
    const notYet = Object.assign(new Error("not confirmed"), { code: Code.EntryFeeNotConfirmed });
    const join = vi
      .fn<EntryFeeDeps["join"]>()
      .mockRejectedValueOnce(notYet)
      .mockResolvedValue({ circle_id: 7, is_joined: true, member_count: 2 });
    const sleep = vi.fn(async () => undefined);
    const { d } = deps(
      { join, sleep },
      { receiptStatus: vi.fn(async () => receipts[Math.min(2, sleep.mock.calls.length)] ?? "success") },
    );
    await payEntryFee(d, planet);
    expect(join).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1_000);
  });

  it("joins with a payment already sent without paying again", async () => {
    const { d } = deps();
    await payEntryFee(d, planet, HASH);
    expect(d.chain.transferToken).not.toHaveBeenCalled();
    expect(d.join).toHaveBeenCalledWith(HASH);
  });

  it("passes any other refusal on", async () => {
    const used = Object.assign(new Error("used"), { code: Code.EntryFeeAlreadyUsed });
    const { d } = deps({ join: vi.fn(async () => Promise.reject(used)) });
    await expect(payEntryFee(d, planet)).rejects.toBe(used);
  });
});
