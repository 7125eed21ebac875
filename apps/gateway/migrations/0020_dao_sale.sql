-- The DAO sale, certification and invitations (docs/dao.md, "Sale, certification and invitations").

-- A purchase order: the buyer's intent (created), then its transaction (submitted), then paid once
-- the indexer has seen that transaction's Purchased event from the order's wallet. Only the
-- indexer (or an update that finds the purchase already indexed) sets paid.
CREATE TABLE dao_nft_orders (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid            integer NOT NULL REFERENCES users (uid),
  wallet         text NOT NULL,
  stage_id       integer NOT NULL,
  quantity       integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  amount         numeric(78, 0) NOT NULL,
  status         text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'submitted', 'paid')),
  tx_hash        text UNIQUE,
  paid_block     bigint,
  first_token_id integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dao_nft_orders_uid_idx ON dao_nft_orders (uid, id DESC);

-- Each user's invite code, made the first time it is asked for.
CREATE TABLE dao_invite_codes (
  uid        integer PRIMARY KEY REFERENCES users (uid),
  code       text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who invited whom, bound once by invite code. The sale contract records the referrer of a
-- purchase only once the invitee binds it there too (NFTSale.bindReferrer).
CREATE TABLE dao_referrals (
  uid          integer PRIMARY KEY REFERENCES users (uid),
  referrer_uid integer NOT NULL REFERENCES users (uid) CHECK (referrer_uid <> uid),
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dao_referrals_referrer_idx ON dao_referrals (referrer_uid);
