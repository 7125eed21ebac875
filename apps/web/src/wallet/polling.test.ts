import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureAllowance, pollReceipt, type ReceiptState } from "./polling";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pollReceipt", () => {
  it("reports 1 as soon as the receipt says success, reading once a second", async () => {
    const states: ReceiptState[] = ["pending", "pending", "success"];
    const read = vi.fn(async () => states.shift() ?? "pending");
    const outcome = pollReceipt(read);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toEqual({ status: 1, timedOut: false });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("reports 0 for a reverted transaction", async () => {
    await expect(pollReceipt(async () => "reverted")).resolves.toEqual({ status: 0, timedOut: false });
  });

  it("gives up after 60 reads at 1 s and reports 0 as a time-out", async () => {
    const read = vi.fn(async (): Promise<ReceiptState> => "pending");
    const outcome = pollReceipt(read);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(read).toHaveBeenCalledTimes(59);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toEqual({ status: 0, timedOut: true });
    expect(read).toHaveBeenCalledTimes(60);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(60);
  });

  it("treats a failed read as not mined yet", async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error("node down")).mockResolvedValue("success");
    const outcome = pollReceipt(read);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toEqual({ status: 1, timedOut: false });
  });
});

describe("ensureAllowance", () => {
  it("sends no approval when the allowance covers the amount", async () => {
    const approve = vi.fn(async () => "0x1");
    await expect(ensureAllowance(async () => 3000n, approve, 3000n)).resolves.toBe("skipped");
    expect(approve).not.toHaveBeenCalled();
  });

  it("approves, then reads the allowance once a second until it reaches the amount", async () => {
    let allowance = 0n;
    const read = vi.fn(async () => allowance);
    const approve = vi.fn(async () => "0x1");
    const outcome = ensureAllowance(read, approve, 3000n);
    await vi.advanceTimersByTimeAsync(0);
    expect(approve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(read).toHaveBeenCalledTimes(4);
    allowance = 3000n;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe("approved");
    expect(read).toHaveBeenCalledTimes(5);
  });

  it("gives up after 100 reads at 1 s", async () => {
    const read = vi.fn(async () => 0n);
    const outcome = ensureAllowance(read, async () => "0x1", 1n);
    await vi.advanceTimersByTimeAsync(99_000);
    expect(read).toHaveBeenCalledTimes(100);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe("timedOut");
    expect(read).toHaveBeenCalledTimes(101);
  });

  it("lets a declined approval through to the caller", async () => {
    const declined = Object.assign(new Error("User rejected"), { code: 4001 });
    await expect(
      ensureAllowance(
        async () => 0n,
        () => Promise.reject(declined),
        1n,
      ),
    ).rejects.toBe(declined);
  });
});
