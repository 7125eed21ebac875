import { sql } from "kysely";
import { api, Code, GatewayError, type NftOrder, type NftOrderListRow, type NftOrderStatus } from "@icms/protocol";
import { payMatchedOrders } from "../../chain/sale-orders.js";
import { lockWallets } from "../../chain/xman-privileges.js";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { quote } from "./stages.js";
import { paged, pageWindow } from "../../db/paging.js";

/** One row of my order list: an order, or a purchase of my wallet that paid none (order_id null). */
interface ListRow {
  order_id: number | null;
  stage_id: number;
  quantity: number;
  amount: string;
  status: string;
  tx_hash: string | null;
  first_token_id: number | null;
  created_at: Date | string;
}

function toRow(row: ListRow): NftOrderListRow {
  return {
    order_id: row.order_id,
    stage_id: row.stage_id,
    quantity: row.quantity,
    amount: String(row.amount),
    status: row.status as NftOrderStatus,
    tx_hash: row.tx_hash,
    first_token_id: row.first_token_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** An order as the caller sees it: the paying purchase's hash once paid, the client's hint before. */
const ORDER_ROW = sql`o.id AS order_id, o.stage_id, o.quantity, o.amount::text AS amount, o.status,
  coalesce(o.tx_hash, o.tx_hint) AS tx_hash, o.first_token_id, o.created_at`;

async function orderRow(q: Queryable, orderId: number): Promise<NftOrder> {
  const { rows } = await sql<ListRow>`SELECT ${ORDER_ROW} FROM dao_nft_orders o WHERE o.id = ${orderId}`.execute(
    q.kysely,
  );
  const row = rows[0];
  if (!row || row.order_id === null) throw new GatewayError(Code.NotFound);
  return Object.assign(toRow(row), { order_id: row.order_id });
}

/**
 * My orders, and the confirmed purchases of my wallet that paid none of them (no order id, an
 * id that is not mine, or a quantity, stage or amount other than the order's): the NFTs are mine
 * on chain whatever the purchase named, so I see every payment I made. Newest first.
 */
const MY_ROWS = (uid: number, wallet: string) => sql`
  SELECT ${ORDER_ROW} FROM dao_nft_orders o WHERE o.uid = ${uid}
  UNION ALL
  SELECT NULL, p.stage_id, p.quantity, p.amount::text, 'paid', p.tx_hash, p.first_token_id, p.indexed_at
  FROM chain_purchases p
  WHERE p.buyer = ${wallet} AND NOT EXISTS (
    SELECT 1 FROM dao_nft_orders paid
    WHERE paid.tx_hash = p.tx_hash AND (paid.paid_log_index = p.log_index OR paid.paid_log_index IS NULL))`;

export const orderHandlers = {
  autonomy_create_nft_order: handle(api.wallet_msrv.autonomy_create_nft_order, async ({ quantity }, ctx) => {
    const price = await quote(ctx, quantity);
    const row = await ctx.db.kysely
      .insertInto("dao_nft_orders")
      .values({
        uid: ctx.session.uid,
        wallet: ctx.session.wallet,
        stage_id: price.stage_id,
        quantity,
        amount: price.amount,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return orderRow(ctx.db, row.id);
  }),

  /**
   * The client's hash is a hint (kept and shown until the order is paid), never a claim: it is
   * checked against nothing and refused for nothing, so no hash anyone sends can keep a buyer's
   * order from being paid by the purchase that names it.
   */
  autonomy_update_nft_order: handle(api.wallet_msrv.autonomy_update_nft_order, ({ order_id, tx_hash }, ctx) =>
    ctx.db.tx(async (q) => {
      const owned = await q.kysely
        .selectFrom("dao_nft_orders")
        .select("wallet")
        .where("id", "=", order_id)
        .where("uid", "=", ctx.session.uid)
        .executeTakeFirst();
      if (!owned) throw new GatewayError(Code.NotFound);
      // The indexer takes the same lock before it pays orders: one side or the other sees the purchase.
      await lockWallets(q, [owned.wallet]);
      await q.kysely
        .updateTable("dao_nft_orders")
        .set({ tx_hint: tx_hash, status: "submitted", updated_at: sql`now()` })
        .where("id", "=", order_id)
        .where("status", "<>", "paid")
        .execute();
      await payMatchedOrders(q, { orderIds: [BigInt(order_id)] });
      return orderRow(q, order_id);
    }),
  ),

  autonomy_nft_order_list: handle(api.wallet_msrv.autonomy_nft_order_list, async ({ page, page_size }, ctx) => {
    const { limit, offset } = pageWindow({ page, page_size });
    const mine = MY_ROWS(ctx.session.uid, ctx.session.wallet);
    const [rows, count] = await Promise.all([
      sql<ListRow>`SELECT * FROM (${mine}) AS r
         ORDER BY r.created_at DESC, r.order_id DESC NULLS LAST, r.first_token_id DESC
         LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db.kysely),
      sql<{ total: number }>`SELECT count(*)::int AS total FROM (${mine}) AS r`.execute(ctx.db.kysely),
    ]);
    return paged(rows.rows.map(toRow), count.rows[0]?.total ?? 0, { page, page_size });
  }),
};
