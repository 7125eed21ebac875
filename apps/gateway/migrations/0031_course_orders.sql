-- Course orders paid on chain through the course checkout (docs/courses.md, "Orders and payment").
-- An order is priced and its quote signed by the gateway (pending); the indexer marks it paid when
-- the checkout's OrderPaid matches the quote, and grants the enrollment in the same transaction;
-- OrderRefunded marks it refunded and revokes the enrollment. Amounts are in the token's smallest
-- unit. The platform's share of each paid order is kept here for the income area to settle.

CREATE TABLE course_orders (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id             integer NOT NULL REFERENCES courses (id),
  buyer_uid             integer NOT NULL REFERENCES users (uid),
  seller_uid            integer NOT NULL REFERENCES users (uid),
  -- lower-case addresses, as signed in the quote
  buyer_wallet          text NOT NULL,
  seller_wallet         text NOT NULL,
  coin                  text NOT NULL CHECK (coin IN ('USDT', 'ICT', 'ICMS')),
  token                 text NOT NULL,
  -- the course's price in the coin when the order was made
  price                 numeric(20, 8) NOT NULL CHECK (price > 0),
  amount                numeric(78, 0) NOT NULL CHECK (amount > 0),
  seller_amount         numeric(78, 0) NOT NULL CHECK (seller_amount >= 0),
  platform_share        numeric(78, 0) NOT NULL CHECK (platform_share >= 0),
  platform_share_bps    integer NOT NULL CHECK (platform_share_bps BETWEEN 0 AND 10000),
  refund_window_seconds integer NOT NULL CHECK (refund_window_seconds >= 0),
  chain_id              integer NOT NULL,
  -- the course checkout the quote is signed for (lower-case)
  checkout              text NOT NULL,
  quote_expires_at      timestamptz NOT NULL,
  signature             text NOT NULL,
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'refunded')),
  tx_hash               text,
  paid_block            bigint,
  paid_at               timestamptz,
  refund_deadline       timestamptz,
  refund_requested_at   timestamptz,
  refund_reason         text,
  refund_tx_hash        text,
  refunded_block        bigint,
  refunded_at           timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (seller_amount + platform_share = amount),
  CHECK (status = 'pending' OR (tx_hash IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX course_orders_buyer_idx ON course_orders (buyer_uid, id DESC);
CREATE INDEX course_orders_seller_idx ON course_orders (seller_uid, id DESC);
CREATE INDEX course_orders_pending_idx ON course_orders (buyer_uid, course_id) WHERE status = 'pending';
-- For the income area: paid orders by the time they were confirmed.
CREATE INDEX course_orders_paid_idx ON course_orders (paid_at, id) WHERE status = 'paid';
