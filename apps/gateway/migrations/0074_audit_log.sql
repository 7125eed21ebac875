-- What operators changed: one row per change made through the operator commands (privileges,
-- categories, rejection reasons), written in the transaction of the change. `actor` is the
-- operator's name as the command was given it; `before` and `after` hold the changed row (or
-- list) as it was and as it became, null where there was none.
CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  actor      text NOT NULL CHECK (btrim(actor) <> ''),
  action     text NOT NULL,
  target     text NOT NULL,
  before     jsonb,
  after      jsonb
);

-- The log is read newest first, a page at a time.
CREATE INDEX audit_log_newest_idx ON audit_log (at DESC, id DESC);
