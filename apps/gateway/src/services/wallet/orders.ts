import { sql } from "kysely";
import { api, Code, GatewayError, type NftOrder, type NftOrderStatus } from "@icms/protocol";
import { lockWallets } from "../../chain/xman-privileges.js";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { quote } from "./stages.js";

interface OrderRow {
  id: number;
  stage_id: number;
  quantity: number;
  amount: string;
  status: string;
  tx_hash: string | null;
  first_token_id: number | null;
  created_at: Date | string;
}

const COLUMNS = ["id", "stage_id", "quantity", "amount", "status", "tx_hash", "first_token_id", "created_at"] as const;

function toOrder(row: OrderRow): NftOrder {
  return {
    order_id: row.id,
    stage_id: row.stage_id,
    quantity: row.quantity,
    amount: String(row.amount),
    status: row.status as NftOrderStatus,
    tx_hash: row.tx_hash,
    first_token_id: row.first_token_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Pays the order from a purchase the indexer has already stored (it came before the hash did). */
async function payFromIndex(q: Queryable, orderId: number, wallet: string, txHash: string): Promise<void> {
  await sql`UPDATE dao_nft_orders o
     SET status = 'paid', paid_block = p.block_number, first_token_id = p.first_token_id, updated_at = now()
     FROM chain_purchases p
     WHERE o.id = ${orderId} AND p.tx_hash = ${txHash} AND p.buyer = ${wallet} AND o.status <> 'paid'`.execute(
    q.kysely,
  );
}

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
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toOrder(row);
  }),

  autonomy_update_nft_order: handle(api.wallet_msrv.autonomy_update_nft_order, ({ order_id, tx_hash }, ctx) =>
    ctx.db.tx(async (q) => {
      const { uid, wallet } = ctx.session;
      await lockWallets(q, [wallet]);
      const order = await q.kysely
        .selectFrom("dao_nft_orders")
        .select(["id", "status", "tx_hash"])
        .where("id", "=", order_id)
        .where("uid", "=", uid)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new GatewayError(Code.NotFound);
      if (order.tx_hash !== tx_hash) {
        if (order.status === "paid") throw new GatewayError(Code.TxAlreadyRecorded);
        const taken = await q.kysely
          .selectFrom("dao_nft_orders")
          .select("id")
          .where("tx_hash", "=", tx_hash)
          .executeTakeFirst();
        if (taken) throw new GatewayError(Code.TxAlreadyRecorded);
        await q.kysely
          .updateTable("dao_nft_orders")
          .set({ tx_hash, status: "submitted", updated_at: sql`now()` })
          .where("id", "=", order_id)
          .execute();
      }
      await payFromIndex(q, order_id, wallet, tx_hash);
      return toOrder(
        await q.kysely
          .selectFrom("dao_nft_orders")
          .select(COLUMNS)
          .where("id", "=", order_id)
          .executeTakeFirstOrThrow(),
      );
    }),
  ),

  autonomy_nft_order_list: handle(api.wallet_msrv.autonomy_nft_order_list, async ({ page, page_size }, ctx) => {
    const mine = ctx.db.kysely.selectFrom("dao_nft_orders").where("uid", "=", ctx.session.uid);
    const [rows, count] = await Promise.all([
      mine
        .select(COLUMNS)
        .orderBy("id", "desc")
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute(),
      mine.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toOrder), total: Number(count.total), page, page_size };
  }),
};
