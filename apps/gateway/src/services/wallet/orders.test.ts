import { api, Code, NFT_PRICE } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "./sale-fixture.js";

let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture();
});
afterAll(async () => f?.close());

const buyer = async () => {
  const account = newWallet();
  await f.fund(account);
  return { account, client: f.gw.client((await signIn(f.gw, account)).session) };
};
const orderIn = (orders: { list: { order_id: number; status: string }[] }, id: number) =>
  orders.list.find((o) => o.order_id === id);

describe("wallet_msrv NFT orders", () => {
  it("need a session", async () => {
    const anonymous = f.gw.client();
    expect(await refusedWith(anonymous.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 }))).toBe(
      Code.NotLoggedIn,
    );
    expect(
      await refusedWith(
        anonymous.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: 1, tx_hash: `0x${"1".repeat(64)}` }),
      ),
    ).toBe(Code.NotLoggedIn);
  });

  it("record the intent, then the hash, and become paid only when the indexer sees the purchase", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 2 });
    expect(order).toMatchObject({ stage_id: 1, quantity: 2, amount: (NFT_PRICE * 2n).toString(), status: "created" });

    // The client's word alone: a hash that is no purchase of this wallet stays submitted.
    const made = `0x${"ab".repeat(32)}`;
    const claimed = await client.call(api.wallet_msrv.autonomy_update_nft_order, {
      order_id: order.order_id,
      tx_hash: made,
    });
    expect(claimed).toMatchObject({ status: "submitted", tx_hash: made });
    await f.synced();
    expect(orderIn(await client.call(api.wallet_msrv.autonomy_nft_order_list, {}), order.order_id)?.status).toBe(
      "submitted",
    );

    // The real purchase: hash recorded first (upper case is the same hash), then indexed.
    await f.stopIndexer();
    const hash = await f.buy(account, 2n);
    const submitted = await client.call(api.wallet_msrv.autonomy_update_nft_order, {
      order_id: order.order_id,
      tx_hash: hash.toUpperCase().replace("0X", "0x"),
    });
    expect(submitted).toMatchObject({ status: "submitted", tx_hash: hash });
    await f.startIndexer();
    await f.synced();
    const list = await client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(orderIn(list, order.order_id)).toMatchObject({ status: "paid", first_token_id: 6 });
    expect(list.total).toBe(1);
  });

  it("pays an order whose purchase the indexer saw before the hash arrived", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const hash = await f.buy(account, 1n);
    await f.synced();
    const paid = await client.call(api.wallet_msrv.autonomy_update_nft_order, {
      order_id: order.order_id,
      tx_hash: hash,
    });
    expect(paid).toMatchObject({ status: "paid", tx_hash: hash });
    // Again with the same hash: the same answer.
    expect(
      await client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: hash }),
    ).toEqual(paid);
    // A paid order keeps its hash (804117), and another order cannot take it (804117).
    const other = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    expect(
      await refusedWith(
        client.call(api.wallet_msrv.autonomy_update_nft_order, {
          order_id: order.order_id,
          tx_hash: `0x${"c".repeat(64)}`,
        }),
      ),
    ).toBe(Code.TxAlreadyRecorded);
    expect(
      await refusedWith(
        client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: other.order_id, tx_hash: hash }),
      ),
    ).toBe(Code.TxAlreadyRecorded);
  });

  it("never pays an order with someone else's purchase", async () => {
    const thief = await buyer();
    const owner = await buyer();
    const order = await thief.client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const hash = await f.buy(owner.account, 1n);
    await f.synced();
    expect(
      await thief.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "submitted" });
  });

  it("answer 3002 for another user's order and 804105 for a malformed hash", async () => {
    const a = await buyer();
    const b = f.gw.client((await signIn(f.gw, newWallet())).session);
    const order = await a.client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    expect(
      await refusedWith(
        b.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: `0x${"d".repeat(64)}` }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(
        a.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: "0x12" }),
      ),
    ).toBe(Code.WalletParamError);
  });
});
