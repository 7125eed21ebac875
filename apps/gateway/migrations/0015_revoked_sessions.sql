-- Sign-ins ended before their access tokens expired (logout, a replayed refresh token). Every
-- gateway instance refuses the access tokens of these families; an instance that starts later
-- reads the ones still within an access token's lifetime from here.
CREATE TABLE revoked_sessions (
  family     text PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX revoked_sessions_revoked_at_idx ON revoked_sessions (revoked_at);
