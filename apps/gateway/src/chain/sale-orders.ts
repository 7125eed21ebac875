import { sql } from "kysely";
/**
 * DAO NFT orders paid by what the chain shows (docs/dao.md, "Invariants of the sale"). A purchase
 * pays the order whose id it names when the buyer, stage, quantity and amount are the order's
 * too; the hash a client reported plays no part. An order is paid once, by the first such
 * purchase in chain order; any other purchase stays the buyer's own, listed on its own row.
 *
 * Both the indexer (after it stored a range's purchases) and `autonomy_update_nft_order` (for a
 * purchase indexed before the client asked) call this, each holding the buyer's wallet lock.
 */
import type { Queryable } from "../db/db.js";
import { toJson } from "./events.js";

/** Order ids the gateway issues are positive 32-bit integers; any other id is nobody's order. */
const ORDER_ID_MAX = 2_147_483_647n;

/** Pays the unpaid orders among `orderIds` that an indexed purchase matches in every field. */
export async function payMatchedOrders(
  q: Queryable,
  { orderIds }: { orderIds: readonly (bigint | null)[] },
): Promise<void> {
  const ids = [
    ...new Set(orderIds.filter((id): id is bigint => id !== null && id > 0n && id <= ORDER_ID_MAX).map(Number)),
  ];
  if (ids.length === 0) return;
  await sql`UPDATE dao_nft_orders o
     SET status = 'paid', tx_hash = m.tx_hash, paid_log_index = m.log_index, paid_block = m.block_number,
       first_token_id = m.first_token_id, updated_at = now()
     FROM (
       SELECT DISTINCT ON (d.id) d.id, p.tx_hash, p.log_index, p.block_number, p.first_token_id
       FROM dao_nft_orders d
       JOIN chain_purchases p ON p.order_id = d.id AND p.buyer = d.wallet AND p.stage_id = d.stage_id
         AND p.quantity = d.quantity AND p.amount = d.amount
       WHERE d.id IN (SELECT (jsonb_array_elements_text(${toJson(ids)}::jsonb))::int) AND d.status <> 'paid'
       ORDER BY d.id, p.block_number, p.log_index
     ) m
     WHERE o.id = m.id`.execute(q.kysely);
}
