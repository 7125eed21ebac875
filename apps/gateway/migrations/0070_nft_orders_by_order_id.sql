-- The sale's Purchased event now names the platform order it pays. An order is paid by the
-- purchase that names it with the same buyer, stage, quantity and amount; the hash a client
-- reports is only a hint, so nobody's claim on a hash can stand in another buyer's way.

-- The order id a purchase named: any uint256 (the contract does not check it); NULL for a
-- purchase of the former sale, which named none.
ALTER TABLE chain_purchases ADD COLUMN order_id numeric(78, 0);
-- When the indexer stored the purchase: the time a purchase that paid no order is listed at.
ALTER TABLE chain_purchases ADD COLUMN indexed_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX chain_purchases_order_idx ON chain_purchases (order_id) WHERE order_id IS NOT NULL;

-- The client's hash becomes a hint: not unique, never checked against anything.
ALTER TABLE dao_nft_orders DROP CONSTRAINT dao_nft_orders_tx_hash_key;
ALTER TABLE dao_nft_orders RENAME COLUMN tx_hash TO tx_hint;
-- The purchase that paid the order, as the indexer stored it.
ALTER TABLE dao_nft_orders ADD COLUMN tx_hash text;
ALTER TABLE dao_nft_orders ADD COLUMN paid_log_index integer;

-- Orders paid before: their hash was checked against the buyer's purchase, so it is the payment.
UPDATE dao_nft_orders SET tx_hash = tx_hint WHERE status = 'paid';
UPDATE dao_nft_orders o SET paid_log_index = p.log_index
  FROM chain_purchases p
  WHERE o.status = 'paid' AND p.tx_hash = o.tx_hash AND p.buyer = o.wallet;

-- One purchase pays at most one order.
CREATE UNIQUE INDEX dao_nft_orders_payment_idx ON dao_nft_orders (tx_hash, paid_log_index)
  WHERE tx_hash IS NOT NULL;
