import type { CourseOrder, CourseOrderQuote } from "@icms/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CourseCheckoutActions } from "./course-checkout-actions";
import { CoursePaymentStop, type CoursePaymentDeps, payCourseOrder, refundCourseOrder } from "./course-payment";
import type { ReceiptState } from "./polling";

const BUYER = "0x00000000000000000000000000000000000b0b01";
const SELLER = "0x000000000000000000000000000000000000a110";
const TOKEN = "0x00000000000000000000000000000000000000c1";
const CHECKOUT = "0x00000000000000000000000000000000000000a5";

const order = {
  order_id: 7,
  coin: "USDT",
  seller_wallet: SELLER,
  buyer_wallet: BUYER,
  amount: "1000",
  seller_amount: "900",
  platform_share: "100",
} as CourseOrder;

const quote: CourseOrderQuote = {
  order,
  quote: {
    orderId: "7",
    buyer: BUYER,
    seller: SELLER,
    token: TOKEN,
    amount: "1000",
    platformAmount: "100",
    refundWindow: "604800",
    expiry: "1900000000",
  },
  signature: "0x5151",
  chain_id: 97,
  checkout_contract: CHECKOUT,
};

function fakes(options: { address?: string | null; balance?: bigint; gas?: bigint; allowance?: bigint } = {}) {
  let allowance = options.allowance ?? 0n;
  const receipts: ReceiptState[] = ["pending", "success"];
  const checkout = {
    allowance: vi.fn(async () => allowance),
    approve: vi.fn(async (_token: string, _spender: string, amount: bigint) => {
      // The approval lands a second later.
      setTimeout(() => {
        allowance = amount;
      }, 500);
      return "0xa1" as const;
    }),
    pay: vi.fn(async () => "0xb1" as const),
    refund: vi.fn(async () => "0xc1" as const),
  } satisfies CourseCheckoutActions;
  const steps: string[] = [];
  const deps: CoursePaymentDeps = {
    chain: {
      connectedAddress: () => (options.address === undefined ? BUYER : options.address),
      tokenBalance: vi.fn(async () => options.balance ?? 5000n),
      nativeBalance: vi.fn(async () => options.gas ?? 10n ** 18n),
      receiptStatus: vi.fn(async () => receipts.shift() ?? "success"),
    },
    checkout,
    onStep: (step) => steps.push(step),
  };
  return { deps, checkout, steps };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("payCourseOrder", () => {
  it("approves the amount, pays the signed quote and polls the receipt", async () => {
    const { deps, checkout, steps } = fakes();
    const result = payCourseOrder(deps, quote);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ hash: "0xb1", receipt: { status: 1, timedOut: false } });
    expect(checkout.approve).toHaveBeenCalledWith(TOKEN, CHECKOUT, 1000n);
    expect(checkout.pay).toHaveBeenCalledWith(
      CHECKOUT,
      {
        orderId: 7n,
        buyer: BUYER,
        seller: SELLER,
        token: TOKEN,
        amount: 1000n,
        platformAmount: 100n,
        refundWindow: 604_800n,
        expiry: 1_900_000_000n,
      },
      "0x5151",
    );
    expect(steps).toEqual(["checking", "approving", "paying", "confirming"]);
  });

  it("skips the approval when the allowance covers the amount", async () => {
    const { deps, checkout, steps } = fakes({ allowance: 1000n });
    const result = payCourseOrder(deps, quote);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toMatchObject({ hash: "0xb1" });
    expect(checkout.approve).not.toHaveBeenCalled();
    expect(steps).toEqual(["checking", "paying", "confirming"]);
  });

  it("refuses before any transaction: no wallet, another wallet, too little of the coin or no gas", async () => {
    for (const [options, reason] of [
      [{ address: null }, "notConnected"],
      [{ address: SELLER }, "wrongWallet"],
      [{ balance: 999n }, "insufficientBalance"],
      [{ gas: 0n }, "insufficientBalance"],
    ] as const) {
      const { deps, checkout } = fakes(options);
      await expect(payCourseOrder(deps, quote)).rejects.toEqual(new CoursePaymentStop(reason));
      expect(checkout.approve).not.toHaveBeenCalled();
      expect(checkout.pay).not.toHaveBeenCalled();
    }
  });

  it("accepts the buyer's address in any case", async () => {
    const { deps } = fakes({ address: BUYER.toUpperCase().replace("0X", "0x"), allowance: 1000n });
    const result = payCourseOrder(deps, quote);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toMatchObject({ hash: "0xb1" });
  });

  it("stops when the allowance never shows after 100 reads", async () => {
    const { deps, checkout } = fakes();
    checkout.approve.mockImplementation(async () => "0xa1");
    const result = payCourseOrder(deps, quote);
    const settled = expect(result).rejects.toEqual(new CoursePaymentStop("approvalTimedOut"));
    await vi.advanceTimersByTimeAsync(100_000);
    await settled;
    expect(checkout.allowance).toHaveBeenCalledTimes(101);
    expect(checkout.pay).not.toHaveBeenCalled();
  });

  it("reports a reverted payment as status 0", async () => {
    const { deps } = fakes({ allowance: 1000n });
    vi.mocked(deps.chain.receiptStatus).mockResolvedValue("reverted");
    const result = payCourseOrder(deps, quote);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ hash: "0xb1", receipt: { status: 0, timedOut: false } });
  });
});

describe("refundCourseOrder", () => {
  it("lets the checkout take the seller's part back, then refunds the order", async () => {
    const { deps, checkout } = fakes({ address: SELLER });
    const result = refundCourseOrder(deps, order, CHECKOUT, TOKEN);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ hash: "0xc1", receipt: { status: 1, timedOut: false } });
    expect(checkout.approve).toHaveBeenCalledWith(TOKEN, CHECKOUT, 900n);
    expect(checkout.refund).toHaveBeenCalledWith(CHECKOUT, 7n);
  });

  it("refuses another wallet than the seller's and a seller without their part", async () => {
    const other = fakes({ address: BUYER });
    await expect(refundCourseOrder(other.deps, order, CHECKOUT, TOKEN)).rejects.toEqual(
      new CoursePaymentStop("wrongWallet"),
    );
    const poor = fakes({ address: SELLER, balance: 899n });
    await expect(refundCourseOrder(poor.deps, order, CHECKOUT, TOKEN)).rejects.toEqual(
      new CoursePaymentStop("insufficientBalance"),
    );
    expect(poor.checkout.refund).not.toHaveBeenCalled();
  });
});
