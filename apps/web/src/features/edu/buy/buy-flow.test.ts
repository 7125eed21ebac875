import type { CourseOrderQuote } from "@icms/protocol";
import { describe, expect, it, vi } from "vitest";
import { fakeGateway } from "../../../test/fake-gateway";
import { order } from "../edu-fixtures";
import { type BuyStep, buyCourse, type PayQuote } from "./buy-flow";

const quote = (): CourseOrderQuote => ({
  order: order(),
  quote: {
    orderId: "40",
    buyer: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    seller: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    token: "0x0000000000000000000000000000000000000001",
    amount: "12500000000000000000",
    platformAmount: "1250000000000000000",
    refundWindow: "604800",
    expiry: "1900000000",
  },
  signature: "0xsig",
  chain_id: 31337,
  checkout_contract: "0x00000000000000000000000000000000000000a5",
});
const HASH = `0x${"ab".repeat(32)}` as const;
const noWait = () => Promise.resolve();

function setup(pay: PayQuote, statuses: ("pending" | "paid")[]) {
  const gateway = fakeGateway();
  let reads = 0;
  gateway.answer({
    course_order_create: () => quote(),
    course_order_detail: () => order({ status: statuses[Math.min(reads++, statuses.length - 1)] ?? "pending" }),
  });
  const steps: BuyStep[] = [];
  const deps = { call: gateway.call as never, pay, onStep: (step: BuyStep) => steps.push(step), wait: noWait };
  return { gateway, steps, deps };
}

describe("buyCourse", () => {
  it("orders, pays, then polls the order until the gateway reports it paid", async () => {
    const pay = vi.fn<PayQuote>(async (_quote, onStep) => {
      onStep("approving");
      onStep("allowance");
      onStep("paying");
      onStep("receipt");
      return { hash: HASH, status: 1, timedOut: false };
    });
    const { gateway, steps, deps } = setup(pay, ["pending", "pending", "paid"]);
    const result = await buyCourse(deps, 5, { attempts: 5, intervalMs: 0 });
    expect(result.outcome).toBe("paid");
    expect(gateway.inputs("course_order_create")).toEqual([{ course_id: 5 }]);
    expect(pay.mock.calls[0]?.[0].signature).toBe("0xsig");
    expect(gateway.inputs("course_order_detail")).toHaveLength(3);
    expect(steps).toEqual(["ordering", "approving", "allowance", "paying", "receipt", "confirming"]);
  });

  it("reports a reverted payment as failed and never asks whether the order was paid", async () => {
    const { gateway, deps } = setup(async () => ({ hash: HASH, status: 0, timedOut: false }), ["paid"]);
    const result = await buyCourse(deps, 5, { attempts: 5, intervalMs: 0 });
    expect(result).toEqual({ outcome: "failed", hash: HASH });
    expect(gateway.inputs("course_order_detail")).toEqual([]);
  });

  it("tells a missing receipt apart from a failure", async () => {
    const { deps } = setup(async () => ({ hash: HASH, status: 0, timedOut: true }), ["paid"]);
    expect((await buyCourse(deps, 5)).outcome).toBe("timedOut");
  });

  it("stays pending while the gateway has not confirmed the payment", async () => {
    const { deps } = setup(async () => ({ hash: HASH, status: 1, timedOut: false }), ["pending"]);
    const result = await buyCourse(deps, 5, { attempts: 3, intervalMs: 0 });
    expect(result.outcome).toBe("pending");
  });

  it("lets a declined wallet prompt through to the caller", async () => {
    const declined = Object.assign(new Error("User rejected"), { code: 4001 });
    const { deps } = setup(async () => Promise.reject(declined), ["paid"]);
    await expect(buyCourse(deps, 5)).rejects.toBe(declined);
  });
});
