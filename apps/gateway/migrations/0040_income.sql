-- Income (docs/income.md): epochs with their weights and emission, the append-only contribution
-- ledger, the platform's income, and what each settlement credited and allocated.

-- One epoch per UTC day, numbered from the mining genesis. The weights are published with the
-- epoch when it opens and kept with it; the settlement uses the epoch's own weights.
CREATE TABLE income_epochs (
  epoch        integer PRIMARY KEY CHECK (epoch >= 0),
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  weights      jsonb NOT NULL,
  -- ICT the schedule offers this epoch, and what was emitted (0 when nobody contributed).
  emission     numeric(78, 0) NOT NULL CHECK (emission >= 0),
  emitted      numeric(78, 0) NOT NULL DEFAULT 0 CHECK (emitted >= 0),
  total_score  bigint NOT NULL DEFAULT 0,
  contributors integer NOT NULL DEFAULT 0,
  staked_nfts  integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  settled_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- One row per scored event, linked to the event that produced it; never updated.
CREATE TABLE contribution_ledger (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_kind text NOT NULL,
  source_id   text NOT NULL,
  wallet      text NOT NULL,
  epoch       integer NOT NULL REFERENCES income_epochs (epoch),
  points      integer NOT NULL CHECK (points > 0),
  occurred_at timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_kind, source_id)
);

CREATE INDEX contribution_ledger_epoch_idx ON contribution_ledger (epoch, wallet);
CREATE INDEX contribution_ledger_wallet_idx ON contribution_ledger (wallet, epoch);

-- The platform's income, one row per paying event (a course order's platform share, a
-- transaction fee...), inserted by the area that earns it; the first settlement of an epoch
-- ending after `at` shares it.
CREATE TABLE platform_income (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_kind text NOT NULL,
  source_id   text NOT NULL,
  coin        text NOT NULL CHECK (coin IN ('ICT', 'ICMS', 'USDT')),
  amount      numeric(78, 0) NOT NULL CHECK (amount > 0),
  at          timestamptz NOT NULL DEFAULT now(),
  -- The epoch whose settlement shared it (NULL until then; a row that arrives late joins the
  -- next settlement).
  settled_epoch integer REFERENCES income_epochs (epoch),
  UNIQUE (source_kind, source_id)
);

CREATE INDEX platform_income_unsettled_idx ON platform_income (at) WHERE settled_epoch IS NULL;

-- How an epoch's platform income was shared, per coin: platform, governance-token buyback,
-- utility-token buyback, X-Man dividend and the other shares of transaction fees. The buckets
-- of a coin add up to the epoch's income of that coin.
CREATE TABLE income_allocations (
  epoch  integer NOT NULL REFERENCES income_epochs (epoch),
  coin   text NOT NULL CHECK (coin IN ('ICT', 'ICMS', 'USDT')),
  bucket text NOT NULL CHECK (bucket IN ('platform', 'governance_buyback', 'utility_buyback', 'xman_dividend', 'fee_other')),
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (epoch, coin, bucket)
);

-- What a settlement credited each wallet: its mining share (ICT) and its X-Man dividend per coin.
CREATE TABLE income_credits (
  id     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  epoch  integer NOT NULL REFERENCES income_epochs (epoch),
  wallet text NOT NULL,
  coin   text NOT NULL CHECK (coin IN ('ICT', 'ICMS', 'USDT')),
  kind   text NOT NULL CHECK (kind IN ('mining', 'dividend')),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  score  integer NOT NULL DEFAULT 0,
  remark text NOT NULL DEFAULT '',
  UNIQUE (epoch, wallet, coin, kind)
);

CREATE INDEX income_credits_wallet_idx ON income_credits (wallet, epoch DESC);
