-- Gated planet memberships (see docs/planets.md, "Gated memberships"). Addresses and hashes are
-- stored lower-case, amounts in wei.

-- Every ERC-20 Transfer of ICT and ICMS, indexed from the deploy block (mints, fee parts and
-- burns included: a fee-on-transfer transfer is several Transfer events). A replayed log is the
-- same row, and only a row that was new moves a balance, so balances are idempotent.
CREATE TABLE chain_token_transfers (
  chain_id     integer NOT NULL,
  tx_hash      text NOT NULL,
  log_index    integer NOT NULL,
  block_number bigint NOT NULL,
  token        text NOT NULL CHECK (token IN ('ICT', 'ICMS')),
  from_wallet  text NOT NULL,
  to_wallet    text NOT NULL,
  amount       numeric(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);

-- Each wallet's balance of each token: the sum of what it received minus what it sent.
-- The zero address (mints and burns) has no row.
CREATE TABLE chain_token_balances (
  token        text NOT NULL CHECK (token IN ('ICT', 'ICMS')),
  wallet       text NOT NULL,
  balance      numeric(78, 0) NOT NULL,
  -- the newest block whose transfers the balance includes
  block_number bigint NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token, wallet)
);

-- Entry fees paid on chain (gate 'entry_fee'): one row per payment transaction, so a payment
-- admits one user to one planet once. The row outlives its planet (circle_id becomes NULL) so a
-- deleted planet's payment cannot be used again for another planet of the same owner.
CREATE TABLE planet_entry_payments (
  chain_id     integer NOT NULL,
  tx_hash      text NOT NULL,
  circle_id    integer REFERENCES planets (id) ON DELETE SET NULL,
  uid          integer NOT NULL REFERENCES users (uid),
  payer        text NOT NULL,
  -- the planet owner's wallet when the fee was paid
  recipient    text NOT NULL,
  -- ICT the recipient received (after any transfer fee), and the entry fee asked then
  received     numeric(78, 0) NOT NULL,
  fee          numeric(78, 0) NOT NULL,
  block_number bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, tx_hash)
);
CREATE INDEX planet_entry_payments_member_idx ON planet_entry_payments (circle_id, uid);
