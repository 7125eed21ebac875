import { api, Code, NFT_PRICE, type NftOrderListRow } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

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
const orderIn = (orders: { list: NftOrderListRow[] }, id: number) => orders.list.find((o) => o.order_id === id);

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

  it("record the intent, then the hint, and become paid only when the indexer sees the purchase naming the order", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 2 });
    expect(order).toMatchObject({ stage_id: 1, quantity: 2, amount: (NFT_PRICE * 2n).toString(), status: "created" });

    // The client's word alone: a hash that is no purchase of this wallet stays a hint.
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

    // The real purchase: hint first (upper case is the same hash), then indexed.
    await f.stopIndexer();
    const hash = await f.buy(account, 2n, order.order_id);
    const submitted = await client.call(api.wallet_msrv.autonomy_update_nft_order, {
      order_id: order.order_id,
      tx_hash: hash.toUpperCase().replace("0X", "0x"),
    });
    expect(submitted).toMatchObject({ status: "submitted", tx_hash: hash });
    await f.startIndexer();
    await f.synced();
    const list = await client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(orderIn(list, order.order_id)).toMatchObject({ status: "paid", tx_hash: hash });
    expect(orderIn(list, order.order_id)?.first_token_id).toBeGreaterThan(0);
    expect(list.total).toBe(1);
  });

  it("pay an order whose purchase was indexed before the hint; later hints change nothing and refuse nothing", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const hash = await f.buy(account, 1n, order.order_id);
    await f.synced();
    const paid = await client.call(api.wallet_msrv.autonomy_update_nft_order, {
      order_id: order.order_id,
      tx_hash: hash,
    });
    expect(paid).toMatchObject({ status: "paid", tx_hash: hash });
    // A retry, or another hash (a replaced transaction, a wrong paste): the same paid order.
    for (const again of [hash, `0x${"c".repeat(64)}`]) {
      expect(
        await client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: again }),
      ).toEqual(paid);
    }
    // Another order of mine given the paid order's hash: a hint, never paid by that purchase.
    const other = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    expect(
      await client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: other.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "submitted" });
  });

  it("never let a hash another wallet claimed first block the buyer's own order", async () => {
    const thief = await buyer();
    const owner = await buyer();
    const theirs = await thief.client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const mine = await owner.client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    await f.stopIndexer();
    const hash = await f.buy(owner.account, 1n, mine.order_id);
    // The thief copies the hash from the mempool or an explorer before the buyer's page sends it.
    expect(
      await thief.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: theirs.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "submitted" });
    expect(
      await owner.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: mine.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "submitted", tx_hash: hash });
    await f.startIndexer();
    await f.synced();
    expect(
      await owner.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: mine.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "paid", tx_hash: hash });
    const stolen = await thief.client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(stolen.list).toEqual([expect.objectContaining({ order_id: theirs.order_id, status: "submitted" })]);
  });

  it("pay an order for 2 only by a purchase of 2: a purchase of 1 naming it is listed as the buyer's own", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 2 });
    const short = await f.buy(account, 1n, order.order_id);
    await f.synced();
    expect(
      await client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: short }),
    ).toMatchObject({ status: "submitted", tx_hash: short });
    const before = await client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(before.total).toBe(2);
    expect(before.list).toContainEqual(
      expect.objectContaining({
        order_id: null,
        quantity: 1,
        amount: NFT_PRICE.toString(),
        status: "paid",
        tx_hash: short,
      }),
    );

    const full = await f.buy(account, 2n, order.order_id);
    await f.synced();
    const after = await client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(after.total).toBe(2);
    expect(orderIn(after, order.order_id)).toMatchObject({ status: "paid", tx_hash: full, quantity: 2 });
    expect(after.list.filter((row) => row.order_id === null).map((row) => row.tx_hash)).toEqual([short]);
  });

  it("never pay an order by another wallet's purchase naming it; that purchase is its buyer's own row", async () => {
    const a = await buyer();
    const b = await buyer();
    const order = await a.client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const hash = await f.buy(b.account, 1n, order.order_id);
    const none = await f.buy(b.account, 1n);
    await f.synced();
    expect(
      await a.client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash: hash }),
    ).toMatchObject({ status: "submitted" });
    const listed = await b.client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(listed.list.map((row) => [row.order_id, row.status, row.tx_hash])).toEqual([
      [null, "paid", none],
      [null, "paid", hash],
    ]);
  });

  it("pay an order once: a second purchase naming it (double click, second tab) stays the buyer's own", async () => {
    const { account, client } = await buyer();
    // No hint at all, as when the page closed right after the wallet sent the purchase.
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const first = await f.buy(account, 1n, order.order_id);
    const second = await f.buy(account, 1n, order.order_id);
    await f.synced();
    const list = await client.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(list.list.map((row) => [row.order_id, row.tx_hash])).toEqual([
      [null, second],
      [order.order_id, first],
    ]);
    const [extra, paid] = list.list;
    expect(extra?.first_token_id).toBe((paid?.first_token_id ?? 0) + 1);
  });

  it("page my rows: orders and unmatched purchases together, newest first", async () => {
    const { account, client } = await buyer();
    const hash = await f.buy(account, 1n);
    await f.synced();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    const page = (n: number) => client.call(api.wallet_msrv.autonomy_nft_order_list, { page: n, page_size: 1 });
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
    expect([first.total, second.total, third.total]).toEqual([2, 2, 2]);
    expect(first.list.map((row) => [row.order_id, row.status])).toEqual([[order.order_id, "created"]]);
    expect(second.list.map((row) => [row.order_id, row.tx_hash])).toEqual([[null, hash]]);
    expect(third.list).toEqual([]);
  });

  it("race: hints sent while the indexer stores the purchase leave the order paid by it", async () => {
    const { account, client } = await buyer();
    const order = await client.call(api.wallet_msrv.autonomy_create_nft_order, { quantity: 1 });
    await f.stopIndexer();
    const hash = await f.buy(account, 1n, order.order_id);
    await f.startIndexer();
    const hints = [hash, `0x${"e".repeat(64)}`, hash, `0x${"f".repeat(64)}`];
    await Promise.all([
      f.synced(),
      ...hints.map((tx_hash) =>
        client.call(api.wallet_msrv.autonomy_update_nft_order, { order_id: order.order_id, tx_hash }),
      ),
    ]);
    expect(orderIn(await client.call(api.wallet_msrv.autonomy_nft_order_list, {}), order.order_id)).toMatchObject({
      status: "paid",
      tx_hash: hash,
    });
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
