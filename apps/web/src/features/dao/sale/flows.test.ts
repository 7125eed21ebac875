import { api, type NftOrder } from "@icms/protocol";
import { describe, expect, it, vi } from "vitest";
import type { ChainActions, ReceiptStatus } from "../../../wallet/wallet-engine-types";
import { buyNfts, type FlowDeps, type SaleStep } from "./flows";

const ether = 10n ** 18n;
const HASH = `0x${"b".repeat(64)}` as const;

const order = (status: NftOrder["status"]): NftOrder => ({
  order_id: 12,
  stage_id: 1,
  quantity: 1,
  amount: (1500n * ether).toString(),
  status,
  tx_hash: status === "created" ? null : HASH,
  first_token_id: status === "paid" ? 40 : null,
  created_at: "2026-01-01T00:00:00Z",
});

/** A wallet that can pay and a gateway whose order answers come from `hinted` in turn. */
function deps(receipt: ReceiptStatus, hinted: (() => Promise<NftOrder>)[]) {
  const steps: SaleStep[] = [];
  const chain = {
    connectedAddress: () => "0x00000000000000000000000000000000000000a1",
    tokenBalance: async () => 10_000n * ether,
    nativeBalance: async () => ether,
    saleAllowance: async () => 5_000n * ether,
    buyNft: vi.fn(async () => HASH),
    receiptStatus: async () => receipt,
  } as unknown as ChainActions;
  let hints = 0;
  const call = vi.fn(async (def: { name: string }, _input: unknown) => {
    if (def.name === api.wallet_msrv.autonomy_buynft.name) {
      return { stage_id: 1, quantity: 1, amount: (1500n * ether).toString(), price: "0", remaining: 9 };
    }
    if (def.name === api.wallet_msrv.autonomy_create_nft_order.name) return order("created");
    const next = hinted[Math.min(hints++, hinted.length - 1)];
    return next ? next() : order("submitted");
  });
  const flow: FlowDeps = {
    chain,
    restore: async () => null,
    call: call as unknown as FlowDeps["call"],
    onStep: (step) => steps.push(step),
    indexPoll: { attempts: 3, intervalMs: 0 },
  };
  return { flow, chain, call, steps };
}

describe("buyNfts", () => {
  it("names the order in the purchase and waits until the gateway has it paid", async () => {
    const d = deps("success", [
      async () => order("submitted"),
      async () => order("submitted"),
      async () => order("paid"),
    ]);
    const done = await buyNfts(d.flow, 1, undefined);
    expect(d.chain.buyNft).toHaveBeenCalledWith(1, 1, 12);
    expect(done).toMatchObject({ hash: HASH, receipt: { status: 1 }, indexed: true });
    expect(d.steps).toEqual(["checking", "approving", "buying", "confirming", "indexing"]);
  });

  it("answers a confirmed purchase the index has not recorded yet, and throws nothing after the payment", async () => {
    const down = async (): Promise<NftOrder> => {
      throw new Error("gateway unavailable");
    };
    const d = deps("success", [down]);
    const done = await buyNfts(d.flow, 1, undefined);
    expect(done).toMatchObject({ receipt: { status: 1, timedOut: false }, indexed: false });
    // The hint, then three looks at the order.
    expect(d.call.mock.calls.filter(([def]) => def.name === "autonomy_update_nft_order")).toHaveLength(4);
  });

  it("does not wait for the index after a reverted purchase", async () => {
    const d = deps("reverted", [async () => order("submitted")]);
    const done = await buyNfts(d.flow, 1, undefined);
    expect(done).toMatchObject({ receipt: { status: 0 }, indexed: false });
    expect(d.steps).not.toContain("indexing");
  });
});
