import { nftSaleAbi } from "@icms/contracts";
import { api, Code, NFT_PRICE } from "@icms/protocol";
import { devAccount } from "@icms/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn, startTestGateway } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture();
});
afterAll(async () => f?.close());

/** Gives stage 1 a new window and stock as the sale's owner, then lets the stages cache expire. */
async function updateStage(start: bigint, end: bigint, stock: number) {
  await f.act(devAccount("deployer"), (w, c) =>
    w.writeContract({
      address: c.NFTSale,
      abi: nftSaleAbi,
      functionName: "updateStage",
      args: [1n, start, end, stock],
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

describe("wallet_msrv/autonomy_nft_batch", () => {
  it("answers the sale contract's stages, the running one current", async () => {
    const sale = await f.gw.client().call(api.wallet_msrv.autonomy_nft_batch, {});
    expect(sale.price).toBe(NFT_PRICE.toString());
    expect(sale.stages.map((s) => [s.stage_id, s.status, s.stock, s.grade])).toEqual([
      [0, "ended", 480, 1],
      [1, "running", 3000, 2],
      [2, "not_started", 3000, 3],
    ]);
    // The demo sold 5 NFTs in stage 1 (alice 3, bob 1, carol 1).
    expect(sale.current).toMatchObject({ stage_id: 1, remaining: 2995, url: "ipfs://icms-dao/stage-1.json" });
    expect(sale.chain_time).toBeGreaterThan(sale.stages[1]?.start_time ?? Number.POSITIVE_INFINITY);
  });

  it("shows no stages on a gateway without a chain", async () => {
    const bare = await startTestGateway();
    try {
      expect(await bare.client().call(api.wallet_msrv.autonomy_nft_batch, {})).toMatchObject({
        stages: [],
        current: null,
      });
      const user = bare.client((await signIn(bare, newWallet())).session);
      expect(await refusedWith(user.call(api.wallet_msrv.autonomy_buynft, { quantity: 1 }))).toBe(Code.NoNodeAvailable);
    } finally {
      await bare.close();
    }
  });
});

describe("wallet_msrv/autonomy_buynft", () => {
  it("needs a session and a quantity of 1 to 10", async () => {
    expect(await refusedWith(f.gw.client().call(api.wallet_msrv.autonomy_buynft, { quantity: 1 }))).toBe(
      Code.NotLoggedIn,
    );
    const user = f.gw.client((await signIn(f.gw, newWallet())).session);
    for (const quantity of [0, 11, 1.5]) {
      expect(await refusedWith(user.call(api.wallet_msrv.autonomy_buynft, { quantity }))).toBe(Code.WalletParamError);
    }
  });

  it("quotes the fixed price per NFT with the contracts to pay", async () => {
    const user = f.gw.client((await signIn(f.gw, newWallet())).session);
    const quote = await user.call(api.wallet_msrv.autonomy_buynft, { quantity: 2 });
    const c = f.chain.chain.addresses.contracts;
    expect(quote).toEqual({
      stage_id: 1,
      quantity: 2,
      amount: (NFT_PRICE * 2n).toString(),
      price: NFT_PRICE.toString(),
      remaining: 2995,
      usdt_contract: c.USDT,
      sale_contract: c.NFTSale,
    });
  });

  it("refuses more than the stock left (804115) and a sale that is not running (804114)", async () => {
    const user = f.gw.client((await signIn(f.gw, newWallet())).session);
    const stage = await f.gw.client().call(api.wallet_msrv.autonomy_nft_batch, {});
    const current = stage.current;
    if (!current) throw new Error("no current stage");
    await updateStage(BigInt(current.start_time), BigInt(current.end_time), 6);
    expect((await user.call(api.wallet_msrv.autonomy_buynft, { quantity: 1 })).remaining).toBe(1);
    expect(await refusedWith(user.call(api.wallet_msrv.autonomy_buynft, { quantity: 2 }))).toBe(Code.SaleOutOfStock);
    await updateStage(BigInt(current.start_time), BigInt(stage.chain_time - 1), 3000);
    expect(await refusedWith(user.call(api.wallet_msrv.autonomy_buynft, { quantity: 1 }))).toBe(Code.SaleNotRunning);
    expect(await refusedWith(user.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 }))).toBe(
      Code.SaleNotRunning,
    );
    const after = await f.gw.client().call(api.wallet_msrv.autonomy_nft_batch, {});
    // With stage 1 over, the next to start is the one to show.
    expect(after.current).toMatchObject({ stage_id: 2, status: "not_started" });
  });
});
