-- The chain indexer's tables (see docs/indexer.md). Addresses and hashes are stored lower-case.
-- Every table but the checkpoint is derived from the chain and is emptied when the indexer finds
-- itself on another chain.

-- Where the indexer is, and on which chain: one row. A different chain id, contract set or
-- deploy block hash means another chain, and the indexed data is reset.
CREATE TABLE chain_checkpoint (
  id                smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  chain_id          integer NOT NULL,
  -- the watched contract addresses, sorted and joined with commas
  contracts         text NOT NULL,
  deploy_block      bigint NOT NULL,
  deploy_block_hash text NOT NULL,
  -- the first block not yet indexed
  next_block        bigint NOT NULL,
  -- the last block whose hash was checked (the last indexed one, or the deploy block): a different
  -- hash there later means the chain was replaced or reorganised deeper than the confirmations
  anchor_block      bigint NOT NULL,
  anchor_hash       text NOT NULL,
  head_block        bigint NOT NULL DEFAULT 0,
  events_indexed    bigint NOT NULL DEFAULT 0,
  last_error        text,
  last_error_at     timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Every decoded event as the chain reported it, for audit. A replayed log is the same row.
CREATE TABLE chain_events (
  chain_id     integer NOT NULL,
  tx_hash      text NOT NULL,
  log_index    integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash   text NOT NULL,
  address      text NOT NULL,
  event        text NOT NULL,
  args         jsonb NOT NULL,
  indexed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, tx_hash, log_index)
);

CREATE INDEX chain_events_block_idx ON chain_events (block_number, log_index);

-- DAO NFTs: the ERC-721 owner (the staking contract while staked) and the wallet that staked it.
-- Each column pair keeps the position of the event that set it; only a later event moves it.
CREATE TABLE chain_nft_tokens (
  token_id     integer PRIMARY KEY,
  owner        text NOT NULL,
  owner_block  bigint NOT NULL,
  owner_log    integer NOT NULL,
  staker       text,
  staker_block bigint NOT NULL DEFAULT 0,
  staker_log   integer NOT NULL DEFAULT -1
);

CREATE INDEX chain_nft_tokens_owner_idx ON chain_nft_tokens (owner);
CREATE INDEX chain_nft_tokens_staker_idx ON chain_nft_tokens (staker) WHERE staker IS NOT NULL;

-- Staking per wallet, from the count each Staked/Unstaked event reports. Member = X-Man.
CREATE TABLE chain_stakers (
  wallet       text PRIMARY KEY,
  staked_count integer NOT NULL CHECK (staked_count >= 0),
  is_member    boolean GENERATED ALWAYS AS (staked_count > 0) STORED,
  block_number bigint NOT NULL,
  log_index    integer NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- NFT sale purchases; referrer is NULL when the buyer had none bound.
CREATE TABLE chain_purchases (
  chain_id       integer NOT NULL,
  tx_hash        text NOT NULL,
  log_index      integer NOT NULL,
  block_number   bigint NOT NULL,
  buyer          text NOT NULL,
  stage_id       integer NOT NULL,
  referrer       text,
  quantity       integer NOT NULL,
  first_token_id integer NOT NULL,
  amount         numeric(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);

CREATE INDEX chain_purchases_buyer_idx ON chain_purchases (buyer);
CREATE INDEX chain_purchases_referrer_idx ON chain_purchases (referrer) WHERE referrer IS NOT NULL;

-- Referrers bound in the sale contract (once per account).
CREATE TABLE chain_referrers (
  account      text PRIMARY KEY,
  referrer     text NOT NULL,
  block_number bigint NOT NULL,
  tx_hash      text NOT NULL
);

CREATE INDEX chain_referrers_referrer_idx ON chain_referrers (referrer);

-- Reward vault payouts: each voucher is paid once.
CREATE TABLE chain_vault_payouts (
  chain_id     integer NOT NULL,
  tx_hash      text NOT NULL,
  log_index    integer NOT NULL,
  block_number bigint NOT NULL,
  voucher_id   numeric(78, 0) NOT NULL,
  wallet       text NOT NULL,
  token        text NOT NULL,
  amount       numeric(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index),
  UNIQUE (chain_id, voucher_id)
);

CREATE INDEX chain_vault_payouts_wallet_idx ON chain_vault_payouts (wallet);

-- A user who signs in after their wallet became an X-Man gets the DAO privileges with the new
-- row. The indexer sets them for users that already exist (in the same transaction as the staking
-- change). Both take the same per-wallet advisory lock, so a sign-in racing a staking change
-- waits for it and neither misses the other.
CREATE FUNCTION chain_xman_privileges_on_signup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7301, hashtext(NEW.wallet_addr));
  INSERT INTO user_privileges (uid, privilege_code, val)
  SELECT NEW.uid, code, 1
  FROM unnest(ARRAY['dao_review', 'dao_vote']) AS code
  WHERE EXISTS (SELECT 1 FROM chain_stakers s WHERE s.wallet = NEW.wallet_addr AND s.is_member)
  ON CONFLICT (uid, privilege_code) DO UPDATE SET val = 1, updated_at = now();
  RETURN NULL;
END
$$;

CREATE TRIGGER users_xman_privileges AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION chain_xman_privileges_on_signup();
