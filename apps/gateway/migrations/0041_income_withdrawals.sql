-- Withdrawals (docs/income.md): each row is one reward-vault voucher, recorded before it is
-- signed; its id is the voucher id. Open vouchers reserve their amount; the vault's payout,
-- indexed into chain_vault_payouts, marks the row paid in the indexer's transaction.
CREATE TABLE income_withdrawals (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wallet     text NOT NULL,
  coin       text NOT NULL CHECK (coin IN ('ICT', 'ICMS')),
  token      text NOT NULL,
  amount     numeric(78, 0) NOT NULL CHECK (amount > 0),
  chain_id   integer NOT NULL,
  vault      text NOT NULL,
  -- Unix seconds after which the vault refuses the voucher.
  deadline   bigint NOT NULL,
  status     text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired')),
  tx_hash    text,
  paid_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One open voucher per wallet and coin: two tabs asking at once get the same one.
CREATE UNIQUE INDEX income_withdrawals_one_open ON income_withdrawals (wallet, coin) WHERE status = 'open';
CREATE INDEX income_withdrawals_wallet_idx ON income_withdrawals (wallet, id DESC);

-- The vault paid a voucher: the matching withdrawal is paid (also one that had been released as
-- expired, since the chain is the truth; reconciliation reports it). A payout that does not match
-- its withdrawal's wallet, token and amount changes nothing and is reported.
CREATE FUNCTION income_voucher_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE income_withdrawals
     SET status = 'paid', tx_hash = NEW.tx_hash, paid_at = now(), updated_at = now()
   WHERE id::numeric = NEW.voucher_id AND chain_id = NEW.chain_id AND wallet = NEW.wallet
     AND token = NEW.token AND amount = NEW.amount AND status <> 'paid';
  RETURN NULL;
END
$$;

CREATE TRIGGER chain_vault_payouts_income AFTER INSERT ON chain_vault_payouts
  FOR EACH ROW EXECUTE FUNCTION income_voucher_paid();

-- What the reconciliation found: a difference between the ledger, the vouchers and the chain.
CREATE TABLE income_findings (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind       text NOT NULL,
  subject    text NOT NULL,
  detail     jsonb NOT NULL,
  found_at   timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  UNIQUE (kind, subject)
);
